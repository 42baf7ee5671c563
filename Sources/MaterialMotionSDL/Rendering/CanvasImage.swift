import CSDL2

/// A rectangle of a texture, ready to draw: a label's rasterised text (a slot of a ``TextAtlas``,
/// or the whole of a ``TextCache`` texture of its own for a label the atlas cannot hold) or a
/// decoded image (a texture of ``ImageCache``).
@MainActor
struct CanvasImage {
  /// The texture holding the text.
  let texture: OpaquePointer
  /// Where the text is in ``texture``, in pixels.
  let source: SDL_Rect
  /// The texture coordinates of ``source``'s corners, clockwise from its top left.
  let texCoords: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint)
  /// The atlas ``texture`` belongs to; nil for a texture of the label's own.
  let atlas: TextAtlas?
  /// Whether every pixel of the texture is opaque (a photo): drawn at full opacity it is copied
  /// without blending, which SDL's software renderer does several times faster.
  let isOpaque: Bool

  private static let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]

  /// The text's width in pixels.
  var width: Int { Int(source.w) }
  /// The text's height in pixels.
  var height: Int { Int(source.h) }

  /// The text in `slot` of `atlas`.
  init(slot: TextAtlas.Slot, in atlas: TextAtlas) {
    texture = atlas.texture
    source = SDL_Rect(
      x: Int32(slot.x), y: Int32(slot.y), w: Int32(slot.width), h: Int32(slot.height))
    texCoords = atlas.texCoords(of: slot)
    self.atlas = atlas
    isOpaque = false
  }

  /// The text in a texture of its own.
  init(_ text: TextTexture) {
    self.init(texture: text.texture, width: text.width, height: text.height)
  }

  /// The whole of `texture`, `width`×`height` pixels; `isOpaque` when none of its pixels is
  /// translucent.
  init(texture: OpaquePointer, width: Int, height: Int, isOpaque: Bool = false) {
    self.texture = texture
    self.isOpaque = isOpaque
    source = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
    texCoords = (
      SDL_FPoint(x: 0, y: 0), SDL_FPoint(x: 1, y: 0), SDL_FPoint(x: 1, y: 1),
      SDL_FPoint(x: 0, y: 1)
    )
    atlas = nil
  }

  /// The part of the image `width`×`height` pixels from (`x`, `y`) of it (its own pixels, from
  /// its top left): the same texture, that rectangle of it.
  func cropped(x: Int, y: Int, width: Int, height: Int) -> CanvasImage {
    let (u0, v0) = (texCoords.0.x, texCoords.0.y)
    let du = (texCoords.2.x - u0) / Float(source.w)
    let dv = (texCoords.2.y - v0) / Float(source.h)
    let left = u0 + du * Float(x)
    let right = u0 + du * Float(x + width)
    let top = v0 + dv * Float(y)
    let bottom = v0 + dv * Float(y + height)
    return CanvasImage(
      texture: texture,
      source: SDL_Rect(
        x: source.x + Int32(x), y: source.y + Int32(y), w: Int32(width), h: Int32(height)),
      texCoords: (
        SDL_FPoint(x: left, y: top), SDL_FPoint(x: right, y: top),
        SDL_FPoint(x: right, y: bottom), SDL_FPoint(x: left, y: bottom)
      ), atlas: atlas, isOpaque: isOpaque)
  }

  private init(
    texture: OpaquePointer, source: SDL_Rect,
    texCoords: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint), atlas: TextAtlas?,
    isOpaque: Bool
  ) {
    self.texture = texture
    self.source = source
    self.texCoords = texCoords
    self.atlas = atlas
    self.isOpaque = isOpaque
  }

  /// Blends an opaque texture only when it is drawn translucent (textures that are not opaque
  /// always blend: their blend mode is never changed).
  private func setBlending(forAlpha alpha: UInt8) {
    if isOpaque {
      SDL_SetTextureBlendMode(texture, alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }
  }

  /// Draws `triangles` (three vertices each, texture coordinates of ``texture``, opacity in their
  /// colour) textured from ``texture``, with an SDL call of its own (after sending the atlas's
  /// new rows to its texture): the clipped part of the image.
  func drawTriangles(_ triangles: [SDL_Vertex], on renderer: OpaquePointer) {
    atlas?.upload()
    SDL_SetTextureAlphaMod(texture, 255)
    setBlending(forAlpha: triangles.allSatisfy { $0.color.a == 255 } ? 255 : 0)
    _ = SDL_RenderGeometry(renderer, texture, triangles, Int32(triangles.count), nil, 0)
  }

  /// Draws the text at `placement` with opacity `alpha`, with an SDL call of its own (after
  /// sending the atlas's new rows to its texture): a plain copy when the placement is snapped,
  /// which every renderer draws faster than the two textured triangles of the general case (the
  /// software renderer blits it), and those triangles otherwise.
  func draw(on renderer: OpaquePointer, at placement: ImagePlacement, alpha: UInt8) {
    atlas?.upload()
    setBlending(forAlpha: alpha)
    if placement.snapped {
      var source = self.source
      var destination = SDL_FRect(
        x: placement.corners.0.x, y: placement.corners.0.y, w: Float(source.w),
        h: Float(source.h))
      SDL_SetTextureAlphaMod(texture, alpha)
      SDL_RenderCopyF(renderer, texture, &source, &destination)
      return
    }
    SDL_SetTextureAlphaMod(texture, 255)
    let white = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
    let corners = placement.corners
    withUnsafeTemporaryAllocation(of: SDL_Vertex.self, capacity: 4) { quad in
      quad[0] = SDL_Vertex(position: corners.0, color: white, tex_coord: texCoords.0)
      quad[1] = SDL_Vertex(position: corners.1, color: white, tex_coord: texCoords.1)
      quad[2] = SDL_Vertex(position: corners.2, color: white, tex_coord: texCoords.2)
      quad[3] = SDL_Vertex(position: corners.3, color: white, tex_coord: texCoords.3)
      _ = SDL_RenderGeometry(renderer, texture, quad.baseAddress, 4, Self.quadIndices, 6)
    }
  }
}
