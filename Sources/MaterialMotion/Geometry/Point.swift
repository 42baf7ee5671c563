/// A point in a two-dimensional coordinate space, in points (y grows downward on screen).
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate, in points; it grows to the right.
  public var x: Double
  /// The vertical coordinate, in points; it grows downward on screen.
  public var y: Double

  /// Creates a point.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  /// The distance from the origin.
  @inlinable
  public var length: Double { (x * x + y * y).squareRoot() }

  /// The Euclidean distance to `other`.
  @inlinable
  public func distance(to other: Point) -> Double { (self - other).length }

  /// Adds component by component: a point moved by a vector, or the sum of two vectors.
  @inlinable
  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  /// Subtracts component by component: `a - b` is the vector from `b` to `a`.
  @inlinable
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  /// Multiplies both components by `s` (scales a vector).
  @inlinable
  public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
  /// Divides both components by `s`. Dividing by 0 gives infinite or NaN components, as
  /// `Double` division does.
  @inlinable
  public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
  /// Negates both components: the opposite vector, or the point mirrored through the origin.
  @inlinable
  public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

  /// The coordinates as `(x, y)`, e.g. `(3.0, 4.0)`.
  public var description: String { "(\(x), \(y))" }
}
