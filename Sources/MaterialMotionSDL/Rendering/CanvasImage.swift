import CRaster
import CSDL2

/// A rectangle of pixels, ready to draw: a label's rasterised text (a slot of a ``TextAtlas``, or
/// a rasterisation of its own for a label the atlas cannot hold) or a decoded image (of
/// ``ImageCache``).
///
/// Each canvas reads what it draws from: ``RasterCanvas`` the texels in memory (``texels``),
/// ``MeshCanvas`` the texture (``texture``, with ``texCoords``).
@MainActor
struct CanvasImage {
  /// The image's width in pixels.
  let width: Int
  /// The image's height in pixels.
  let height: Int
  /// The top left texel in memory, or nil when only a texture holds it.
  let texels: UnsafeRawPointer?
  /// How ``texels`` are laid out: `MMR_TEXELS_ARGB8888` (32-bit words) or
  /// `MMR_TEXELS_RGBA_BYTES`.
  let texelFormat: Int32
  /// Texels from one row of ``texels`` to the next.
  let stride: Int
  /// The texture holding it, or nil when only memory holds it.
  let texture: OpaquePointer?
  /// The texture coordinates of its corners in ``texture``, clockwise from its top left.
  let texCoords: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint)
  /// The atlas it is a slot of, if any (drawn in the atlas's runs on the mesh canvas).
  let atlas: TextAtlas?
  /// Keeps the memory of ``texels`` alive while the image is used.
  let owner: AnyObject?
  /// Whether every texel is opaque (a decoded image found so when it was read; text never is):
  /// an element filled by such an image hides the middle of its shadow.
  var isOpaque = false
  /// The image's mip levels (``ImageReduction``): each half the size of the one before, for a
  /// decoded image; none for text.
  var reduced: [CanvasImage] = []

  /// The image or the mip level to draw it from at `texelsPerPixel` of the image's texels a
  /// pixel: the smallest one still at least a texel a pixel, sampled bilinearly.
  func level(texelsPerPixel: Double) -> CanvasImage {
    guard texelsPerPixel.isFinite else { return self }
    var (level, remaining) = (0, texelsPerPixel)
    while remaining >= 2 && level < reduced.count {
      remaining /= 2
      level += 1
    }
    return level == 0 ? self : reduced[level - 1]
  }

  /// The text in `slot` of `atlas`.
  init(slot: TextAtlas.Slot, in atlas: TextAtlas) {
    width = slot.width
    height = slot.height
    texels = UnsafeRawPointer(atlas.pixels.base + slot.y * atlas.width + slot.x)
    texelFormat = Int32(MMR_TEXELS_ARGB8888)
    stride = atlas.width
    texture = atlas.textureIfMade
    texCoords = atlas.texCoords(of: slot)
    self.atlas = atlas
    owner = atlas.pixels
  }

  /// A whole image: in memory (`texels`, laid out as `format` says, `stride` texels a row, kept
  /// alive by `owner`), in a texture, or both.
  init(
    width: Int, height: Int, texels: UnsafeRawPointer?, format: Int32, stride: Int,
    texture: OpaquePointer?, owner: AnyObject?
  ) {
    self.width = width
    self.height = height
    self.texels = texels
    self.texelFormat = format
    self.stride = stride
    self.texture = texture
    texCoords = (
      SDL_FPoint(x: 0, y: 0), SDL_FPoint(x: 1, y: 0), SDL_FPoint(x: 1, y: 1),
      SDL_FPoint(x: 0, y: 1)
    )
    atlas = nil
    self.owner = owner
  }
}
