import CSDL2
import MaterialMotion

/// A frame's triangles, grouped into as few `SDL_RenderGeometry` calls as the drawing order
/// allows: triangles textured from the same texture (shapes' coverage masks from the
/// ``MaskAtlas``, text from the ``TextAtlas``, an image's own texture) go into runs, and each run
/// is one call.
///
/// A shape joins the latest run of its texture even when a run of another texture came after
/// it, as long as it overlaps nothing in that later run: shapes that do not overlap can be drawn
/// in either order, so what is on screen is exactly what drawing them one by one gives. A shape
/// that overlaps something later starts a new run. A frame of 100 labels, each on its own
/// highlight bar, is two calls (every bar, then every label) instead of two hundred.
///
/// Boxes are the triangles' own (a triangle covers the pixels whose centres it contains, so two
/// quads that only touch share no pixel). When the run after the one a shape would join holds
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
    var texture: OpaquePointer?
    let geometry = GeometryBatch()
    var boxes: [Box] = []
    var chunkUnions: [Box] = []
    var union = Box.empty

    init(texture: OpaquePointer?) { self.texture = texture }

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

  /// Whether nothing is queued.
  var isEmpty: Bool { used == 0 }

  /// How many `SDL_RenderGeometry` calls ``flush(to:)`` would make now.
  var runCount: Int { used }

  /// Adds a quad (corners in order around it) in `color`, sampled from `texture` at `texCoords`
  /// (one per corner).
  func addQuad(
    _ quad: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint), color: SDL_Color,
    texture: OpaquePointer?, texCoords: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint)
  ) {
    guard color.a > 0 else { return }
    let box = Box(
      minX: min(min(quad.0.x, quad.1.x), min(quad.2.x, quad.3.x)),
      minY: min(min(quad.0.y, quad.1.y), min(quad.2.y, quad.3.y)),
      maxX: max(max(quad.0.x, quad.1.x), max(quad.2.x, quad.3.x)),
      maxY: max(max(quad.0.y, quad.1.y), max(quad.2.y, quad.3.y)))
    run(texture: texture, box: box).geometry.addQuad(quad, color: color, texCoords: texCoords)
  }

  /// Adds an indexed mesh: `vertices` (positions in pixels, colours and texture coordinates
  /// set) and `indices` into them, three a triangle, sampled from `texture`.
  func addMesh(_ vertices: [SDL_Vertex], indices: [Int32], texture: OpaquePointer?) {
    guard !indices.isEmpty else { return }
    var box = Box.empty
    for v in vertices {
      box.minX = min(box.minX, v.position.x)
      box.minY = min(box.minY, v.position.y)
      box.maxX = max(box.maxX, v.position.x)
      box.maxY = max(box.maxY, v.position.y)
    }
    run(texture: texture, box: box).geometry.addMesh(vertices, indices: indices)
  }

  /// Draws every run in order, each with its texture, and empties the list.
  func flush(to renderer: OpaquePointer) {
    for run in runs.prefix(used) {
      run.geometry.flush(to: renderer, texture: run.texture)
      run.clear()
    }
    used = 0
  }

  /// The run a shape with this texture and box goes into: the latest run of its texture when
  /// the shape overlaps nothing queued after that run, otherwise a new one. Only the last run
  /// and the one before it are looked at, and only the last run's boxes are checked.
  private func run(texture: OpaquePointer?, box: Box) -> Run {
    // Boxes are kept only in a run that has a run before it: only those are ever checked.
    if used > 0, runs[used - 1].texture == texture {
      let last = runs[used - 1]
      if used > 1 { last.append(box) }
      return last
    }
    if used > 1, runs[used - 2].texture == texture {
      let later = runs[used - 1]
      let blocked =
        later.union.intersects(box) && (later.boxes.count > lookback || later.overlaps(box))
      if !blocked { return runs[used - 2] }
    }
    let run = newRun(texture: texture)
    if used > 1 { run.append(box) }
    return run
  }

  private func newRun(texture: OpaquePointer?) -> Run {
    if used < runs.count {
      runs[used].texture = texture
    } else {
      runs.append(Run(texture: texture))
    }
    used += 1
    return runs[used - 1]
  }
}
