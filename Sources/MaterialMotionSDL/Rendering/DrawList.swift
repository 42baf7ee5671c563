import CSDL2
import MaterialMotion

/// A frame's triangles, grouped into as few `SDL_RenderGeometry` calls as the drawing order
/// allows: untextured shapes (fills, rotated shapes, lines) and text from a ``TextAtlas`` go into
/// runs, and each run is one call.
///
/// A shape joins the latest run of its kind even when runs of the other kind came after it, as
/// long as it overlaps nothing in those later runs: shapes that do not overlap can be drawn in
/// either order, so what is on screen is exactly what drawing them one by one gives. A shape
/// that overlaps something later starts a new run. A frame of 100 labels, each on its own
/// highlight bar, is two calls (every bar, then every label) instead of two hundred.
///
/// Boxes are the shapes' own for quads (which cover the pixels whose centres they contain, so two
/// quads that only touch share no pixel) and one pixel wider for polygons, whose anti-aliased
/// rims reach past their outline. When the run after the one a shape would join holds
/// more than ``lookback`` shapes, the shape starts a new run without checking them (always
/// correct, and it bounds the checks per shape).
@MainActor
final class DrawList {
  /// A box in pixels.
  nonisolated struct Box {
    var minX: Float
    var minY: Float
    var maxX: Float
    var maxY: Float

    func intersects(_ other: Box) -> Bool {
      minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    mutating func formUnion(_ other: Box) {
      minX = min(minX, other.minX)
      minY = min(minY, other.minY)
      maxX = max(maxX, other.maxX)
      maxY = max(maxY, other.maxY)
    }

    /// The box around `points`.
    init(around points: [SDL_FPoint]) {
      var box = Box.empty
      for p in points {
        box.minX = min(box.minX, p.x)
        box.minY = min(box.minY, p.y)
        box.maxX = max(box.maxX, p.x)
        box.maxY = max(box.maxY, p.y)
      }
      self = box
    }

    init(minX: Float, minY: Float, maxX: Float, maxY: Float) {
      self.minX = minX
      self.minY = minY
      self.maxX = maxX
      self.maxY = maxY
    }

    static let empty = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    func outset(_ d: Float) -> Box {
      Box(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d)
    }
  }

  private final class Run {
    /// Boxes are checked in chunks of this many, each with its union: shapes come in drawing
    /// order, which is mostly spatially coherent, so few chunks need a closer look.
    static let chunk = 16
    var textured: Bool
    let geometry = GeometryBatch()
    var boxes: [Box] = []
    var chunkUnions: [Box] = []
    var union = Box.empty

    init(textured: Bool) { self.textured = textured }

    func append(_ box: Box) {
      if boxes.count % Self.chunk == 0 {
        chunkUnions.append(box)
      } else {
        chunkUnions[chunkUnions.count - 1].formUnion(box)
      }
      boxes.append(box)
      union.formUnion(box)
    }

    /// Whether a shape in the run overlaps `box`. (Plain loops: with a closure here, `perf`
    /// showed most of the check's time in Swift's executor checks, `swift_task_isCurrentExecutor`.)
    func overlaps(_ box: Box) -> Bool {
      guard union.intersects(box) else { return false }
      var chunkIndex = 0
      while chunkIndex < chunkUnions.count {
        if chunkUnions[chunkIndex].intersects(box) {
          let start = chunkIndex * Self.chunk
          let end = min(start + Self.chunk, boxes.count)
          var i = start
          while i < end {
            if boxes[i].intersects(box) { return true }
            i += 1
          }
        }
        chunkIndex += 1
      }
      return false
    }

    func clear() {
      boxes.removeAll(keepingCapacity: true)
      chunkUnions.removeAll(keepingCapacity: true)
      union = .empty
    }
  }

  /// How many shapes a run may hold for a shape to be checked against them all.
  var lookback = 1024
  private var runs: [Run] = []
  private var used = 0
  private var corners: [SDL_FPoint] = []

  /// Whether nothing is queued.
  var isEmpty: Bool { used == 0 }

  /// How many `SDL_RenderGeometry` calls ``flush(to:texture:)`` would make now.
  var runCount: Int { used }

  /// Adds a quad (corners in order around it) in `color`: untextured when `texCoords` is nil,
  /// otherwise sampled from the texture given to ``flush(to:texture:)``.
  func addQuad(
    _ quad: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint), color: SDL_Color,
    texCoords: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint)? = nil
  ) {
    guard color.a > 0 else { return }
    let box = Box(
      minX: min(min(quad.0.x, quad.1.x), min(quad.2.x, quad.3.x)),
      minY: min(min(quad.0.y, quad.1.y), min(quad.2.y, quad.3.y)),
      maxX: max(max(quad.0.x, quad.1.x), max(quad.2.x, quad.3.x)),
      maxY: max(max(quad.0.y, quad.1.y), max(quad.2.y, quad.3.y)))
    let run = self.run(textured: texCoords != nil, box: box)
    run.geometry.addQuad(quad, color: color, texCoords: texCoords)
  }

  /// Adds an untextured axis-aligned rectangle in `color`.
  func addRect(_ rect: SDL_FRect, color: SDL_Color) {
    let right = rect.x + rect.w
    let bottom = rect.y + rect.h
    addQuad(
      (
        SDL_FPoint(x: rect.x, y: rect.y), SDL_FPoint(x: right, y: rect.y),
        SDL_FPoint(x: right, y: bottom), SDL_FPoint(x: rect.x, y: bottom)
      ), color: color)
  }

  /// Adds a filled convex polygon with an anti-aliased rim (see ``GeometryBatch``).
  func addConvexPolygon(_ points: [Point], color: SDL_Color) {
    guard points.count >= 3, color.a > 0 else { return }
    corners.removeAll(keepingCapacity: true)
    for p in points { corners.append(SDL_FPoint(x: Float(p.x), y: Float(p.y))) }
    // The anti-aliased rim reaches half a pixel past the outline.
    let run = self.run(textured: false, box: Box(around: corners).outset(1))
    run.geometry.addConvexPolygon(points, color: color)
  }

  /// Adds `triangles` (three vertices each, colours and texture coordinates set), untextured or
  /// sampled from the texture given to ``flush(to:texture:)``. Their box is their own, like a
  /// quad's.
  func addTriangles(_ triangles: [SDL_Vertex], textured: Bool) {
    guard !triangles.isEmpty else { return }
    var box = Box.empty
    for v in triangles {
      box.minX = min(box.minX, v.position.x)
      box.minY = min(box.minY, v.position.y)
      box.maxX = max(box.maxX, v.position.x)
      box.maxY = max(box.maxY, v.position.y)
    }
    run(textured: textured, box: box).geometry.addTriangles(triangles)
  }

  /// Draws every run in order, textured runs with `texture`, and empties the list.
  func flush(to renderer: OpaquePointer, texture: OpaquePointer?) {
    for run in runs.prefix(used) {
      run.geometry.flush(to: renderer, texture: run.textured ? texture : nil)
      run.clear()
    }
    used = 0
  }

  /// The run a shape of this kind with this box goes into: the latest run of its kind when the
  /// shape overlaps nothing queued after that run, otherwise a new one. Runs alternate in kind (a
  /// new run starts only after a run of the other kind), so the latest run of a kind is the last
  /// or the one before it, and at most one run is checked.
  private func run(textured: Bool, box: Box) -> Run {
    // Only the last run's boxes are ever checked, and only while a run comes before it: a box
    // is kept only then.
    if used > 0, runs[used - 1].textured == textured {
      let last = runs[used - 1]
      if used > 1 { last.append(box) }
      return last
    }
    if used > 1 {
      let later = runs[used - 1]
      let blocked =
        later.union.intersects(box) && (later.boxes.count > lookback || later.overlaps(box))
      if !blocked { return runs[used - 2] }
    }
    let run = newRun(textured: textured)
    if used > 1 { run.append(box) }
    return run
  }

  private func newRun(textured: Bool) -> Run {
    if used < runs.count {
      runs[used].textured = textured
    } else {
      runs.append(Run(textured: textured))
    }
    used += 1
    return runs[used - 1]
  }
}
