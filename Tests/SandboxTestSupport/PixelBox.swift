/// A rectangle of pixels, its edges included: where a colour is in a ``Frame``.
public struct PixelBox: Equatable, Sendable, CustomStringConvertible {
  /// The leftmost column.
  public var minX: Int
  /// The top row.
  public var minY: Int
  /// The rightmost column.
  public var maxX: Int
  /// The bottom row.
  public var maxY: Int

  /// The box from column `minX` to `maxX` and row `minY` to `maxY`, both included.
  public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
  }

  /// How many columns it spans.
  public var width: Int { maxX - minX + 1 }
  /// How many rows it spans.
  public var height: Int { maxY - minY + 1 }
  /// Its centre, halfway between its first and last column and row.
  public var centre: (x: Double, y: Double) {
    (Double(minX + maxX) / 2, Double(minY + maxY) / 2)
  }

  /// Whether every edge is within `tolerance` pixels of `other`'s.
  public func matches(_ other: PixelBox, within tolerance: Int) -> Bool {
    abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
      && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
  }

  /// "x 500...699, y 200...399".
  public var description: String { "x \(minX)...\(maxX), y \(minY)...\(maxY)" }
}
