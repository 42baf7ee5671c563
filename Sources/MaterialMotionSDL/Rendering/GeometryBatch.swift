import CSDL2
import MaterialMotion

/// Collects triangles and draws them with one `SDL_RenderGeometry` call.
///
/// Shapes are convex polygons given in pixel coordinates. Each gets a one-pixel feathered rim
/// (inner edge opaque, outer edge transparent) so rotated and rounded edges are anti-aliased.
/// Quads (``addQuad(_:color:texCoords:)``) and triangles (``addTriangles(_:)``, the clipped parts
/// of shapes) are plain, textured or not; a batch is drawn with one texture or none
/// (``flush(to:texture:)``).
@MainActor
final class GeometryBatch {
  private(set) var vertices: [SDL_Vertex] = []
  private(set) var indices: [Int32] = []

  var isEmpty: Bool { indices.isEmpty }

  /// Adds a filled convex polygon. `points` go around the shape once, in either direction.
  func addConvexPolygon(_ points: [Point], color: SDL_Color) {
    let n = points.count
    guard n >= 3, color.a > 0 else { return }
    var cx = 0.0
    var cy = 0.0
    for p in points {
      cx += p.x
      cy += p.y
    }
    let center = Point(x: cx / Double(n), y: cy / Double(n))
    let base = Int32(vertices.count)
    let transparent = SDL_Color(r: color.r, g: color.g, b: color.b, a: 0)
    vertices.append(vertex(center, color))
    let half = 0.5
    for i in 0..<n {
      // Offset each point along the bisector of its two edge normals (outward from the centre).
      let p = points[i]
      let prev = points[(i + n - 1) % n]
      let next = points[(i + 1) % n]
      let outward = Self.outwardNormal(at: p, prev: prev, next: next, center: center)
      vertices.append(vertex(p - outward * half, color))
      vertices.append(vertex(p + outward * half, transparent))
    }
    for i in 0..<Int32(n) {
      let j = (i + 1) % Int32(n)
      let inner = base + 1 + 2 * i
      let outer = inner + 1
      let innerNext = base + 1 + 2 * j
      let outerNext = innerNext + 1
      indices.append(base)
      indices.append(inner)
      indices.append(innerNext)
      indices.append(inner)
      indices.append(outer)
      indices.append(outerNext)
      indices.append(inner)
      indices.append(outerNext)
      indices.append(innerNext)
    }
  }

  /// Adds a quad with corners `corners` (in order around it), all in `color`, with texture
  /// coordinates `texCoords` (one per corner; nil: (0, 0), for a batch drawn without texture).
  func addQuad(
    _ corners: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint), color: SDL_Color,
    texCoords: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint)? = nil
  ) {
    let base = Int32(vertices.count)
    let zero = SDL_FPoint(x: 0, y: 0)
    let uv = texCoords ?? (zero, zero, zero, zero)
    vertices.append(SDL_Vertex(position: corners.0, color: color, tex_coord: uv.0))
    vertices.append(SDL_Vertex(position: corners.1, color: color, tex_coord: uv.1))
    vertices.append(SDL_Vertex(position: corners.2, color: color, tex_coord: uv.2))
    vertices.append(SDL_Vertex(position: corners.3, color: color, tex_coord: uv.3))
    indices.append(base)
    indices.append(base + 1)
    indices.append(base + 2)
    indices.append(base)
    indices.append(base + 2)
    indices.append(base + 3)
  }

  /// Adds `triangles`: a list of triangles, three vertices each, drawn as they are (their colours
  /// and texture coordinates already set, no rim added).
  func addTriangles(_ triangles: [SDL_Vertex]) {
    var index = Int32(vertices.count)
    vertices.append(contentsOf: triangles)
    for _ in triangles.indices {
      indices.append(index)
      index += 1
    }
  }

  /// Empties the batch without drawing it.
  func removeAll() {
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
  }

  /// Draws everything collected so far, blended, with `texture` (nil: untextured), and empties
  /// the batch.
  func flush(to renderer: OpaquePointer, texture: OpaquePointer? = nil) {
    guard !indices.isEmpty else { return }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    vertices.withUnsafeBufferPointer { v in
      indices.withUnsafeBufferPointer { i in
        _ = SDL_RenderGeometry(
          renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
      }
    }
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
  }

  private func vertex(_ p: Point, _ color: SDL_Color) -> SDL_Vertex {
    SDL_Vertex(
      position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color,
      tex_coord: SDL_FPoint(x: 0, y: 0))
  }

  /// The unit vector pointing out of the polygon at vertex `p`, scaled so that offsetting both
  /// adjacent edges by one unit moves the vertex by it (miter), capped for very sharp corners.
  static func outwardNormal(at p: Point, prev: Point, next: Point, center: Point) -> Point {
    func normal(_ a: Point, _ b: Point) -> Point {
      let d = b - a
      let length = d.length
      guard length > 1e-9 else { return .zero }
      var n = Point(x: d.y / length, y: -d.x / length)
      let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
      let toCenter = center - mid
      if n.x * toCenter.x + n.y * toCenter.y > 0 { n = -n }
      return n
    }
    let n1 = normal(prev, p)
    let n2 = normal(p, next)
    var sum = n1 + n2
    let length = sum.length
    if length < 1e-9 {
      sum = p - center
      let l = sum.length
      return l > 1e-9 ? sum / l : .zero
    }
    sum = sum / length
    let cosHalf = sum.x * n1.x + sum.y * n1.y
    return sum / max(cosHalf, 0.5)
  }
}
