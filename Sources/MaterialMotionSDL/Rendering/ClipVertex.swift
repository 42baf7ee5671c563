import CSDL2
import MaterialMotion

/// A vertex ``ConvexClip`` can cut polygons of: a position, and attributes that are interpolated
/// along an edge where the clip cuts it.
protocol ClipVertex {
  /// The position in pixels.
  var clipPoint: Point { get }
  /// The vertex a fraction `t` (0 to 1) of the way from this one to `other`, every attribute
  /// interpolated linearly.
  func interpolated(to other: Self, at t: Double) -> Self
}

extension Point: ClipVertex {
  /// The point itself.
  var clipPoint: Point { self }

  /// The point a fraction `t` of the way to `other`.
  func interpolated(to other: Point, at t: Double) -> Point {
    Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }
}

extension SDL_Vertex: ClipVertex {
  /// The position.
  var clipPoint: Point { Point(x: Double(position.x), y: Double(position.y)) }

  /// The vertex a fraction `t` of the way to `other`: position, colour (rounded to whole
  /// levels) and texture coordinates interpolated.
  func interpolated(to other: SDL_Vertex, at t: Double) -> SDL_Vertex {
    let f = Float(t)
    func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * f }
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8(max(0, min(255, (Double(a) + (Double(b) - Double(a)) * t).rounded())))
    }
    return SDL_Vertex(
      position: SDL_FPoint(
        x: mix(position.x, other.position.x), y: mix(position.y, other.position.y)),
      color: SDL_Color(
        r: mix(color.r, other.color.r), g: mix(color.g, other.color.g),
        b: mix(color.b, other.color.b), a: mix(color.a, other.color.a)),
      tex_coord: SDL_FPoint(
        x: mix(tex_coord.x, other.tex_coord.x), y: mix(tex_coord.y, other.tex_coord.y)))
  }
}
