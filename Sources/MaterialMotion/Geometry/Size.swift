/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent, in points.
  public var width: Double
  /// The vertical extent, in points.
  public var height: Double

  /// Creates a size.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)

  /// Adds component by component: widths to widths, heights to heights.
  @inlinable
  public static func + (a: Size, b: Size) -> Size {
    Size(width: a.width + b.width, height: a.height + b.height)
  }
  /// Subtracts component by component (like ``Point``'s `-`): `a - b` is how much `a` grew from
  /// `b` in each dimension, negative where it shrank.
  @inlinable
  public static func - (a: Size, b: Size) -> Size {
    Size(width: a.width - b.width, height: a.height - b.height)
  }
  /// Multiplies both dimensions by `s`.
  @inlinable
  public static func * (a: Size, s: Double) -> Size {
    Size(width: a.width * s, height: a.height * s)
  }

  /// The size as `WIDTHxHEIGHT`, e.g. `800.0x600.0`.
  public var description: String { "\(width)x\(height)" }
}
