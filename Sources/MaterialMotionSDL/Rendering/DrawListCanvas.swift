import CSDL2
import MaterialMotion

/// The ``Canvas`` of OpenGL and every renderer other than SDL's software one: every primitive
/// becomes triangles in a ``DrawList``, text textured from the ``TextAtlas``, and ``finish()``
/// sends what was written to the atlas since its last upload and then the list's runs, in as few
/// `SDL_RenderGeometry` calls as the drawing order allows (two for a strip of labels on highlight
/// bars).
///
/// On OpenGL, where every draw call and every texture costs far more than the pixels of a small
/// label, this is what keeps a frame of 100 changing labels cheap. Text that is not in the atlas
/// (a label it cannot hold) is drawn with its own call, after what is queued before it.
@MainActor
final class DrawListCanvas: Canvas {
  private let renderer: OpaquePointer
  private let atlas: TextAtlas?
  private let drawList = DrawList()
  /// How many `SDL_RenderGeometry` calls of the draw list the frame made so far (for tests).
  private(set) var submittedRuns = 0

  /// A canvas drawing on `renderer` with text from `atlas`.
  init(renderer: OpaquePointer, atlas: TextAtlas?) {
    self.renderer = renderer
    self.atlas = atlas
  }

  func beginFrame() {
    submittedRuns = 0
  }

  func fillRects(_ rects: [SDL_FRect], color: SDL_Color) {
    for rect in rects { drawList.addRect(rect, color: color) }
  }

  func fillConvexPolygon(_ outline: [Point], color: SDL_Color) {
    drawList.addConvexPolygon(outline, color: color)
  }

  func drawImage(_ image: CanvasImage, at placement: ImagePlacement, alpha: UInt8) {
    guard let atlas, image.atlas === atlas else {
      finish()
      image.draw(on: renderer, at: placement, alpha: alpha)
      return
    }
    let white = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
    drawList.addQuad(placement.corners, color: white, texCoords: image.texCoords)
  }

  /// Queues the polyline as one-pixel-wide quads, one per segment, each reaching half a pixel
  /// past its ends so that joints have no gaps.
  func drawPolyline(_ points: [Point], color: SDL_Color) {
    func f(_ q: Point) -> SDL_FPoint { SDL_FPoint(x: Float(q.x), y: Float(q.y)) }
    for i in 1..<points.count {
      let from = points[i - 1]
      let to = points[i]
      let d = to - from
      let length = d.length
      guard length > 1e-9 else { continue }
      let along = d / length * 0.5
      let across = Point(x: -along.y, y: along.x)
      let start = from - along
      let end = to + along
      drawList.addQuad(
        (f(start - across), f(end - across), f(end + across), f(start + across)), color: color)
    }
  }

  /// Untextured triangles and triangles of atlas text join the draw list; those of an image
  /// with a texture of its own are drawn with their own call, after what is queued before them.
  func drawTriangles(_ triangles: [SDL_Vertex], image: CanvasImage?) {
    guard let image else {
      drawList.addTriangles(triangles, textured: false)
      return
    }
    guard let atlas, image.atlas === atlas else {
      finish()
      image.drawTriangles(triangles, on: renderer)
      return
    }
    drawList.addTriangles(triangles, textured: true)
  }

  func finish() {
    if !drawList.isEmpty { atlas?.upload() }
    submittedRuns += drawList.runCount
    drawList.flush(to: renderer, texture: atlas?.texture)
  }
}
