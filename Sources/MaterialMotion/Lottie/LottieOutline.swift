/// A rounded rectangle as a Lottie path: 8 vertices (the ends of the four corners' arcs), each
/// with its in and out tangents, clockwise from the top edge's left end. A rectangle with no
/// corner radius has the same 8 vertices (two at each corner), so any two outlines interpolate.
enum LottieOutline {
  /// How many numbers an outline takes: 8 vertices × (vertex, in, out) × (x, y).
  static let count = 48

  /// The bezier handle length of a quarter circle of radius 1.
  static let kappa = 0.5522847498

  /// The outline of the `width`×`height` rectangle at the origin with corners of `radius`
  /// (at most half the shorter side), mapped by `transform`, appended to `numbers` as 8
  /// vertices, then 8 in tangents, then 8 out tangents (each x, y).
  static func append(
    width: Double, height: Double, radius: Double, transform: Transform, to numbers: inout [Double]
  ) {
    let r = max(0, min(radius, width / 2, height / 2))
    let k = r * kappa
    // Vertex, in tangent, out tangent (relative), in the rectangle's own coordinates.
    let points: [(Point, Point, Point)] = [
      (Point(x: r, y: 0), Point(x: -k, y: 0), .zero),
      (Point(x: width - r, y: 0), .zero, Point(x: k, y: 0)),
      (Point(x: width, y: r), Point(x: 0, y: -k), .zero),
      (Point(x: width, y: height - r), .zero, Point(x: 0, y: k)),
      (Point(x: width - r, y: height), Point(x: k, y: 0), .zero),
      (Point(x: r, y: height), .zero, Point(x: -k, y: 0)),
      (Point(x: 0, y: height - r), Point(x: 0, y: k), .zero),
      (Point(x: 0, y: r), .zero, Point(x: 0, y: -k)),
    ]
    for (vertex, _, _) in points {
      let p = transform.apply(to: vertex)
      numbers.append(p.x)
      numbers.append(p.y)
    }
    for (_, tangent, _) in points {
      let t = transform.applyToVector(tangent)
      numbers.append(t.x)
      numbers.append(t.y)
    }
    for (_, _, tangent) in points {
      let t = transform.applyToVector(tangent)
      numbers.append(t.x)
      numbers.append(t.y)
    }
  }
}
