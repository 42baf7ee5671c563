#if canImport(Glibc)
  import Glibc
#endif

/// A pixel buffer allocated zeroed with `calloc`: a large one comes straight from the kernel as
/// zero pages, touched (and so paid for) only where it is written, instead of cleared in full up
/// front as `[UInt32](repeating: 0, count:)` is. Freed with its owner.
final class ZeroedPixels {
  /// The first pixel.
  let base: UnsafeMutablePointer<UInt32>
  /// How many pixels.
  let count: Int

  /// Allocates `count` zeroed pixels (stops the process if memory is exhausted, as an array
  /// would).
  init(count: Int) {
    guard let raw = calloc(count, MemoryLayout<UInt32>.stride) else {
      fatalError("TextAtlas: cannot allocate \(count) pixels")
    }
    base = raw.assumingMemoryBound(to: UInt32.self)
    self.count = count
  }

  deinit { free(base) }
}
