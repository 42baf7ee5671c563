import CRaster
import CSDL2

/// The coverage masks of a frame's shapes, for ``MeshCanvas``: every shape's coverage, worked
/// out by the same rasteriser ``RasterCanvas`` blends with (`mmr_shape_mask`), is written as
/// white texels whose alpha is the coverage, and drawn as a quad on whole pixels, its colour the
/// shape's. So both canvases draw the same edges, and a shape is two triangles, not a fan with
/// a rim: on Mesa's llvmpipe, triangles cost far more than texels.
///
/// Masks of unrotated shapes are kept from frame to frame, by their size, corner radius and
/// sub-pixel phase (``ShapeMaskKey``, to 1/64 of a pixel): 1,000 squares moving by fractions of a pixel
/// soon find every mask they need made. When the atlas is full, the canvas draws what it queued
/// (sending the masks to the texture), empties the atlas and goes on. A white block at the top
/// left is kept for the untextured things a canvas draws in the same runs (lines, solid
/// middles).
///
/// `Key` is what a kept image is found by: ``ShapeMaskKey`` for shapes' masks, a shadow map's
/// key for shadows (a concrete type, not `AnyHashable`: a frame looks up thousands of masks).
@MainActor
final class MaskAtlas<Key: Hashable> {
  private let image: AtlasImage
  private var packer: ShelfPacker
  private var cache: [Key: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint)] = [:]
  /// How many masks were made and how many were found made (for tests and benchmarks).
  private(set) var made = 0
  private(set) var reused = 0
  /// How many times a frame filled the atlas (for tests).
  private(set) var overflows = 0

  /// An atlas on `renderer` whose texture is sampled with `scaleMode` (nearest for masks drawn
  /// on whole pixels, linear for shadow maps drawn anywhere); nil when the renderer's textures
  /// are too small for one.
  init?(
    renderer: OpaquePointer, width: Int = 2048, height: Int = 2048,
    scaleMode: SDL_ScaleMode = SDL_ScaleModeNearest
  ) {
    guard
      let image = AtlasImage(
        renderer: renderer, width: width, height: height, scaleMode: scaleMode)
    else { return nil }
    self.image = image
    for y in 0..<4 {
      for x in 0..<4 { image.pixels.base[y * image.width + x] = 0xFFFF_FFFF }
    }
    image.markWritten(x: 0, y: 0, width: 4, height: 4)
    packer = ShelfPacker(width: image.width, height: image.height, top: 4)
  }

  /// The texture (made on first use).
  var texture: OpaquePointer? { image.makeTexture() }

  /// The texture coordinate of a white texel.
  var white: SDL_FPoint {
    SDL_FPoint(x: 1.5 / Float(image.width), y: 1.5 / Float(image.height))
  }

  /// The largest mask side the atlas takes.
  var maxSide: Int { min(image.width, image.height - 4) }

  /// Empties the atlas, after what was drawn from it was sent.
  func overflowed() {
    overflows += 1
    packer.removeAll()
    cache.removeAll(keepingCapacity: true)
  }

  /// A `width`×`height` image that `write` fills (its first texel and the texels a row), or the
  /// one made before under `key`; the texture coordinates of its corners, or nil when the atlas
  /// has no room left.
  func cachedImage(
    key: Key?, width: Int, height: Int,
    write: (UnsafeMutablePointer<UInt32>, Int) -> Void
  ) -> (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint)? {
    if let key, let coords = cache[key] {
      reused += 1
      return coords
    }
    guard let origin = packer.allocate(width: width, height: height) else { return nil }
    write(image.pixels.base + origin.y * image.width + origin.x, image.width)
    image.markWritten(x: origin.x, y: origin.y, width: width, height: height)
    made += 1
    let coords = image.texCoords(x: origin.x, y: origin.y, width: width, height: height)
    if let key { cache[key] = coords }
    return coords
  }

  /// The texture coordinate of texel position (`x`, `y`) of an image whose top left corner is
  /// at `origin` (the first of its corners' coordinates).
  func texCoord(_ origin: SDL_FPoint, x: Double, y: Double) -> SDL_FPoint {
    SDL_FPoint(
      x: origin.x + Float(x / Double(image.width)), y: origin.y + Float(y / Double(image.height)))
  }

  /// Sends the masks written since the last upload to the texture.
  func upload() {
    _ = image.makeTexture()
    image.upload()
  }
}

/// What an unrotated shape's mask of one region depends on, in 1/64 pixels: its half extents
/// and radius, its centre's phase within a pixel, and the region relative to the pixel its
/// centre is in.
struct ShapeMaskKey: Hashable {
  let hw, hh, r: Int32
  let phaseX, phaseY: Int8
  let x, y, width, height: Int32
}

extension MaskAtlas where Key == ShapeMaskKey {
  /// Writes the coverage of `shape` over pixels `x0..<x0+width` of rows `y0..<y0+height` and
  /// returns the texture coordinates of the mask's corners (clockwise from its top left); nil
  /// when the atlas has no room left. With a `key`, a mask made before under it is used.
  func mask(of shape: PixelShape, x0: Int, y0: Int, width: Int, height: Int, key: Key?)
    -> (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint)?
  {
    cachedImage(key: key, width: width, height: height) { texels, stride in
      var shape = shape
      mmr_shape_mask(
        &shape, Int32(x0), Int32(y0), Int32(width), Int32(height), texels, Int32(stride))
    }
  }
}
