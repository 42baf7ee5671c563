/// Recognizes a touchpad swipe: several fingers moving together on a touchpad (``SwipeEvent``s
/// from XInput 2.4 or Wayland's pointer gestures), as a continuous gesture with a translation
/// and a velocity. A desktop's own gestures usually take three- and four-finger swipes first;
/// what reaches an application is what the desktop leaves.
///
/// The gesture begins with the swipe's begin (when its finger count is in ``fingers``; it fails
/// otherwise), changes with every movement, ends when the fingers lift, and is cancelled when
/// the system cancels the swipe. ``translation(in:)`` is the movement since the begin and
/// ``velocity(in:)`` its rate; both keep their last values after the end. A recognizer disabled
/// (or removed) during a swipe takes no part in the rest of it.
///
/// ```swift
/// let swipe = SwipeGestureRecognizer(fingers: 3...3)
/// root.addGestureRecognizer(swipe)
/// gestureSource(swipe).whenRecognitionState(is: .ended).subscribeToValue { swipe in
///   if swipe.velocity(in: nil).x < -500 { showNextPage() }
/// }
/// ```
@MainActor
public final class SwipeGestureRecognizer: GestureRecognizer {
  /// The finger counts this recognizer takes (any by default).
  public var fingers: ClosedRange<Int>
  /// How many fingers the current (or last) swipe has.
  public private(set) var numberOfFingers = 0
  private var windowTranslation = Point.zero
  private var estimator = VelocityEstimator()
  private var pointer = Point.zero
  private var isSwiping = false
  /// Left mid-swipe (disabled, removed): the rest of that swipe is not a new one.
  private var skipsRestOfSwipe = false

  /// Creates a recognizer for swipes of `fingers` fingers.
  public init(fingers: ClosedRange<Int> = 1...Int.max) {
    self.fingers = fingers
    super.init()
  }

  /// Takes swipe events.
  public override var acceptsSwipeEvents: Bool { true }

  /// The pointer's position while swiping (a swipe does not move it).
  public override func location(in element: Element?) -> Point {
    element?.convert(pointer, from: nil) ?? pointer
  }

  /// The movement since the swipe began, in `element`'s coordinates (the window's for nil),
  /// scaled and rotated with it.
  public func translation(in element: Element?) -> Point {
    vector(windowTranslation, in: element)
  }

  /// The swipe's velocity, in points per second in `element`'s coordinates (the window's for
  /// nil).
  public func velocity(in element: Element?) -> Point {
    vector(estimator.velocity, in: element)
  }

  /// Follows the swipe: begins, changes, ends or is cancelled with it.
  public override func handleSwipe(_ event: SwipeEvent) {
    pointer = event.location
    if skipsRestOfSwipe {
      guard event.phase == .began else {
        if event.phase != .changed { skipsRestOfSwipe = false }
        return
      }
      skipsRestOfSwipe = false
    }
    switch event.phase {
    case .began, .changed:
      if !isSwiping {
        guard state == .possible else { return }
        isSwiping = true
        numberOfFingers = event.fingers
        windowTranslation = .zero
        estimator.reset()
        estimator.add(Point.zero, at: event.timestamp)
        guard fingers.contains(event.fingers) else {
          transition(to: .failed)
          return
        }
        transition(to: .began)
      }
      guard state.isActive else { return }
      windowTranslation = windowTranslation + event.delta
      estimator.add(windowTranslation, at: event.timestamp)
      if event.delta != .zero { transition(to: .changed) }
    case .ended:
      guard isSwiping else { return }
      if state.isActive { transition(to: .ended) }
      finish()
    case .cancelled:
      guard isSwiping else { return }
      if state.isActive { transition(to: .cancelled) }
      finish()
    }
  }

  /// Forgets the swipe in progress (and, when it is left mid-swipe, skips the rest of it); the
  /// translation, velocity and finger count are kept.
  public override func reset() {
    if isSwiping { skipsRestOfSwipe = true }
    isSwiping = false
  }

  private func finish() {
    isSwiping = false
    returnToPossible()
  }

  /// `vector`, a window-space displacement, in `element`'s coordinates.
  private func vector(_ vector: Point, in element: Element?) -> Point {
    guard let element else { return vector }
    return element.convert(vector, from: nil) - element.convert(.zero, from: nil)
  }
}
