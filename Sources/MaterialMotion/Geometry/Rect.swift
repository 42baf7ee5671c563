/// An axis-aligned rectangle: an origin (top-left corner) and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  /// Creates a rectangle from its origin and size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its components.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// A rectangle that means "no rectangle" (e.g. "no rubber-band perimeter"). It has infinite
  /// origin components and contains nothing.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// Whether this is ``null``.
  @inlinable
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  @inlinable public var minX: Double { origin.x }
  @inlinable public var minY: Double { origin.y }
  @inlinable public var maxX: Double { origin.x + size.width }
  @inlinable public var maxY: Double { origin.y + size.height }
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  @inlinable public var width: Double { size.width }
  @inlinable public var height: Double { size.height }
  @inlinable public var center: Point { Point(x: midX, y: midY) }

  /// Whether `point` lies inside (min edges inclusive, max edges exclusive).
  @inlinable
  public func contains(_ point: Point) -> Bool {
    !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
