/// Moves an element from one point to another along an arc (``MotionPath/arc(from:to:)``), with
/// a ``PathTween``: the motion Material Design gives things that travel diagonally.
///
/// ```swift
/// let move = ArcMove(element: card, duration: 0.5, clock: clock)
/// move.from.value = Point(x: 60, y: 400)
/// move.to.value = Point(x: 500, y: 120)
/// runtime.connect(move)
/// ```
///
/// Writing ``from`` or ``to`` recomputes the arc and restarts the motion from ``from``.
///
/// State: the tween's: `.active` while the element moves along the arc.
@MainActor
public final class ArcMove: Interaction, @MainActor Togglable, @MainActor Stateful {
  /// Where the arc starts.
  public let from: ReactiveProperty<Point>
  /// Where the arc ends.
  public let to: ReactiveProperty<Point>
  /// The tween along the arc (its duration, easing, delay and timeline are the move's).
  public let tween: PathTween
  /// The element moved (its ``Element/positionProperty``).
  public let element: Element

  /// Creates an arc move of `element` lasting `duration` seconds, from and to its current
  /// position until ``from`` and ``to`` are written.
  public init(
    element: Element, duration: Double = 0.5, easing: Easing = .easeInOut, clock: FrameClock
  ) {
    self.element = element
    from = ReactiveProperty(element.position)
    to = ReactiveProperty(element.position)
    tween = PathTween(
      duration: duration, path: .arc(from: element.position, to: element.position), easing: easing,
      clock: clock)
  }

  /// Whether the move runs (the tween's ``PathTween/enabled``).
  public var enabled: ReactiveProperty<Bool> { tween.enabled }
  /// `.active` while the element moves.
  public var state: MotionObservable<MotionState> { tween.state }

  /// Keeps the tween's path the arc between ``from`` and ``to``, and connects the tween to the
  /// element's position.
  public func connect(with runtime: MotionRuntime) {
    let path = tween.path
    let arcs = from.asStream()._combineLatest(with: to) { MotionPath.arc(from: $0, to: $1) }
    runtime.subscribe(to: arcs) { arc in
      if path.value != arc { path.value = arc }
    }
    runtime.connect(tween, to: element.positionProperty)
  }
}
