/// Recognises a drag of one or more fingers.
///
/// The pan tracks the centroid of its touches. A finger touching down or lifting does not
/// move the translation (each moving finger contributes its movement divided by the number of
/// touches down), so adding a second finger never makes a dragged element jump.
///
/// States: `.possible` until the translation since the first touch reaches
/// ``recognitionThreshold`` points, then `.began` (the translation reported then includes the
/// distance already travelled, so what is dragged stays under the finger), `.changed` on every
/// later movement, `.ended` when the last finger lifts (preceded by a `.changed` if the lifting
/// event itself moved, so streams see the final translation). A touch cancelled while active →
/// `.cancelled`. Fingers that lift before the threshold was reached → `.failed`.
///
/// ``velocity(in:)`` comes from a ``VelocityEstimator`` over the translation, using the events'
/// timestamps (clamped to 5000 points/s, or 1000 points/s when only two samples back it up).
/// Values keep their last values after the gesture until the next one starts.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
  /// The distance in points the touches must travel before the pan begins. Default 3, so mouse
  /// drags feel immediate.
  public var recognitionThreshold = 3.0

  private var rawTranslation = Point.zero
  private var translationOffset = Point.zero
  private var estimator = VelocityEstimator(maximumSpeed: 5000, defaultSpeed: 1000)
  private var windowVelocity = Point.zero

  /// Creates a pan recognizer.
  public override init() {
    super.init()
  }

  /// The translation of the centroid since the gesture started (minus any reset made with
  /// ``setTranslation(_:in:)``), as a vector in `element`'s coordinates (`nil`: window). Only
  /// `element`'s rotation and scale matter, not its position.
  public func translation(in element: Element?) -> Point {
    let vector = rawTranslation - translationOffset
    guard let element else { return vector }
    return element.convertVector(vector, from: nil)
  }

  /// Makes ``translation(in:)`` report `translation` (a vector in `element`'s coordinates) from
  /// now on; later movement adds to it. Velocity is unaffected. Does not notify observers.
  public func setTranslation(_ translation: Point, in element: Element?) {
    let vector = element?.convertVector(translation, to: nil) ?? translation
    translationOffset = rawTranslation - vector
  }

  /// The velocity of the centroid in points per second, as a vector in `element`'s coordinates
  /// (`nil`: window), estimated at the latest event.
  public func velocity(in element: Element?) -> Point {
    guard let element else { return windowVelocity }
    return element.convertVector(windowVelocity, from: nil)
  }

  /// The first finger of a new gesture (the state still `.possible`) starts it afresh: the
  /// translation, its ``setTranslation(_:in:)`` offset and the velocity go back to zero, and the
  /// velocity estimate restarts at this touch's time. A finger joining later changes nothing.
  open override func touchBegan(_ touch: TouchEvent) {
    if numberOfTouches == 1 && state == .possible {
      rawTranslation = .zero
      translationOffset = .zero
      windowVelocity = .zero
      estimator.reset()
      estimator.add(rawTranslation, at: touch.timestamp)
    }
  }

  /// Adds the finger's movement divided by the number of touches down to the translation and
  /// updates the velocity; then begins the pan (`.began`) once the translation reaches
  /// ``recognitionThreshold``, or reports `.changed` while it is active.
  open override func touchMoved(_ touch: TouchEvent, previous: TouchEvent) {
    move(by: (touch.location - previous.location) / Double(numberOfTouches), at: touch.timestamp)
    if state == .possible {
      if rawTranslation.length >= recognitionThreshold { transition(to: .began) }
    } else if state.isActive {
      transition(to: .changed)
    }
  }

  /// Adds the lifting finger's last movement (divided by the touches down before it lifted).
  /// When it was the last finger, an active pan reports `.changed` if that movement was not zero,
  /// then `.ended`, and a pan that never reached ``recognitionThreshold`` goes to `.failed`; with
  /// fingers still down, an active pan reports `.changed` if the lift moved.
  open override func touchEnded(_ touch: TouchEvent, previous: TouchEvent) {
    let delta = touch.location - previous.location
    move(by: delta / Double(numberOfTouches + 1), at: touch.timestamp)
    if numberOfTouches == 0 {
      if state.isActive {
        // Report the lift's own movement first: streams emit nothing at `.ended`.
        if delta != .zero { transition(to: .changed) }
        if state.isActive { transition(to: .ended) }
      } else if state == .possible {
        transition(to: .failed)
      }
    } else if state.isActive && delta != .zero {
      transition(to: .changed)
    }
  }

  private func move(by delta: Point, at time: Double) {
    rawTranslation = rawTranslation + delta
    estimator.add(rawTranslation, at: time)
    windowVelocity = estimator.velocity
  }
}
