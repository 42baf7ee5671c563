import MaterialMotion

/// What the `change-direction` and `modal-dialog` scenes share: an element carried between a
/// back and a fore point by a `TransitionSpring` following `direction`, dragged vertically
/// (`Tossable`, x locked), where a release moving up past the minimum velocity writes `.forward`
/// and one moving down writes `.backward` (`ChangeDirection`), before the spring takes over from
/// the release velocity.
@MainActor
struct VerticalFlingTransition {
  /// The direction followed.
  let direction: ReactiveProperty<TransitionDirection>
  /// The spring (kept here: its destination follows the direction only while it lives).
  let spring: TransitionSpring<Point>
  /// The drag and the velocity hand-off.
  let tossable: Tossable

  /// Sets `element` up in `stage`, tuned by the `minimumVelocity` and `duration` parameters.
  init(
    element: Element, back: Point, fore: Point, direction: ReactiveProperty<TransitionDirection>,
    stage: SceneStage, minimumVelocity: SceneParameter, duration: SceneParameter
  ) {
    self.direction = direction
    spring = TransitionSpring(back: back, fore: fore, direction: direction, clock: stage.clock)
    stage.motion.connect(stage.parameter(duration), to: spring.suggestedDuration)
    element.position = direction.value == .forward ? fore : back
    tossable = Tossable(element: element, containerElement: stage.root, spring: spring.spring)
    tossable.draggable.valueStream = tossable.draggable.valueStream.xLocked(to: fore.x)
    let change = ChangeDirection(
      property: direction, gestureRecognizer: tossable.draggable.gestureRecognizer,
      containerElement: stage.root, whenNegative: .forward, whenPositive: .backward)
    stage.motion.connect(stage.parameter(minimumVelocity), to: change.minimumVelocity)
    // The direction is decided before the spring takes over, so it sets off the right way.
    stage.motion.connect(change)
    stage.motion.connect(tossable)
  }
}
