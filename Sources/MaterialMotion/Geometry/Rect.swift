/// An axis-aligned rectangle: an origin (top-left corner) and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner: the smallest x and y inside the rectangle.
  public var origin: Point
  /// The width and height in points; the rectangle extends right and down from ``origin``.
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

  /// The left edge: ``origin``'s x.
  @inlinable public var minX: Double { origin.x }
  /// The top edge: ``origin``'s y.
  @inlinable public var minY: Double { origin.y }
  /// The right edge: ``minX`` plus the width (not itself inside, see ``contains(_:)``).
  @inlinable public var maxX: Double { origin.x + size.width }
  /// The bottom edge: ``minY`` plus the height (not itself inside, see ``contains(_:)``).
  @inlinable public var maxY: Double { origin.y + size.height }
  /// The x halfway between ``minX`` and ``maxX``.
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The y halfway between ``minY`` and ``maxY``.
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The width: ``size``'s width.
  @inlinable public var width: Double { size.width }
  /// The height: ``size``'s height.
  @inlinable public var height: Double { size.height }
  /// The centre: the point at ``midX``, ``midY``.
  @inlinable public var center: Point { Point(x: midX, y: midY) }

  /// Whether `point` lies inside (min edges inclusive, max edges exclusive).
  @inlinable
  public func contains(_ point: Point) -> Bool {
    !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `point` lies inside the rectangle with its corners rounded by `cornerRadius`
  /// (clamped to half the shorter side, so a square with a radius of half its side is a circle):
  /// inside the rectangle as ``contains(_:)`` says, and in a corner's square within `cornerRadius`
  /// of the corner's arc centre (the arc itself inside).
  @inlinable
  public func contains(_ point: Point, cornerRadius: Double) -> Bool {
    guard contains(point) else { return false }
    let r = max(0, min(cornerRadius, width / 2, height / 2))
    guard r > 0 else { return true }
    let dx = max(minX + r - point.x, point.x - (maxX - r), 0)
    let dy = max(minY + r - point.y, point.y - (maxY - r), 0)
    return dx * dx + dy * dy <= r * r
  }

  /// The origin and size as `(x, y, width, height)`, e.g. `(0.0, 0.0, 100.0, 50.0)`.
  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

  /// Adds component by component: origin to origin, size to size.
  @inlinable
  public static func + (a: Rect, b: Rect) -> Rect {
    Rect(origin: a.origin + b.origin, size: a.size + b.size)
  }
  /// Subtracts component by component (like ``Point``'s `-`): `a - b` holds how far `a`'s origin
  /// moved from `b`'s and how much its size changed.
  @inlinable
  public static func - (a: Rect, b: Rect) -> Rect {
    Rect(origin: a.origin - b.origin, size: a.size - b.size)
  }
  /// Multiplies the origin's and the size's components by `s`.
  @inlinable
  public static func * (a: Rect, s: Double) -> Rect { Rect(origin: a.origin * s, size: a.size * s) }
}
