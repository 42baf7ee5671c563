#if canImport(Glibc)
  import Glibc
#endif

/// The C library's heap, set for a program that makes a frame at display rate: memory a frame
/// frees stays in the heap for the next frame instead of going back to the kernel.
///
/// Mesa's OpenGL drivers copy each frame's vertices into a buffer allocated anew for the frame
/// and freed after it (SDL hands them over with `glBufferData`, which replaces the buffer's
/// storage). With glibc's defaults, a freed block at the top of the heap of more than twice the
/// largest block mapped so far (128 KiB at first) is returned to the kernel, and a block of more
/// than the mapping threshold is mapped on its own and unmapped when freed: either way the next
/// frame faults every page of it in again, zeroed. On llvmpipe, `photo-album` with 100 photos
/// spent more than half of its main thread's time in those page faults (`perf`), and a frame
/// took 20.9 ms where, with the heap kept, it takes 13.3 ms.
public enum FrameHeap {
  /// Blocks of up to this many bytes come from the heap rather than a mapping of their own.
  public static let mappingThreshold: Int32 = 16 << 20
  /// The heap gives memory back to the kernel only when this much is free at its top.
  public static let trimThreshold: Int32 = 64 << 20

  /// Sets glibc's mapping and trim thresholds (``mappingThreshold``, ``trimThreshold``) for the
  /// whole process; returns whether both were set (false elsewhere than glibc). Call it once,
  /// first thing: it changes how every later allocation is served, and the heap then keeps what
  /// it held at its largest, up to ``trimThreshold`` more. Setting them turns glibc's own
  /// adjustment of the thresholds off. It has no `state` channel.
  @discardableResult
  public static func keepFreedMemory() -> Bool {
    #if canImport(Glibc)
      guard let mallopt = Self.mallopt else { return false }
      // M_TRIM_THRESHOLD is -1 and M_MMAP_THRESHOLD -3 in glibc's malloc.h.
      return mallopt(-1, trimThreshold) == 1 && mallopt(-3, mappingThreshold) == 1
    #else
      return false
    #endif
  }

  #if canImport(Glibc)
    /// glibc's `mallopt` (Swift's Glibc module does not declare malloc.h).
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    private static let mallopt: Mallopt? = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "mallopt"
    ).map { unsafeBitCast($0, to: Mallopt.self) }
  #endif
}
