import CSDL2

/// Rasterised text, ready to draw: an SDL texture and its size in pixels.
public struct TextTexture {
  /// The texture holding the text, white-on-transparent or in its colour.
  public let texture: OpaquePointer
  /// The texture's width in pixels.
  public let width: Int
  /// The texture's height in pixels.
  public let height: Int
}

/// Rasterises text with SDL_ttf only when its text, size or colour changes, and keeps the
/// resulting textures until they go unused for a while. Drawing the same label every frame costs
/// one dictionary look-up, never a rasterisation.
///
/// Eviction: textures unused for ``keepFrames`` frames are destroyed; and whenever more than
/// ``capacity`` textures are held (text that changes every frame), those not drawn in the frame
/// just finished are destroyed at its end, so memory and clean-up stay bounded per frame.
@MainActor
public final class TextCache {
  /// What a rasterisation depends on (also the key of ``TextAtlas``'s labels).
  struct Key: Hashable {
    let text: String
    let pixelSize: Int
    let rgba: UInt32

    /// The colour as SDL_ttf takes it.
    var color: SDL_Color {
      SDL_Color(
        r: UInt8((rgba >> 24) & 0xFF), g: UInt8((rgba >> 16) & 0xFF),
        b: UInt8((rgba >> 8) & 0xFF), a: UInt8(rgba & 0xFF))
    }
  }

  private struct Entry {
    let text: TextTexture
    var lastUsedFrame: Int
  }

  private struct FontKey: Hashable {
    let path: String
    let pixelSize: Int
  }

  /// Fonts are opened once per process, by file and pixel size, and shared by every cache: an
  /// SDL_ttf font belongs to no renderer, and a process that opens many windows (tests, the
  /// fuzzer) draws with the same few sizes in each.
  private static var openFonts: [FontKey: OpaquePointer] = [:]

  private let renderer: OpaquePointer
  /// The font file it draws with.
  let fontPath: String
  private var entries: [Key: Entry] = [:]
  private var frame = 0
  /// How many frames an unused texture is kept before it is destroyed.
  public var keepFrames = 120
  /// How many textures are kept before those unused in the last frame are destroyed.
  public var capacity = 256
  /// How many rasterisations happened so far (for tests and the frame-time overlay).
  public private(set) var rasterisations = 0

  /// Creates a cache drawing with the font at `fontPath` on `renderer`.
  public init(renderer: OpaquePointer, fontPath: String) throws {
    if TTF_WasInit() == 0, TTF_Init() != 0 { throw PlatformError.sdl("TTF_Init") }
    self.renderer = renderer
    self.fontPath = fontPath
    _ = try font(pixelSize: 16)
  }

  /// The font at `pixelSize`, opened once.
  public func font(pixelSize: Int) throws -> OpaquePointer {
    let size = max(1, pixelSize)
    let key = FontKey(path: fontPath, pixelSize: size)
    if let font = Self.openFonts[key] { return font }
    guard let font = FontFile.open(fontPath, pixelSize: Int32(size)) else {
      throw PlatformError(
        "cannot open font \(fontPath) at \(size) px: \(String(cString: SDL_GetError()))")
    }
    Self.openFonts[key] = font
    return font
  }

  /// The height of a line of text at `pixelSize`, in pixels.
  public func lineHeight(pixelSize: Int) -> Int {
    guard let font = try? font(pixelSize: pixelSize) else { return pixelSize }
    return Int(TTF_FontLineSkip(font))
  }

  /// The width in pixels `text` takes at `pixelSize` (0 for empty text or no font), without
  /// rasterising it.
  public func width(of text: String, pixelSize: Int) -> Int {
    guard !text.isEmpty, let font = try? font(pixelSize: pixelSize) else { return 0 }
    var width: Int32 = 0
    var height: Int32 = 0
    guard TTF_SizeUTF8(font, text, &width, &height) == 0 else { return 0 }
    return Int(width)
  }

  /// The texture for `text` at `pixelSize` in colour `rgba` (0xRRGGBBAA), rasterised on first use.
  /// Returns nil for empty text.
  public func texture(for text: String, pixelSize: Int, rgba: UInt32) -> TextTexture? {
    if text.isEmpty { return nil }
    let key = Key(text: text, pixelSize: pixelSize, rgba: rgba)
    if var entry = entries[key] {
      entry.lastUsedFrame = frame
      entries[key] = entry
      return entry.text
    }
    guard let surface = rasterise(key) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    rasterisations += 1
    let text = TextTexture(
      texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
    entries[key] = Entry(text: text, lastUsedFrame: frame)
    return text
  }

  /// `key`'s text rasterised with SDL_ttf (blended, in its colour), for the caller to free; nil
  /// for no font or a failed rasterisation. Every texture of this cache and every label of a
  /// ``TextAtlas`` comes from here.
  func rasterise(_ key: Key) -> UnsafeMutablePointer<SDL_Surface>? {
    guard let font = try? font(pixelSize: key.pixelSize) else { return nil }
    return TTF_RenderUTF8_Blended(font, key.text, key.color)
  }

  /// `key`'s text rasterised as ARGB8888 (converted when SDL_ttf made another format), for the
  /// caller to free; nil when it cannot be.
  func rasteriseARGB(_ key: Key) -> UnsafeMutablePointer<SDL_Surface>? {
    guard let rendered = rasterise(key) else { return nil }
    if rendered.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue {
      return rendered
    }
    defer { SDL_FreeSurface(rendered) }
    return SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
  }

  /// Marks the end of a frame: textures unused for ``keepFrames`` frames are destroyed.
  public func endFrame() {
    let finished = frame
    frame += 1
    let cutoff: Int
    if entries.count > capacity {
      cutoff = finished
    } else if frame % 30 == 0 {
      cutoff = frame - keepFrames
    } else {
      return
    }
    for (key, entry) in entries where entry.lastUsedFrame < cutoff {
      SDL_DestroyTexture(entry.text.texture)
      entries[key] = nil
    }
  }

  /// The number of textures currently held.
  public var count: Int { entries.count }

  /// Destroys every texture. Call before destroying the renderer. The fonts stay open for the
  /// next cache that draws with them.
  public func close() {
    for entry in entries.values { SDL_DestroyTexture(entry.text.texture) }
    entries.removeAll()
  }
}
