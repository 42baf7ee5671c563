import CSDL2
import FoundationEssentials
import MaterialMotion
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// What frames were drawn with: the renderer, the font file, the SDL libraries and the pixel
/// scale. Frames drawn in the same environment from the same recording are the same, pixel for
/// pixel; a different font or SDL version moves text and edges by a pixel or two. A frame golden
/// carries the environment it was recorded in, so a check in another one reports that, not
/// failed pixels.
public struct RenderEnvironment: Sendable, Equatable, CustomStringConvertible {
  /// The renderer's name as SDL reports it (`software` for every check).
  public var renderer: String
  /// The font file's name and size in bytes (`DejaVuSans.ttf, 757076 bytes`).
  public var font: String
  /// SDL's version, as linked (`2.26.5`).
  public var sdl: String
  /// SDL_ttf's version, as linked.
  public var sdlTTF: String
  /// Pixels a point (`--pixel-scale`); 1 unless stored otherwise.
  public var scale: Double

  /// `text` without the spaces and tabs at its ends.
  private static func trimmed(_ text: Substring) -> String {
    let isBlank = { (character: Character) in character == " " || character == "\t" }
    guard let first = text.firstIndex(where: { !isBlank($0) }) else { return "" }
    return String(text[first...text.lastIndex(where: { !isBlank($0) })!])
  }

  /// An environment as stored: `renderer=software; font=...; SDL=2.26.5; SDL_ttf=2.20.1`, and
  /// `; scale=2` when it is not 1.
  public init?(_ text: String) {
    var fields: [String: String] = [:]
    for part in text.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1).map { Self.trimmed($0) }
      if pair.count == 2 { fields[pair[0]] = pair[1] }
    }
    guard let renderer = fields["renderer"], let font = fields["font"], let sdl = fields["SDL"],
      let ttf = fields["SDL_ttf"]
    else { return nil }
    var scale = 1.0
    if let text = fields["scale"] {
      guard let value = Double(text), value >= 1, value <= 4 else { return nil }
      scale = value
    }
    self.init(renderer: renderer, font: font, sdl: sdl, sdlTTF: ttf, scale: scale)
  }

  /// An environment from its parts.
  public init(renderer: String, font: String, sdl: String, sdlTTF: String, scale: Double = 1) {
    self.renderer = renderer
    self.font = font
    self.sdl = sdl
    self.sdlTTF = sdlTTF
    self.scale = scale
  }

  /// The environment of `window`, drawing text with the font at `fontPath`.
  @MainActor
  public init(window: SDLWindow, fontPath: String) {
    // stat, not FileManager: FoundationEssentials stores `.size` as `UInt`, which `as? Int`
    // refuses where Foundation's bridging is not linked (the file's size then read as 0).
    var status = stat()
    let size = stat(fontPath, &status) == 0 ? Int(status.st_size) : 0
    let name = URL(fileURLWithPath: fontPath).lastPathComponent
    var linked = SDL_version()
    SDL_GetVersion(&linked)
    let ttf = TTF_Linked_Version().pointee
    self.init(
      renderer: window.rendererName, font: "\(name), \(size) bytes",
      sdl: "\(linked.major).\(linked.minor).\(linked.patch)",
      sdlTTF: "\(ttf.major).\(ttf.minor).\(ttf.patch)", scale: window.pixelScale)
  }

  /// `renderer=software; font=DejaVuSans.ttf, 757076 bytes; SDL=2.26.5; SDL_ttf=2.20.1`.
  public var description: String {
    "renderer=\(renderer); font=\(font); SDL=\(sdl); SDL_ttf=\(sdlTTF)"
      + (scale == 1 ? "" : "; scale=\(ValueFormat.decimal(scale, digits: 4, trimmed: true))")
  }

  /// What differs from `other`, for a person: `font DejaVuSans.ttf, 757076 bytes here,
  /// FreeSans.ttf, 1563256 bytes in the golden`; nil when nothing does.
  public func differences(from golden: RenderEnvironment) -> String? {
    let pairs = [
      ("renderer", renderer, golden.renderer), ("font", font, golden.font),
      ("SDL", sdl, golden.sdl), ("SDL_ttf", sdlTTF, golden.sdlTTF),
      (
        "scale", ValueFormat.decimal(scale, digits: 4, trimmed: true),
        ValueFormat.decimal(golden.scale, digits: 4, trimmed: true)
      ),
    ]
    let differing = pairs.filter { $0.1 != $0.2 }.map {
      "\($0.0) \($0.1) here, \($0.2) in the golden"
    }
    return differing.isEmpty ? nil : differing.joined(separator: "; ")
  }
}
