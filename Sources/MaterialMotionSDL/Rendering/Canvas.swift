import CSDL2
import MaterialMotion

/// What ``ElementRenderer``'s one traversal hands its primitives to, in drawing order, already in
/// pixels: it decides how they become SDL calls.
///
/// Two implementations, chosen once from the renderer:
/// - ``NativeCanvas`` (SDL's software renderer): SDL's own call for each primitive, in drawing
///   order.
/// - ``DrawListCanvas`` (OpenGL and every other renderer): triangles in a ``DrawList``, submitted
///   in as few `SDL_RenderGeometry` calls as the drawing order allows.
///
/// While an element that clips (`clipsToBounds`) draws its descendants, their primitives go
/// through a ``ClippingCanvas`` first, which hands the base canvas what is inside the clip: whole
/// primitives unchanged, and the clipped parts of the others as ``drawTriangles(_:image:)``.
///
/// Whatever a canvas queues, it draws before anything drawn after it and no later than
/// ``finish()``, so z-order is exact.
@MainActor
protocol Canvas: AnyObject {
  /// Starts a frame (after the renderer is cleared).
  func beginFrame()
  /// Fills `rects` (pixel-snapped, not overlapping) in `color`.
  func fillRects(_ rects: [SDL_FRect], color: SDL_Color)
  /// Fills the convex polygon `outline` (points around it once) in `color`, with an anti-aliased
  /// one-pixel rim.
  func fillConvexPolygon(_ outline: [Point], color: SDL_Color)
  /// Draws `image` at `placement` with opacity `alpha`.
  func drawImage(_ image: CanvasImage, at placement: ImagePlacement, alpha: UInt8)
  /// Draws a one-pixel line through `points` (at least two, all finite) in `color`.
  func drawPolyline(_ points: [Point], color: SDL_Color)
  /// Draws `triangles` (three vertices each, in pixels; the parts of primitives a clip cuts, see
  /// ``ClippingCanvas``), blended: untextured when `image` is nil, otherwise textured from
  /// `image`'s texture (the vertices' texture coordinates are that texture's, their colour
  /// carries the opacity).
  func drawTriangles(_ triangles: [SDL_Vertex], image: CanvasImage?)
  /// Draws everything still queued. Called at the end of every drawing pass.
  func finish()
}
