import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The memory of ``SnapshotSlab``'s chunks: anonymous mappings of whole pages, and their pages
/// faulted in on another thread before the slab uses them.
///
/// Memory fresh from the kernel costs a page fault per 4 KiB page on first write (the fault,
/// zeroing the page and charging it to the process): a timeline that keeps 64 KB of new records
/// a frame paid 16 of them a frame on the thread that draws, a fifth of what keeping a `stress`
/// frame cost. ``prefault(_:bytes:)`` has them made on a background thread with
/// `madvise(MADV_POPULATE_WRITE)` (Linux 5.14 and later), which maps the pages writable without
/// writing to them, so it never races with the records the slab writes there meanwhile. Where
/// the call is refused (an older kernel, not Linux), the pages fault in on first write as before.
enum ChunkMapping {
  /// A new private anonymous mapping of `bytes` (a whole number of pages), zero-filled.
  static func map(bytes: Int) -> UnsafeMutableRawPointer {
    guard
      let start = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      start != MAP_FAILED
    else { fatalError("a snapshot slab could not map \(bytes) bytes: out of memory") }
    return start
  }

  /// Unmaps what ``map(bytes:)`` mapped. A prefault still running on it finds nothing to fault
  /// in (or, should the range be mapped again meanwhile, faults in pages of that new mapping
  /// without changing them).
  static func unmap(_ start: UnsafeMutableRawPointer, bytes: Int) {
    munmap(start, bytes)
  }

  /// Has the pages of `bytes` at `start` faulted in on a background thread; returns at once.
  static func prefault(_ start: UnsafeMutableRawPointer, bytes: Int) {
    #if os(Linux)
      let address = Int(bitPattern: start)
      DispatchQueue.global(qos: .utility).async {
        // 23: MADV_POPULATE_WRITE, which Glibc's module may not export by name.
        _ = madvise(UnsafeMutableRawPointer(bitPattern: address), bytes, 23)
      }
    #endif
  }
}
