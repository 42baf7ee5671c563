#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A two-dimensional affine transform.
///
/// A transform maps a point `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`. Coordinates follow the
/// screen convention (y grows downward), so a positive rotation turns clockwise on screen.
///
/// Composition reads left to right in application order: `t1.concatenating(t2)` applies `t1`
/// first, then `t2`. The `translatedBy`/`scaledBy`/`rotated(by:)` helpers *prepend* their step (it
/// is applied before `self`), as Core Graphics does.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
  /// The weight of the input x in the output x (`x′ = a·x + c·y + tx`): the horizontal scale
  /// when there is no rotation.
  public var a: Double
  /// The weight of the input x in the output y (`y′ = b·x + d·y + ty`): 0 unless the transform
  /// rotates or shears.
  public var b: Double
  /// The weight of the input y in the output x (`x′ = a·x + c·y + tx`): 0 unless the transform
  /// rotates or shears.
  public var c: Double
  /// The weight of the input y in the output y (`y′ = b·x + d·y + ty`): the vertical scale when
  /// there is no rotation.
  public var d: Double
  /// The horizontal translation, added to x after the linear part.
  public var tx: Double
  /// The vertical translation, added to y after the linear part.
  public var ty: Double

  /// Creates a transform from its six coefficients.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by `(x, y)`.
  @inlinable
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A translation by the vector `translation`.
  @inlinable
  public init(translation: Point) {
    self.init(translationX: translation.x, y: translation.y)
  }

  /// A rotation about the origin by `angle` radians (clockwise on screen).
  @inlinable
  public init(rotation angle: Double) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A scale about the origin by `sx` horizontally and `sy` vertically.
  @inlinable
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A uniform scale about the origin.
  @inlinable
  public init(scale: Double) {
    self.init(scaleX: scale, y: scale)
  }

  /// Whether this is the identity transform.
  @inlinable
  public var isIdentity: Bool { self == .identity }

  /// The determinant of the linear part; zero when the transform cannot be inverted.
  @inlinable
  public var determinant: Double { a * d - b * c }

  /// The transform that applies `self` first, then `other`.
  @inlinable
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation by `(x, y)` applied before `self`.
  @inlinable
  public func translatedBy(x: Double, y: Double) -> Transform {
    Transform(translationX: x, y: y).concatenating(self)
  }

  /// A rotation by `angle` radians applied before `self`.
  @inlinable
  public func rotated(by angle: Double) -> Transform {
    Transform(rotation: angle).concatenating(self)
  }

  /// A scale by `(sx, sy)` applied before `self`.
  @inlinable
  public func scaledBy(x sx: Double, y sy: Double) -> Transform {
    Transform(scaleX: sx, y: sy).concatenating(self)
  }

  /// The transform that undoes `self`, or `nil` when `self` collapses the plane (for example a
  /// scale of zero).
  @inlinable
  public func inverted() -> Transform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return Transform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }

  /// Maps `point`.
  @inlinable
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// Maps the vector `vector`: the linear part only, translation ignored.
  @inlinable
  public func applyToVector(_ vector: Point) -> Point {
    Point(x: a * vector.x + c * vector.y, y: b * vector.x + d * vector.y)
  }

  /// The smallest axis-aligned rectangle that contains `rect` once mapped.
  public func apply(to rect: Rect) -> Rect {
    let corners = [
      apply(to: Point(x: rect.minX, y: rect.minY)),
      apply(to: Point(x: rect.maxX, y: rect.minY)),
      apply(to: Point(x: rect.minX, y: rect.maxY)),
      apply(to: Point(x: rect.maxX, y: rect.maxY)),
    ]
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }

  /// The six coefficients as `[a, b, c, d, tx, ty]`; the identity is
  /// `[1.0, 0.0, 0.0, 1.0, 0.0, 0.0]`.
  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
