/// Records of one trivial type (no references, nothing to release) in chunks of 4,096 that
/// never move, handed out by index, with a list of the slots let go: a slot let go is handed out
/// again before a new one is made, so a store that lets go as much as it takes (a timeline at its
/// memory limit) reuses memory it has touched instead of faulting in fresh pages. Chunks are
/// freed with the slab or by ``removeAll()``.
///
/// The storage of ``ElementSnapshotArena``: no per-record allocation, no reference counting,
/// a record's address is stable while it is in use. Not thread-safe; no `state` channel.
final class SnapshotSlab<Record> {
  /// Records in a chunk: 2^12.
  static var chunkShift: Int { 12 }
  private static var chunkMask: Int { (1 << chunkShift) - 1 }

  @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<Record>] = []
  /// The memory of each chunk as allocated (a chunk starts at the first cache line in it).
  private var allocations: [UnsafeMutableRawPointer] = []
  @exclusivity(unchecked) private var freeSlots: [Int32] = []
  /// How many slots were ever handed out (the slab's size in records).
  @exclusivity(unchecked) private(set) var slotCount = 0

  init() {
    precondition(_isPOD(Record.self), "a slab holds trivial records only")
  }

  deinit {
    for allocation in allocations { allocation.deallocate() }
  }

  /// How many records are in use.
  var count: Int { slotCount - freeSlots.count }

  /// The record at `index` (an index ``allocate(_:)`` returned and ``free(_:)`` did not take
  /// back).
  @inline(__always)
  func pointer(_ index: Int32) -> UnsafeMutablePointer<Record> {
    let index = Int(index)
    return chunks[index &>> Self.chunkShift] + (index & Self.chunkMask)
  }

  /// Stores `record` in a slot let go before, or in a new one, and returns its index.
  func allocate(_ record: Record) -> Int32 {
    if let slot = freeSlots.popLast() {
      pointer(slot).initialize(to: record)
      return slot
    }
    precondition(slotCount < Int(Int32.max), "a snapshot slab holds at most 2^31 records")
    if slotCount == chunks.count << Self.chunkShift {
      chunks.append(allocateChunk())
    }
    let slot = Int32(truncatingIfNeeded: slotCount)
    slotCount += 1
    pointer(slot).initialize(to: record)
    return slot
  }

  /// Memory for a chunk of records, starting on a cache line (64 bytes), so that a record of 64
  /// bytes is one line: aligned by hand inside an allocation of the records' own alignment, 64
  /// bytes larger, which is freed as it was allocated (`allocations`).
  private func allocateChunk() -> UnsafeMutablePointer<Record> {
    let allocation = UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<Record>.stride << Self.chunkShift + 64,
      alignment: MemoryLayout<Record>.alignment)
    allocations.append(allocation)
    let misalignment = Int(bitPattern: allocation) & 63
    let start = allocation + (misalignment == 0 ? 0 : 64 - misalignment)
    return start.bindMemory(to: Record.self, capacity: 1 << Self.chunkShift)
  }

  /// Lets the slot at `index` go: ``allocate(_:)`` hands it out again.
  func free(_ index: Int32) {
    freeSlots.append(index)
  }

  /// Lets every slot go and frees the chunks.
  func removeAll() {
    for allocation in allocations { allocation.deallocate() }
    allocations = []
    chunks = []
    freeSlots = []
    slotCount = 0
  }
}
