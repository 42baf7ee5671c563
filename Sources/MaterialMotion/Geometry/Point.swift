/// A point in a two-dimensional coordinate space, in points (y grows downward on screen).
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
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

  @inlinable
  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  @inlinable
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  @inlinable
  public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
  @inlinable
  public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
  @inlinable
  public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

  public var description: String { "(\(x), \(y))" }
}
