#if canImport(Glibc)
  import Glibc
#endif

/// The C library's heap, set for a program that makes a frame at display rate: memory a frame
/// frees stays in the heap for the next frame instead of going back to the kernel.
///
/// Mesa's OpenGL driver allocates memory for a frame with malloc, copies into it and frees it
/// again (`perf` with DWARF call stacks: the faults are under a `memcpy` inside `swrast_dri.so`,
/// and under `brk` growing the heap, every frame; which of the driver's buffers it is was not
/// identified). With glibc's defaults, free memory at the top of the heap past the trim
/// threshold (128 KiB at first, twice the mapping threshold as glibc adjusts it) is returned to
/// the kernel, and a block past the mapping threshold is mapped on its own and unmapped when
/// freed (`mallopt(3)`): either way the next frame faults every page of it in again, zeroed. On
/// llvmpipe, `photo-album` with 100 photos at elevation 2 spent more than half of its main
/// thread's time in those faults, and a frame took 20.9 ms where, with the heap kept, it takes
/// 11.6 to 13.3 ms.
public enum FrameHeap {
  /// Blocks of up to this many bytes come from the heap rather than a mapping of their own.
  public static let mappingThreshold: Int32 = 16 << 20
  /// The heap gives memory back to the kernel only when this much is free at its top.
  public static let trimThreshold: Int32 = 64 << 20

  /// Sets glibc's mapping and trim thresholds (``mappingThreshold``, ``trimThreshold``) for the
  /// whole process; returns whether both were set (false elsewhere than glibc). ``SDLWindow``
  /// calls it when its renderer is not SDL's software one; calling it again changes nothing. It
  /// changes how every later allocation is served, and the heap then keeps what it held at its
  /// largest, up to ``trimThreshold`` more (a process that reads large files keeps more). Setting them turns glibc's own
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
