/// Recognises a pinch: two fingers moving apart or together, or pinch deltas from the platform.
///
/// **Touches.** ``scale`` is the length of the vector between two touches divided by the length
/// of that vector when both were down. The two touches are the two oldest down when the pair
/// formed; more fingers are ignored (they count in ``GestureRecognizer/numberOfTouches`` and
/// the centroid, not in the scale). When one of the pair lifts while another finger is down,
/// that finger takes its place and the reference is rebased so the scale continues without a
/// jump; when fewer than two fingers remain, an active gesture ends and the recognizer returns
/// to `.possible` at once, so putting a second finger back down starts a new pinch.
///
/// **Pinch deltas.** ``PinchEvent``s (SDL multigesture, touchpad, ctrl+wheel) multiply
/// ``scale`` by each event's factor; location is the pinch location. While driven by touches
/// the recognizer ignores pinch events, and vice versa.
///
/// States: `.possible` until `|scale − 1|` reaches ``recognitionThreshold``, then `.began` (the
/// full scale is reported, no jump), `.changed` on every change, `.ended` when the pair breaks
/// up or the pinch ends (preceded by a `.changed` if the ending event itself changed the scale,
/// so streams see the final value). A cancelled touch or pinch cancels an active gesture (`.cancelled`)
/// and fails a possible one (`.failed`).
///
/// ``TwoTouchGestureRecognizer/velocity`` is in scale per second from a ``VelocityEstimator`` over the scale (clamped to
/// 10/s, or 2/s when only two samples back it up).
///
/// The two-touch lifecycle above is ``TwoTouchGestureRecognizer``'s; this class only measures
/// the scale.
@MainActor
open class ScaleGestureRecognizer: TwoTouchGestureRecognizer {
  /// How far the scale must move from 1 before the gesture begins. Default 0.04 (4 pt of spread
  /// for fingers 100 pt apart).
  public var recognitionThreshold = 0.04

  private var baseScale = 1.0
  private var referenceLength = 0.0

  /// Creates a scale recognizer.
  public init() {
    super.init(
      identityValue: 1, velocityEstimator: VelocityEstimator(maximumSpeed: 10, defaultSpeed: 2))
  }

  /// The scale since the gesture started (1 = unchanged). Setting it (e.g. to 1 for
  /// incremental scaling) makes later movement relative to the new value; it does not notify.
  public var scale: Double {
    get { value }
    set { value = newValue }
  }

  /// Whether `|scale − 1|` has reached ``recognitionThreshold``.
  open override var hasReachedRecognitionThreshold: Bool {
    abs(scale - 1) >= recognitionThreshold
  }

  /// Measures later spreads relative to the length of `vector`, continuing from the current
  /// scale.
  open override func rebaseMeasurement(on vector: Point) {
    baseScale = scale
    referenceLength = vector.length
  }

  /// The scale for the pair's `vector`: its length relative to the reference length, times the
  /// scale when the reference was taken.
  open override func measuredValue(for vector: Point) -> Double? {
    if referenceLength <= 0 {
      // The two touches started on the same point: measure from the first separation.
      baseScale = scale
      referenceLength = vector.length
      return nil
    }
    return baseScale * vector.length / referenceLength
  }

  /// The scale multiplied by the pinch's factor (ignored unless finite and positive).
  open override func value(applying pinch: PinchEvent) -> Double {
    guard pinch.scale.isFinite && pinch.scale > 0 else { return scale }
    return scale * pinch.scale
  }

  /// Makes later spreads relative to the new scale and the pair's current length.
  open override func valueWasSet(pairVector: Point?) {
    baseScale = scale
    if let pairVector { referenceLength = pairVector.length }
  }
}
