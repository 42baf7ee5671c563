import CSDL2

/// The labels a frame draws, rasterised once each into one image: ``ElementRenderer``'s text
/// cache on every renderer. ``RasterCanvas`` copies a label out of its slot in memory, texel for
/// texel; ``MeshCanvas`` draws a frame's labels from the image's texture in a few
/// `SDL_RenderGeometry` calls instead of one texture and one draw call per label.
///
/// Labels are rasterised by ``TextCache/rasterise(_:)`` (the same pixels as the cache's own
/// textures), copied onto shelves of the CPU-side image, and sent to the texture by ``upload()``:
/// the rectangle written since the last upload, in one `SDL_UpdateTexture`. Every label has a
/// one-pixel transparent border, so nothing from a neighbour shows at its edges when it is drawn
/// scaled or rotated (sampled bilinearly).
///
/// Nothing is evicted one by one: when more than half the atlas is in use at the start of a
/// frame (``beginFrame()``), it is emptied, and the frame rasterises again what it draws. A
/// frame that needs more than the free half gets nil for the labels that do not fit; the caller
/// draws those another way. The texture is destroyed with the atlas.
@MainActor
final class TextAtlas {
  /// Where a label is in the atlas, in pixels (its border excluded).
  struct Slot {
    let x: Int
    let y: Int
    let width: Int
    let height: Int
  }

  /// The atlas's width in pixels.
  var width: Int { image.width }
  /// The atlas's height in pixels.
  var height: Int { image.height }
  /// The CPU-side image (ARGB8888, straight alpha).
  var pixels: ZeroedPixels { image.pixels }
  /// How many labels were rasterised so far.
  private(set) var rasterisations = 0
  /// How many times the atlas was emptied.
  private(set) var resets = 0

  private let image: AtlasImage
  private let textCache: TextCache
  private var entries: [TextCache.Key: Slot] = [:]
  private var packer: ShelfPacker

  /// Creates an atlas of `width`×`height` pixels on `renderer` (smaller if the renderer's
  /// largest texture is smaller), rasterising with `textCache`; nil when that is too small.
  init?(renderer: OpaquePointer, textCache: TextCache, width: Int = 2048, height: Int = 1024) {
    guard
      let image = AtlasImage(
        renderer: renderer, width: width, height: height, scaleMode: SDL_ScaleModeLinear)
    else { return nil }
    self.image = image
    self.textCache = textCache
    packer = ShelfPacker(width: image.width, height: image.height)
  }

  /// The texture, made now if it was not yet (for a canvas that draws from it).
  var texture: OpaquePointer? { image.makeTexture() }

  /// The texture if a canvas made it already.
  var textureIfMade: OpaquePointer? { image.texture }

  /// How many labels the atlas holds.
  var count: Int { entries.count }

  /// The fraction of the atlas's rows in use.
  var usedFraction: Double { Double(packer.nextShelfY) / Double(height) }

  /// Starts a frame: empties the atlas when more than half of it is in use.
  func beginFrame() {
    guard packer.nextShelfY * 2 > height else { return }
    entries.removeAll(keepingCapacity: true)
    packer.removeAll()
    resets += 1
  }

  /// The slot of `text` at `pixelSize` in colour `rgba` (0xRRGGBBAA), rasterised and packed on
  /// first use. Nil for empty text, a failed rasterisation or no room.
  func slot(for text: String, pixelSize: Int, rgba: UInt32) -> Slot? {
    if text.isEmpty { return nil }
    let key = TextCache.Key(text: text, pixelSize: pixelSize, rgba: rgba)
    if let slot = entries[key] { return slot }
    guard let surface = textCache.rasteriseARGB(key) else { return nil }
    defer { SDL_FreeSurface(surface) }
    let w = Int(surface.pointee.w)
    let h = Int(surface.pointee.h)
    guard w > 0, h > 0, let origin = packer.allocate(width: w + 2, height: h + 2) else {
      return nil
    }
    copy(surface, width: w, height: h, to: origin)
    rasterisations += 1
    let slot = Slot(x: origin.x + 1, y: origin.y + 1, width: w, height: h)
    entries[key] = slot
    return slot
  }

  /// Sends what was written since the last upload to the texture (if a canvas made it).
  func upload() { image.upload() }

  /// The texture coordinates of `slot`'s corners, clockwise from its top left.
  func texCoords(of slot: Slot) -> (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint) {
    image.texCoords(x: slot.x, y: slot.y, width: slot.width, height: slot.height)
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
    image.markWritten(x: origin.x, y: origin.y, width: w + 2, height: h + 2)
  }
}
