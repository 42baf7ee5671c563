import CSDL2
import MaterialMotion

/// What ``ElementRenderer``'s one traversal hands what it draws to, in drawing order, in pixels
/// at exact fractional positions: shapes, images, lines and clips. It decides how they become
/// pixels.
///
/// Two implementations, chosen once from the renderer, draw the same frame:
/// - ``RasterCanvas`` (SDL's software renderer, and so every headless run, capture and
///   `check`): the coverage rasteriser (`CRaster`) blends straight into the window's pixels.
/// - ``MeshCanvas`` (OpenGL and every other renderer): shapes become coverage masks the same
///   rasteriser writes into a ``MaskAtlas``, drawn as textured quads; images get a half-pixel
///   fringe; clips are layers. Everything goes to SDL in a few `SDL_RenderGeometry` calls.
///
/// Both use one definition of coverage (the `CRaster` header has it), so both draw the same
/// anti-aliased edges, and so does a shape at any rotation. Whatever a canvas queues, it draws
/// before anything drawn after it and no later than ``finish()``, so z-order is exact.
@MainActor
protocol Canvas: AnyObject {
  /// Starts a frame by filling the whole target with `background`.
  func beginFrame(clearingTo background: SDL_Color)
  /// Fills `shape` in `color` (straight alpha), anti-aliased.
  func fill(_ shape: PixelShape, color: SDL_Color)
  /// Draws `image` at `placement` with opacity `alpha`: copied texel for texel when the
  /// placement is snapped, otherwise sampled bilinearly with anti-aliased edges.
  func drawImage(_ image: CanvasImage, at placement: ImagePlacement, alpha: UInt8)
  /// Draws a one-pixel anti-aliased line through `points` (at least two, all finite).
  func drawPolyline(_ points: [Point], color: SDL_Color)
  /// Draws `map` (an elevation's shadow) in black at opacity `alpha` over `placement`'s parts,
  /// sampled bilinearly.
  func drawShadow(_ map: ShadowMap, at placement: ShadowPlacement, alpha: UInt8)
  /// Clips what is drawn next to `shape` (and to the clips already pushed), with an
  /// anti-aliased edge, until ``popClip()``.
  func pushClip(_ shape: PixelShape)
  /// Ends the clip pushed last.
  func popClip()
  /// Draws everything still queued. Called at the end of every drawing pass.
  func finish()
}
