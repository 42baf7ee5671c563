/// A value that animations can move: it can be added, subtracted, scaled by a real number and
/// measured.
///
/// ``Spring`` and ``Tween`` are generic over this protocol. An animation treats a value as a vector:
/// it interpolates with `a + (b - a) * t` and decides "close enough" with ``magnitude``.
/// `Double`, ``Point``, ``Size`` and ``Rect`` conform (a spring can move a frame).
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies every component by `scalar`.
  static func * (lhs: Self, scalar: Double) -> Self

  /// The length of the value seen as a vector (the absolute value for a number, the Euclidean
  /// length for a point). Never negative.
  var magnitude: Double { get }
}

extension VectorArithmetic {
  /// The value a fraction `fraction` of the way from `start` to `end`. Returns `start` exactly when
  /// `fraction` is 0 and `end` exactly when it is 1, so animations land on their exact end values.
  @inlinable
  public static func interpolate(from start: Self, to end: Self, fraction: Double) -> Self {
    if fraction == 0 { return start }
    if fraction == 1 { return end }
    return start + (end - start) * fraction
  }
}

extension Double: VectorArithmetic {}

extension Point: VectorArithmetic {
  /// The Euclidean length of the point seen as a vector (the same as ``length``).
  @inlinable
  public var magnitude: Double { length }
}

extension Size: VectorArithmetic {
  /// The length of the size seen as a vector (width, height).
  @inlinable
  public var magnitude: Double { (width * width + height * height).squareRoot() }
}

extension Rect: VectorArithmetic {
  /// The length of the rectangle seen as a vector of its four components (x, y, width, height).
  @inlinable
  public var magnitude: Double {
    let o = origin
    let s = size
    return (o.x * o.x + o.y * o.y + s.width * s.width + s.height * s.height).squareRoot()
  }
}
