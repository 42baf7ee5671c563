import MaterialMotion

/// What `photo-album`'s and `push-back`'s transitions do with the drag that started a
/// dismissal: the drag carries a point property (`Tossable`, handing its release velocity to the
/// transition spring's own spring), and the release decides the direction: leaving a region of
/// `dismissDistance` points (`SlopRegion`) or a fling down past the minimum velocity
/// (`ChangeDirection`) dismisses, a fling up or a return into the region brings it back.
@MainActor
enum DismissalDrag {
  /// Connects the drag to `runtime` and returns the tossable (what the run waits for). The
  /// transition spring is kept for the run: its spring follows the direction only while it lives.
  /// `lockedX`: the drag moves the property vertically only, at the x it returns (read at every
  /// move, so a layout that changes moves the lock too).
  static func connect(
    _ pan: PanGestureRecognizer, moving property: ReactiveProperty<Point>,
    with spring: TransitionSpring<Point>, context: TransitionContext, runtime: MotionRuntime,
    dismissDistance: Double, minimumVelocity: ReactiveProperty<Double>,
    lockedX: (() -> Double)? = nil
  ) -> Tossable {
    let container = context.containerElement
    let tossable = Tossable(
      draggable: Draggable(property: property, containerElement: container, gestureRecognizer: pan),
      spring: spring.spring)
    if let lockedX {
      tossable.draggable.valueStream = tossable.draggable.valueStream._map {
        Point(x: lockedX(), y: $0.y)
      }
    }
    runtime.retain(spring)
    let change = ChangeDirection(
      property: context.direction, gestureRecognizer: pan, containerElement: container,
      whenNegative: .forward, whenPositive: .backward)
    runtime.connect(minimumVelocity, to: change.minimumVelocity)
    runtime.connect(
      SlopRegion(
        property: context.direction, gestureRecognizer: pan, size: dismissDistance,
        containerElement: container))
    runtime.connect(change)
    runtime.connect(tossable)
    return tossable
  }
}
