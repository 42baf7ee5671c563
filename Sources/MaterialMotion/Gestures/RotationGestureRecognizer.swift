#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Recognises a two-finger rotation, or rotation deltas from the platform.
///
/// **Touches.** ``rotation`` is the angle, in radians, through which the vector between two
/// touches has turned since both were down, clockwise on screen (y grows downward), unwrapped
/// so it keeps growing past ±π. The pair of touches is chosen and re-formed exactly as for
/// ``ScaleGestureRecognizer``: the two oldest; extra fingers are ignored; when one of the pair
/// lifts, another finger takes its place without a jump; when fewer than two remain, an active
/// gesture ends and the recognizer returns to `.possible` at once.
///
/// **Pinch deltas.** ``PinchEvent``s add their rotation delta; location is the pinch location.
/// While driven by touches the recognizer ignores pinch events, and vice versa.
///
/// States: `.possible` until `|rotation|` reaches ``recognitionThreshold``, then `.began` (the
/// full rotation is reported), `.changed`, `.ended` (preceded by a `.changed` if the ending event
/// itself turned); cancellation as for the scale recognizer.
///
/// ``TwoTouchGestureRecognizer/velocity`` is in radians per second from a ``VelocityEstimator`` (clamped to 20 rad/s, or
/// 5 rad/s when only two samples back it up).
///
/// The two-touch lifecycle above is ``TwoTouchGestureRecognizer``'s; this class only measures
/// the rotation.
@MainActor
open class RotationGestureRecognizer: TwoTouchGestureRecognizer {
  /// How far, in radians, the rotation must turn before the gesture begins. Default 0.035 (2°).
  public var recognitionThreshold = 0.035

  private var lastAngle: Double?

  /// Creates a rotation recognizer.
  public init() {
    super.init(
      identityValue: 0, velocityEstimator: VelocityEstimator(maximumSpeed: 20, defaultSpeed: 5))
  }

  /// The rotation since the gesture started, in radians. Setting it (e.g. to 0 for incremental
  /// rotation) makes later movement add to the new value; it does not notify.
  public var rotation: Double {
    get { value }
    set { value = newValue }
  }

  /// Whether `|rotation|` has reached ``recognitionThreshold``.
  open override var hasReachedRecognitionThreshold: Bool {
    abs(rotation) >= recognitionThreshold
  }

  /// Measures later turns from the angle of `vector` (from the first separation if the two
  /// touches are on the same point).
  open override func rebaseMeasurement(on vector: Point) {
    lastAngle = vector == .zero ? nil : atan2(vector.y, vector.x)
  }

  /// The rotation plus the pair's turn since the last measurement, unwrapped to (−π, π].
  open override func measuredValue(for vector: Point) -> Double? {
    guard vector != .zero else { return nil }
    let angle = atan2(vector.y, vector.x)
    guard let lastAngle else {
      // The two touches started on the same point: measure from the first separation.
      self.lastAngle = angle
      return nil
    }
    var delta = angle - lastAngle
    if delta > .pi { delta -= 2 * .pi }
    if delta <= -.pi { delta += 2 * .pi }
    self.lastAngle = angle
    return rotation + delta
  }

  /// The rotation plus the pinch's rotation delta (ignored unless finite).
  open override func value(applying pinch: PinchEvent) -> Double {
    guard pinch.rotation.isFinite else { return rotation }
    return rotation + pinch.rotation
  }
}
