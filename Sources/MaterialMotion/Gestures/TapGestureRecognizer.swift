/// Recognises one or more quick taps of a single finger.
///
/// A tap is a touch that lifts within ``allowableMovement`` points (window coordinates) of where
/// it went down. When the ``numberOfTapsRequired``-th tap of a sequence lifts the state goes
/// straight to `.ended` (``GestureRecognizer/State/recognized``), observers are called, and the
/// recognizer returns to `.possible`. A tap sequence never goes through `.began`/`.changed`.
///
/// It goes to `.failed` (observers are called) when the finger moves too far, when a second
/// finger touches while one is down, or when a touch is cancelled; it then ignores touches until
/// all have lifted. Between taps of a multi-tap the state stays `.possible`; a next tap that
/// starts more than ``maximumTapInterval`` seconds after the previous one lifted, or more than
/// ``maximumDistanceBetweenTaps`` points from the first tap, starts a new sequence instead (the
/// unfinished one is dropped silently: nothing runs without events).
///
/// ``GestureRecognizer/location(in:)`` after recognition is where the last tap lifted.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
  /// How many taps make the gesture. Default 1.
  public var numberOfTapsRequired = 1
  /// How far a touch may move, in points, and still be a tap. Default 10.
  public var allowableMovement = 10.0
  /// The longest pause, in seconds, between one tap lifting and the next touching down in a
  /// multi-tap. Default 0.35.
  public var maximumTapInterval = 0.35
  /// The farthest, in points, a later tap of a multi-tap may be from the first. Default 40.
  public var maximumDistanceBetweenTaps = 40.0

  /// The number of taps completed in the current sequence.
  public private(set) var tapCount = 0

  private var touchStart = Point.zero
  private var sequenceStart = Point.zero
  private var lastTapEnd = 0.0

  /// Creates a single-tap recognizer.
  public override init() {
    super.init()
  }

  /// Creates a recognizer for `numberOfTapsRequired` taps.
  public convenience init(numberOfTapsRequired: Int) {
    self.init()
    self.numberOfTapsRequired = numberOfTapsRequired
  }

  /// Fails if another finger is already down. Otherwise starts a new sequence when this touch
  /// comes more than ``maximumTapInterval`` after the last tap lifted or more than
  /// ``maximumDistanceBetweenTaps`` from the sequence's first tap, and remembers where it went
  /// down.
  open override func touchBegan(_ touch: TouchEvent) {
    guard numberOfTouches == 1 else {
      transition(to: .failed)
      return
    }
    if tapCount > 0
      && (touch.timestamp - lastTapEnd > maximumTapInterval
        || touch.location.distance(to: sequenceStart) > maximumDistanceBetweenTaps)
    {
      tapCount = 0
    }
    if tapCount == 0 { sequenceStart = touch.location }
    touchStart = touch.location
  }

  /// Fails once the touch is more than ``allowableMovement`` points from where it went down.
  open override func touchMoved(_ touch: TouchEvent, previous: TouchEvent) {
    if touch.location.distance(to: touchStart) > allowableMovement {
      transition(to: .failed)
    }
  }

  /// Counts a tap if the touch lifts within ``allowableMovement`` points of where it went down
  /// (and fails otherwise); the tap that brings ``tapCount`` to ``numberOfTapsRequired`` moves
  /// the state to `.ended`, the gesture recognised.
  open override func touchEnded(_ touch: TouchEvent, previous: TouchEvent) {
    guard touch.location.distance(to: touchStart) <= allowableMovement else {
      transition(to: .failed)
      return
    }
    tapCount += 1
    lastTapEnd = touch.timestamp
    if tapCount >= numberOfTapsRequired {
      transition(to: .ended)
    }
  }

  /// Forgets the sequence's taps: ``tapCount`` goes back to 0.
  open override func reset() {
    tapCount = 0
  }
}
