import Testing

@testable import MaterialMotion

/// `SnapshotSlab`: records in chunks that never move, the next chunk mapped and faulted in
/// ahead on another thread while the last one fills.
@Suite struct SnapshotSlabTests {
  private struct Record: Equatable {
    var a: Int
    var b: Double
  }

  private static var chunk: Int { 1 << SnapshotSlab<Record>.chunkShift }

  /// Records written across three chunks (two of them mapped ahead, their pages faulted in on
  /// another thread while records were written into them) read back as written.
  @Test func recordsAcrossChunksMadeAheadReadBackAsWritten() {
    let slab = SnapshotSlab<Record>()
    let count = 2 * Self.chunk + Self.chunk / 2 + 3
    for i in 0..<count {
      let index = slab.allocate(Record(a: i, b: Double(i) * 0.5))
      #expect(Int(index) == i)
    }
    #expect(slab.count == count)
    var wrong = 0
    for i in 0..<count where slab.pointer(Int32(i)).pointee != Record(a: i, b: Double(i) * 0.5) {
      wrong += 1
    }
    #expect(wrong == 0)
  }

  /// A record's address does not move as chunks are added, and slots let go are used again
  /// before a new one is made.
  @Test func addressesStayAndFreedSlotsAreUsedFirst() {
    let slab = SnapshotSlab<Record>()
    let first = slab.pointer(slab.allocate(Record(a: 7, b: 1)))
    for i in 1...(Self.chunk + 1) { _ = slab.allocate(Record(a: i, b: 0)) }
    #expect(slab.pointer(0) == first)
    #expect(first.pointee == Record(a: 7, b: 1))
    slab.free(5)
    #expect(slab.allocate(Record(a: -1, b: -1)) == 5)
    #expect(slab.slotCount == Self.chunk + 2)
  }

  /// After `removeAll()` (the chunk made ahead unmapped with the others) the slab starts again
  /// from slot 0 and fills its chunks as new.
  @Test func removeAllStartsAgain() {
    let slab = SnapshotSlab<Record>()
    for i in 0..<(Self.chunk / 2 + 10) { _ = slab.allocate(Record(a: i, b: 0)) }
    slab.removeAll()
    #expect(slab.count == 0)
    for i in 0..<(Self.chunk + 10) {
      #expect(slab.allocate(Record(a: i, b: 2)) == Int32(i))
    }
    #expect(slab.pointer(Int32(Self.chunk + 9)).pointee == Record(a: Self.chunk + 9, b: 2))
  }
}
