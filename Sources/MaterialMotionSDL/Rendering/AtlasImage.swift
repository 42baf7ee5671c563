import CSDL2

/// The pixels of an atlas (``TextAtlas``, ``MaskAtlas``): a CPU-side ARGB8888 image, and the
/// texture it is sent to (made on first use, so a canvas that draws from memory never makes
/// one).
///
/// What was written since the last ``upload()`` is tracked as a few rectangles
/// (``DirtyRects``), each sent in one `SDL_UpdateTexture`.
@MainActor
final class AtlasImage {
  /// The image's width in pixels.
  let width: Int
  /// The image's height in pixels.
  let height: Int
  /// The CPU-side image, zeroed by the kernel page by page as it is first touched (`calloc`).
  let pixels: ZeroedPixels
  private let renderer: OpaquePointer
  private let scaleMode: SDL_ScaleMode
  /// The texture, once made.
  private(set) var texture: OpaquePointer?
  /// What was written since the last upload.
  private(set) var dirty = DirtyRects()

  /// An image of `width`×`height` pixels on `renderer` (smaller if the renderer's largest
  /// texture is smaller; nil when that is under 256×64), whose texture samples with `scaleMode`.
  init?(renderer: OpaquePointer, width: Int, height: Int, scaleMode: SDL_ScaleMode) {
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    let maxWidth = info.max_texture_width > 0 ? Int(info.max_texture_width) : width
    let maxHeight = info.max_texture_height > 0 ? Int(info.max_texture_height) : height
    self.width = min(width, maxWidth)
    self.height = min(height, maxHeight)
    guard self.width >= 256, self.height >= 64 else { return nil }
    self.renderer = renderer
    self.scaleMode = scaleMode
    pixels = ZeroedPixels(count: self.width * self.height)
  }

  isolated deinit {
    if let texture { SDL_DestroyTexture(texture) }
  }

  /// The texture, made now if it was not yet (nil when SDL cannot make it).
  func makeTexture() -> OpaquePointer? {
    if let texture { return texture }
    guard
      let made = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(width), Int32(height))
    else { return nil }
    SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(made, scaleMode)
    texture = made
    markWritten(x: 0, y: 0, width: width, height: height)
    return made
  }

  /// Notes that pixels `x..<x+width` of rows `y..<y+height` were written.
  func markWritten(x: Int, y: Int, width w: Int, height h: Int) {
    dirty.add(x: x, y: y, width: w, height: h)
  }

  /// Sends what was written since the last upload to the texture, if it was made: each of a
  /// few rectangles around it in one `SDL_UpdateTexture`.
  func upload() {
    guard let texture, !dirty.isEmpty else { return }
    for r in dirty.rects {
      var rect = SDL_Rect(
        x: Int32(r.x0), y: Int32(r.y0), w: Int32(r.x1 - r.x0), h: Int32(r.y1 - r.y0))
      _ = SDL_UpdateTexture(
        texture, &rect, pixels.base + r.y0 * width + r.x0, Int32(width * 4))
    }
    dirty.removeAll()
  }

  /// The texture coordinates of the corners of `width`×`height` pixels from (`x`, `y`),
  /// clockwise from the top left.
  func texCoords(x: Int, y: Int, width w: Int, height h: Int)
    -> (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint)
  {
    let left = Float(x) / Float(width)
    let right = Float(x + w) / Float(width)
    let top = Float(y) / Float(height)
    let bottom = Float(y + h) / Float(height)
    return (
      SDL_FPoint(x: left, y: top), SDL_FPoint(x: right, y: top),
      SDL_FPoint(x: right, y: bottom), SDL_FPoint(x: left, y: bottom)
    )
  }
}

/// Places rectangles on shelves: each goes on the first shelf at most a quarter taller than it
/// with room left, or on a new shelf below the last.
struct ShelfPacker {
  private struct Shelf {
    let y: Int
    let height: Int
    var x: Int
  }

  /// The width and height of the area packed.
  let width: Int
  let height: Int
  /// Where the next shelf starts.
  private(set) var nextShelfY: Int
  private let firstShelfY: Int
  private var shelves: [Shelf] = []

  /// A packer of a `width`×`height` area whose rows above `top` are kept out.
  init(width: Int, height: Int, top: Int = 0) {
    self.width = width
    self.height = height
    firstShelfY = top
    nextShelfY = top
  }

  /// A free `w`×`h` place, or nil when there is no room.
  mutating func allocate(width w: Int, height h: Int) -> (x: Int, y: Int)? {
    guard w <= width, w > 0, h > 0 else { return nil }
    for i in shelves.indices {
      let shelf = shelves[i]
      if shelf.height >= h, shelf.height * 4 <= h * 5, shelf.x + w <= width {
        shelves[i].x += w
        return (shelf.x, shelf.y)
      }
    }
    guard nextShelfY + h <= height else { return nil }
    shelves.append(Shelf(y: nextShelfY, height: h, x: w))
    nextShelfY += h
    return (0, nextShelfY - h)
  }

  /// Empties every shelf.
  mutating func removeAll() {
    shelves.removeAll(keepingCapacity: true)
    nextShelfY = firstShelfY
  }
}
