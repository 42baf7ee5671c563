/// Records of one trivial type (no references, nothing to release) in chunks of 32,768 that
/// never move, handed out by index, with a list of the slots let go: a slot let go is handed out
/// again before a new one is made, so a store that lets go as much as it takes (a timeline at its
/// memory limit) reuses memory it has touched instead of faulting in fresh pages. Chunks are
/// freed with the slab or by ``removeAll()``.
///
/// A slab that hands out the middle slot of its last chunk maps the next chunk then and has its
/// pages faulted in on another thread (``ChunkMapping``): a timeline that keeps a `stress` frame
/// (1,000 new records) fills a chunk in 32 frames, so the next one is ready 16 frames before it
/// is needed, and the thread that keeps frames does not wait for the kernel page by page.
///
/// The storage of ``ElementSnapshotArena``: no per-record allocation, no reference counting,
/// a record's address is stable while it is in use. Not thread-safe; no `state` channel.
final class SnapshotSlab<Record> {
  /// Records in a chunk: 2^15 (2 MiB of 64-byte records).
  static var chunkShift: Int { 15 }
  /// The bytes of a chunk's mapping: its records, rounded up to whole pages.
  private static var chunkBytes: Int {
    let page = 1 << 16
    return (MemoryLayout<Record>.stride << chunkShift + page - 1) & ~(page - 1)
  }
  private static var chunkMask: Int { (1 << chunkShift) - 1 }

  @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<Record>] = []
  /// The mapping of each chunk (page-aligned, so a chunk starts on a cache line).
  private var allocations: [UnsafeMutableRawPointer] = []
  /// The next chunk's mapping, its pages being faulted in, once the last chunk is half used.
  private var nextChunk: UnsafeMutableRawPointer?
  @exclusivity(unchecked) private var freeSlots: [Int32] = []
  /// How many slots were ever handed out (the slab's size in records).
  @exclusivity(unchecked) private(set) var slotCount = 0

  init() {
    precondition(_isPOD(Record.self), "a slab holds trivial records only")
  }

  deinit { unmapChunks() }

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
    } else if slotCount & Self.chunkMask == 1 << (Self.chunkShift - 1), nextChunk == nil {
      let memory = ChunkMapping.map(bytes: Self.chunkBytes)
      ChunkMapping.prefault(memory, bytes: Self.chunkBytes)
      nextChunk = memory
    }
    let slot = Int32(truncatingIfNeeded: slotCount)
    slotCount += 1
    pointer(slot).initialize(to: record)
    return slot
  }

  /// Memory for a chunk of records: the mapping made ahead when there is one.
  private func allocateChunk() -> UnsafeMutablePointer<Record> {
    let memory = nextChunk ?? ChunkMapping.map(bytes: Self.chunkBytes)
    nextChunk = nil
    allocations.append(memory)
    return memory.bindMemory(to: Record.self, capacity: 1 << Self.chunkShift)
  }

  private func unmapChunks() {
    for allocation in allocations { ChunkMapping.unmap(allocation, bytes: Self.chunkBytes) }
    if let nextChunk { ChunkMapping.unmap(nextChunk, bytes: Self.chunkBytes) }
    allocations = []
    nextChunk = nil
  }

  /// Lets the slot at `index` go: ``allocate(_:)`` hands it out again.
  func free(_ index: Int32) {
    freeSlots.append(index)
  }

  /// Lets every slot go and frees the chunks.
  func removeAll() {
    unmapChunks()
    chunks = []
    freeSlots = []
    slotCount = 0
  }
}
