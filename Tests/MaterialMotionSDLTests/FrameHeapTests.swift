import Testing

@testable import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// `FrameHeap`: once set, a block of several MiB is served from the heap and kept there when
/// freed, rather than mapped on its own and unmapped (faulted in again by the next frame).
@Suite struct FrameHeapTests {
  #if canImport(Glibc)
    /// Whether glibc mapped the block at `pointer` on its own: bit 1 (IS_MMAPPED) of the size
    /// word just before it, in glibc's chunk header.
    private func isMappedOnItsOwn(_ pointer: UnsafeMutableRawPointer) -> Bool {
      (pointer - 8).load(as: UInt64.self) & 2 != 0
    }

    /// A 12 MiB block (above glibc's first threshold of 128 KiB, under ``FrameHeap``'s 16 MiB)
    /// comes from the heap, before and after a block like it was freed.
    @Test func aFramesWorthOfVerticesComesFromTheHeap() throws {
      #expect(FrameHeap.keepFreedMemory())
      let bytes = 12 << 20
      let first = try #require(malloc(bytes))
      #expect(!isMappedOnItsOwn(first))
      free(first)
      let second = try #require(malloc(bytes))
      #expect(!isMappedOnItsOwn(second))
      free(second)
      // Well above the threshold a block is still mapped on its own (and given back when
      // freed). Not just above it: the heap now keeps what other tests of this process freed,
      // and a free chunk of 17 MiB in it serves 17 MiB from the heap (a CI run saw that). No
      // thread's arena is larger than 64 MiB, the main heap gives back a free top past
      // ``FrameHeap/trimThreshold``, and no test frees 256 MiB under a live block; a mapping of
      // that size costs no pages while untouched.
      let large = try #require(malloc(256 << 20))
      #expect(isMappedOnItsOwn(large))
      free(large)
    }
  #endif
}
