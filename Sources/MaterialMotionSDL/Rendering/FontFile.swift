import CSDL2
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Fonts opened from memory: each font file is mapped once per process, and every size is opened
/// from its bytes (`TTF_OpenFontRW` on `SDL_RWFromConstMem`). Opened from its path, SDL_ttf
/// reads a font with a seek and a read for every few bytes it needs: about a hundred system
/// calls to open DejaVu Sans at one size, more for each glyph it loads, some 2,600 before a
/// headless replay's first frame; from memory it copies. (A font file cut short while the
/// program runs would end it, as it would any program whose FreeType maps its fonts.)
enum FontFile {
  /// A file's bytes, kept for the process: the fonts opened from them read them as they draw.
  private struct Bytes: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    let count: Int
  }

  /// The files read so far, by path.
  private static let files = Synchronization.Mutex<[String: Bytes]>([:])

  /// The largest file read into memory; a larger one is opened from its path.
  static let largestBytes = 256 << 20

  /// The font at `path` at `pixelSize`, from its bytes; from its path (as `TTF_OpenFont`) when
  /// it is not a regular file of at most ``largestBytes`` that can be read whole. Nil when
  /// SDL_ttf cannot open it: `SDL_GetError()` says why.
  static func open(_ path: String, pixelSize: Int32) -> OpaquePointer? {
    guard let bytes = bytes(of: path), bytes.count <= Int(Int32.max),
      let stream = SDL_RWFromConstMem(bytes.pointer, Int32(bytes.count))
    else {
      return TTF_OpenFont(path, pixelSize)
    }
    // 1: SDL_ttf closes the stream with the font (or at once when it cannot open it).
    return TTF_OpenFontRW(stream, 1, pixelSize)
  }

  /// The PostScript name the font file at `path` gives itself (``FontPostScriptName``), nil
  /// when it cannot be read or names none.
  static func postScriptName(_ path: String) -> String? {
    guard let bytes = bytes(of: path) else { return nil }
    return FontPostScriptName.read(UnsafeRawBufferPointer(start: bytes.pointer, count: bytes.count))
  }

  private static func bytes(of path: String) -> Bytes? {
    files.withLock { files in
      if let bytes = files[path] { return bytes }
      guard let bytes = read(path) else { return nil }
      files[path] = bytes
      return bytes
    }
  }

  /// The whole file at `path`, if it is a regular file of 1 to ``largestBytes`` bytes, mapped
  /// read-only (as FreeType maps a font it opens from its path): only the pages SDL_ttf reads
  /// are ever loaded, a few of DejaVu Sans's 740 KB for a frame of text, where reading it whole
  /// took about a millisecond of every start. Opened without blocking, so a FIFO is never
  /// waited on; kept for the process.
  private static func read(_ path: String) -> Bytes? {
    let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0,
      status.st_size <= largestBytes
    else { return nil }
    let count = Int(status.st_size)
    guard let pointer = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), pointer != MAP_FAILED
    else { return nil }
    return Bytes(pointer: pointer, count: count)
  }
}
