import CSDL2

#if canImport(Glibc)
  import Glibc
#endif

/// Finds the font the platform layer draws text with.
///
/// The default is DejaVu Sans (Debian's `fonts-dejavu-core`), looked up in the standard install
/// paths and then with fontconfig (`fc-match`). `--font PATH` replaces the lookup.
public enum FontLocator {
  /// Where Debian and other distributions install DejaVu Sans.
  public static let standardPaths = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/local/share/fonts/DejaVuSans.ttf",
  ]

  /// Returns the path of a font file that SDL_ttf can open.
  ///
  /// - Parameter override: a user-supplied path (`--font`); when given it must open, or this
  ///   throws naming it.
  /// - Throws: ``PlatformError`` naming both the default font and `--font` when nothing usable exists.
  public static func locate(override: String?) throws -> String {
    if let override {
      guard access(override, R_OK) == 0 else {
        throw PlatformError(
          "--font \(override): no readable file there; pass the path of a .ttf or .otf font")
      }
      guard canOpen(override) else {
        throw PlatformError(
          "--font \(override): SDL_ttf cannot open it as a font (\(lastError())); pass a .ttf or .otf file"
        )
      }
      return override
    }
    // The standard paths first: asking fontconfig means starting `fc-match` (a shell and a
    // process that loads fontconfig's caches), which took longer than everything else a headless
    // replay does before its first frame. It is only asked when DejaVu Sans is not where
    // distributions install it.
    for path in standardPaths where access(path, R_OK) == 0 && canOpen(path) {
      return path
    }
    if let matched = fontconfigMatch("DejaVu Sans"), matched.hasSuffix("DejaVuSans.ttf"),
      access(matched, R_OK) == 0, canOpen(matched)
    {
      return matched
    }
    throw PlatformError(
      "no usable font: DejaVu Sans was not found by fontconfig or in /usr/share/fonts (install fonts-dejavu-core), and no --font PATH was given"
    )
  }

  private static func canOpen(_ path: String) -> Bool {
    if TTF_WasInit() == 0 { _ = TTF_Init() }
    guard let font = FontFile.open(path, pixelSize: 12) else { return false }
    TTF_CloseFont(font)
    return true
  }

  private static func lastError() -> String { String(cString: SDL_GetError()) }

  /// Asks fontconfig for the file that best matches `family`; nil when fc-match is unavailable.
  static func fontconfigMatch(_ family: String) -> String? {
    guard let pipe = popen("fc-match -f '%{file}' '\(family)' 2>/dev/null", "r") else { return nil }
    defer { pclose(pipe) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 512)
    while true {
      let n = fread(&buffer, 1, buffer.count, pipe)
      if n <= 0 { break }
      bytes += buffer[0..<n]
    }
    let path = String(decoding: bytes, as: UTF8.self)
    return path.isEmpty ? nil : path
  }
}
