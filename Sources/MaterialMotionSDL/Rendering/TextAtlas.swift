import CSDL2

/// One texture holding the labels a frame draws: ``ElementRenderer``'s text cache on every
/// renderer. A renderer that draws triangles (OpenGL, on a GPU or on Mesa's llvmpipe) draws a
/// frame's labels from it in a few `SDL_RenderGeometry` calls (see ``DrawListCanvas``) instead of
/// one texture and one draw call per label; the software renderer copies each label out of its
/// slot (see ``NativeCanvas``), texel for texel what a texture of the label's own gives.
///
/// Labels are rasterised by ``TextCache/rasterise(_:)``, as the cache's own textures are (the
/// same pixels), copied onto shelves of a CPU-side image, and sent to the texture by ``upload()``:
/// the rectangle written since the last upload, in one `SDL_UpdateTexture`. Every label has a
/// one-pixel transparent border, so nothing from a neighbour shows at its edges when it is drawn
/// rotated.
///
/// Nothing is evicted one by one: when more than half the atlas is in use at the start of a
/// frame (``beginFrame()``), it is emptied, and the frame rasterises again what it draws. A
/// frame that needs more than the free half gets nil for the labels that do not fit; the caller
/// draws those another way. The texture is destroyed with its renderer.
@MainActor
final class TextAtlas {
  /// Where a label is in the atlas, in pixels (its border excluded).
  struct Slot {
    let x: Int
    let y: Int
    let width: Int
    let height: Int
  }

  private struct Shelf {
    let y: Int
    let height: Int
    var x: Int
  }

  /// The texture (ARGB8888, blended, nearest-neighbour sampling).
  let texture: OpaquePointer
  /// The atlas's width in pixels.
  let width: Int
  /// The atlas's height in pixels.
  let height: Int
  /// How many labels were rasterised so far.
  private(set) var rasterisations = 0
  /// How many times the atlas was emptied.
  private(set) var resets = 0

  private let textCache: TextCache
  /// The CPU-side image, zeroed by the kernel page by page as it is first touched (`calloc`), so
  /// making an atlas costs no 8 MB clear at start-up.
  private let pixels: ZeroedPixels
  private var entries: [TextCache.Key: Slot] = [:]
  private var shelves: [Shelf] = []
  private var nextShelfY = 0
  /// What was written since the last upload: columns `dirtyLeft..<dirtyRight` of rows
  /// `dirtyTop..<dirtyBottom`.
  private var dirtyLeft = Int.max
  private var dirtyRight = 0
  private var dirtyTop = Int.max
  private var dirtyBottom = 0

  /// Creates an atlas of `width`×`height` pixels on `renderer` (smaller if the renderer's
  /// largest texture is smaller), rasterising with `textCache`; nil when the texture cannot be
  /// created.
  init?(renderer: OpaquePointer, textCache: TextCache, width: Int = 2048, height: Int = 1024) {
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    let maxWidth = info.max_texture_width > 0 ? Int(info.max_texture_width) : width
    let maxHeight = info.max_texture_height > 0 ? Int(info.max_texture_height) : height
    let w = min(width, maxWidth)
    let h = min(height, maxHeight)
    guard w >= 256, h >= 64,
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(w), Int32(h))
    else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
    self.texture = texture
    self.textCache = textCache
    self.width = w
    self.height = h
    pixels = ZeroedPixels(count: w * h)
  }

  /// How many labels the atlas holds.
  var count: Int { entries.count }

  /// The fraction of the atlas's rows in use.
  var usedFraction: Double { Double(nextShelfY) / Double(height) }

  /// Starts a frame: empties the atlas when more than half of it is in use.
  func beginFrame() {
    guard nextShelfY * 2 > height else { return }
    entries.removeAll(keepingCapacity: true)
    shelves.removeAll(keepingCapacity: true)
    nextShelfY = 0
    resets += 1
  }

  /// The slot of `text` at `pixelSize` in colour `rgba` (0xRRGGBBAA), rasterised and packed on
  /// first use. Nil for empty text, a failed rasterisation or no room.
  func slot(for text: String, pixelSize: Int, rgba: UInt32) -> Slot? {
    if text.isEmpty { return nil }
    let key = TextCache.Key(text: text, pixelSize: pixelSize, rgba: rgba)
    if let slot = entries[key] { return slot }
    guard let rendered = textCache.rasterise(key) else { return nil }
    defer { SDL_FreeSurface(rendered) }
    var surface = rendered
    var converted: UnsafeMutablePointer<SDL_Surface>?
    if rendered.pointee.format.pointee.format != SDL_PIXELFORMAT_ARGB8888.rawValue {
      converted = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
      guard let converted else { return nil }
      surface = converted
    }
    defer { if let converted { SDL_FreeSurface(converted) } }
    let w = Int(surface.pointee.w)
    let h = Int(surface.pointee.h)
    guard w > 0, h > 0, let origin = allocate(width: w + 2, height: h + 2) else { return nil }
    copy(surface, width: w, height: h, to: origin)
    rasterisations += 1
    let slot = Slot(x: origin.x + 1, y: origin.y + 1, width: w, height: h)
    entries[key] = slot
    return slot
  }

  /// Sends what was written since the last upload to the texture: the rectangle around it, in
  /// one `SDL_UpdateTexture`. Does nothing when nothing was written.
  func upload() {
    guard dirtyTop < dirtyBottom else { return }
    var rect = SDL_Rect(
      x: Int32(dirtyLeft), y: Int32(dirtyTop), w: Int32(dirtyRight - dirtyLeft),
      h: Int32(dirtyBottom - dirtyTop))
    let offset = dirtyTop * width + dirtyLeft
    _ = SDL_UpdateTexture(texture, &rect, pixels.base + offset, Int32(width * 4))
    dirtyLeft = Int.max
    dirtyRight = 0
    dirtyTop = Int.max
    dirtyBottom = 0
  }

  /// The texture coordinates of `slot`'s corners, clockwise from its top left.
  func texCoords(of slot: Slot) -> (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint) {
    let left = Float(slot.x) / Float(width)
    let right = Float(slot.x + slot.width) / Float(width)
    let top = Float(slot.y) / Float(height)
    let bottom = Float(slot.y + slot.height) / Float(height)
    return (
      SDL_FPoint(x: left, y: top), SDL_FPoint(x: right, y: top),
      SDL_FPoint(x: right, y: bottom), SDL_FPoint(x: left, y: bottom)
    )
  }

  /// A free `width`×`height` place: on the first shelf at most a quarter taller than it with
  /// room left, or on a new shelf.
  private func allocate(width w: Int, height h: Int) -> (x: Int, y: Int)? {
    guard w <= width else { return nil }
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

  /// Copies `surface` (ARGB8888) into the padded place at `origin`, clearing its border.
  private func copy(
    _ surface: UnsafeMutablePointer<SDL_Surface>, width w: Int, height h: Int,
    to origin: (x: Int, y: Int)
  ) {
    let pitch = Int(surface.pointee.pitch) / 4
    let source = surface.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
    let stride = width
    let atlas = pixels.base
    for row in 0..<(h + 2) {
      let start = (origin.y + row) * stride + origin.x
      if row == 0 || row == h + 1 {
        for x in 0..<(w + 2) { atlas[start + x] = 0 }
        continue
      }
      atlas[start] = 0
      atlas[start + w + 1] = 0
      (atlas + start + 1).update(from: source + (row - 1) * pitch, count: w)
    }
    dirtyLeft = min(dirtyLeft, origin.x)
    dirtyRight = max(dirtyRight, origin.x + w + 2)
    dirtyTop = min(dirtyTop, origin.y)
    dirtyBottom = max(dirtyBottom, origin.y + h + 2)
  }
}
