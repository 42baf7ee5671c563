import CSDL2

/// The decoded images an ``ElementRenderer`` draws `ImageElement`s from: each PNG file is read
/// once (through libpng) into a texture of its renderer and kept until the cache goes.
///
/// A file that cannot be read (missing, not a PNG, larger than the renderer's largest texture)
/// is remembered with the reason in ``failures`` and not tried again; its elements draw only
/// their background.
@MainActor
public final class ImageCache {
  private let renderer: OpaquePointer
  private let maxSide: Int
  private var textures: [String: (texture: OpaquePointer, width: Int, height: Int)] = [:]
  /// The files that could not be used, with a one-line reason each.
  public private(set) var failures: [String: String] = [:]

  /// Creates a cache of textures on `renderer`.
  public init(renderer: OpaquePointer) {
    self.renderer = renderer
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    let largest = Int(min(info.max_texture_width, info.max_texture_height))
    maxSide = largest > 0 ? largest : 8192
  }

  isolated deinit {
    for entry in textures.values { SDL_DestroyTexture(entry.texture) }
  }

  /// How many images are decoded.
  public var count: Int { textures.count }

  /// The texture of the PNG at `path`, decoding it on first use; nil when it cannot be used.
  func image(at path: String) -> CanvasImage? {
    if let entry = textures[path] {
      return CanvasImage(texture: entry.texture, width: entry.width, height: entry.height)
    }
    guard failures[path] == nil else { return nil }
    do {
      let (pixels, width, height) = try PNGFile.readRGBA(path: path, maxSide: maxSide)
      guard
        let texture = SDL_CreateTexture(
          renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
          Int32(width), Int32(height))
      else {
        failures[path] = "cannot make a texture of \(path): \(String(cString: SDL_GetError()))"
        return nil
      }
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      _ = pixels.withUnsafeBytes {
        SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4))
      }
      textures[path] = (texture, width, height)
      return CanvasImage(texture: texture, width: width, height: height)
    } catch {
      failures[path] = "\(error)"
      return nil
    }
  }
}
