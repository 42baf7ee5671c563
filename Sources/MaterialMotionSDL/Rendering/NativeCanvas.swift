import CSDL2
import MaterialMotion

/// The ``Canvas`` of SDL's software renderer: each primitive is SDL's own call for it, issued in
/// drawing order, which is what the software renderer draws fastest.
///
/// Rectangles go to `SDL_RenderFillRectsF` (blending only when translucent), text is copied from
/// its texture (``CanvasImage/draw(on:at:alpha:)``), polylines are `SDL_RenderDrawLinesF`, and
/// consecutive rotated polygons share one `SDL_RenderGeometry` call (``GeometryBatch``), drawn
/// before the next primitive of another kind.
@MainActor
final class NativeCanvas: Canvas {
  private let renderer: OpaquePointer
  private let polygons = GeometryBatch()
  private var linePoints: [SDL_FPoint] = []

  /// A canvas drawing on `renderer`.
  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  func beginFrame() {}

  func fillRects(_ rects: [SDL_FRect], color: SDL_Color) {
    polygons.flush(to: renderer)
    SDL_SetRenderDrawBlendMode(renderer, color.a < 255 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
    SDL_RenderFillRectsF(renderer, rects, Int32(rects.count))
  }

  func fillConvexPolygon(_ outline: [Point], color: SDL_Color) {
    polygons.addConvexPolygon(outline, color: color)
  }

  func drawImage(_ image: CanvasImage, at placement: ImagePlacement, alpha: UInt8) {
    polygons.flush(to: renderer)
    image.draw(on: renderer, at: placement, alpha: alpha)
  }

  /// Draws with the blend mode the previous fill left set, as the frames of every replay were
  /// drawn.
  func drawPolyline(_ points: [Point], color: SDL_Color) {
    polygons.flush(to: renderer)
    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
    linePoints.removeAll(keepingCapacity: true)
    for p in points { linePoints.append(SDL_FPoint(x: Float(p.x), y: Float(p.y))) }
    SDL_RenderDrawLinesF(renderer, linePoints, Int32(linePoints.count))
  }

  /// Untextured triangles join the batch of rotated polygons; textured ones are their own
  /// `SDL_RenderGeometry` call.
  func drawTriangles(_ triangles: [SDL_Vertex], image: CanvasImage?) {
    guard let image else {
      polygons.addTriangles(triangles)
      return
    }
    polygons.flush(to: renderer)
    image.drawTriangles(triangles, on: renderer)
  }

  func finish() {
    polygons.flush(to: renderer)
  }
}
