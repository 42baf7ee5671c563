/// An RGBA colour with components from 0 to 1 (sRGB, not premultiplied).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, from 0 (none) to 1 (full).
  public var red: Double
  /// The green component, from 0 (none) to 1 (full).
  public var green: Double
  /// The blue component, from 0 (none) to 1 (full).
  public var blue: Double
  /// The opacity, from 0 (transparent) to 1 (opaque). The other components are not
  /// premultiplied by it.
  public var alpha: Double

  /// Creates a colour from its components (each 0...1).
  @inlinable
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from a `0xRRGGBB` literal, e.g. `Color(hex: 0x6200EE)`.
  @inlinable
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255,
      green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255,
      alpha: alpha)
  }

  /// A grey of brightness `white` (0 black, 1 white).
  @inlinable
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with a different alpha.
  @inlinable
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The components scaled to 0...255 and clamped, in RGBA order (what a renderer uploads).
  public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    func byte(_ value: Double) -> UInt8 {
      guard value.isFinite else { return 0 }
      return UInt8((min(max(value, 0), 1) * 255).rounded())
    }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }

  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = Color(white: 0)
  /// Opaque white.
  public static let white = Color(white: 1)

  /// The components from 0 to 1 as `rgba(red, green, blue, alpha)`, e.g.
  /// `rgba(1.0, 0.0, 0.0, 1.0)` for opaque red.
  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
