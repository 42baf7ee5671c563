import MaterialMotion

/// `push-back`'s transition: the fore card slides up from below the window on a
/// ``TransitionSpring``, and the card behind follows its progress, pushed back (scaled to
/// ``pushedScale``) and dimmed (a scrim over it up to ``dimming``), so dragging the fore card
/// moves both at once.
///
/// Dismissing: a drag on the fore card (registered as its dismissal gesture) carries it; a fling
/// down past the minimum velocity, or a release more than a third of the way down, dismisses;
/// otherwise it returns.
@MainActor
final class PushBackTransition: SelfDismissingTransition {
  /// The scale the card behind is pushed back to.
  static let pushedScale = 0.9
  /// The scrim's opacity over the card behind, fully pushed back.
  static let dimming = 0.5
  /// Where the fore card rests when presented, and below the window when dismissed (see
  /// ``move(forePosition:backPosition:)``).
  private(set) var forePosition: Point
  private(set) var backPosition: Point
  /// The spring of the run under way, if any (the run's runtime keeps it).
  private weak var running: TransitionSpring<Point>?
  /// The scrim over the card behind.
  let scrim: Element
  let minimumVelocity: ReactiveProperty<Double>
  let duration: ReactiveProperty<Double>
  let pan = PanGestureRecognizer()

  init(
    forePosition: Point, backPosition: Point, scrim: Element,
    minimumVelocity: ReactiveProperty<Double>, duration: ReactiveProperty<Double>
  ) {
    self.forePosition = forePosition
    self.backPosition = backPosition
    self.scrim = scrim
    self.minimumVelocity = minimumVelocity
    self.duration = duration
  }

  /// Moves the fore card's two places (the window was resized): a run under way heads for the
  /// new ones from where the card is, and the card behind follows the progress between them.
  func move(forePosition: Point, backPosition: Point) {
    self.forePosition = forePosition
    self.backPosition = backPosition
    running?.retarget(back: backPosition, fore: forePosition)
  }

  func willPresent(fore: Element, dismisser: TransitionDismisser) {
    if pan.element == nil { fore.addGestureRecognizer(pan) }
    dismisser.dismissWhenGestureBegins(pan)
  }

  func willBeginTransition(with context: TransitionContext, runtime: MotionRuntime)
    -> [any Stateful]
  {
    let spring = TransitionSpring(
      back: backPosition, fore: forePosition, direction: context.direction,
      clock: runtime.clock)
    running = spring
    runtime.connect(duration, to: spring.suggestedDuration)
    // The card behind follows the fore card's progress, whoever moves it, between the places
    // the card has now.
    let progress = context.fore.positionProperty._map { [unowned self] position in
      let (backY, foreY) = (backPosition.y, forePosition.y)
      return min(1, max(0, (backY - position.y) / (backY - foreY)))
    }
    let pushedScale = Self.pushedScale
    let dimming = Self.dimming
    runtime.connect(progress._map { 1 - (1 - pushedScale) * $0 }, to: context.back.scaleProperty)
    runtime.connect(progress._map { dimming * $0 }, to: scrim.opacityProperty)

    guard let pan = context.gestureRecognizer(ofType: PanGestureRecognizer.self) else {
      runtime.connect(spring, to: context.fore.positionProperty)
      return [spring]
    }
    let tossable = DismissalDrag.connect(
      pan, moving: context.fore.positionProperty, with: spring, context: context,
      runtime: runtime, dismissDistance: (backPosition.y - forePosition.y) / 3,
      minimumVelocity: minimumVelocity,
      lockedX: { [unowned self] in forePosition.x })
    // Held by the finger, the card heads back up until the drag says otherwise.
    context.direction.value = .forward
    return [tossable]
  }
}
