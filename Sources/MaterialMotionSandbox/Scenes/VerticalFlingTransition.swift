import MaterialMotion

/// What the `change-direction` and `modal-dialog` scenes share: an element carried between a
/// back and a fore point by a `TransitionSpring` following `direction`, dragged vertically
/// (`Tossable`, x locked), where a release moving up past the minimum velocity writes `.forward`
/// and one moving down writes `.backward` (`ChangeDirection`), before the spring takes over from
/// the release velocity.
@MainActor
struct VerticalFlingTransition {
  /// The element carried.
  let element: Element
  /// The direction followed.
  let direction: ReactiveProperty<TransitionDirection>
  /// The spring (kept here: its destination follows the direction only while it lives).
  let spring: TransitionSpring<Point>
  /// The drag and the velocity hand-off.
  let tossable: Tossable
  /// The x the drag is locked to: the fore point's.
  private let lockedX: ReactiveProperty<Double>

  /// Sets `element` up in `stage`, tuned by the `minimumVelocity` and `duration` parameters.
  init(
    element: Element, back: Point, fore: Point, direction: ReactiveProperty<TransitionDirection>,
    stage: SceneStage, minimumVelocity: SceneParameter, duration: SceneParameter
  ) {
    self.element = element
    self.direction = direction
    spring = TransitionSpring(back: back, fore: fore, direction: direction, clock: stage.clock)
    stage.motion.connect(stage.parameter(duration), to: spring.suggestedDuration)
    element.position = direction.value == .forward ? fore : back
    tossable = Tossable(element: element, containerElement: stage.root, spring: spring.spring)
    let lockedX = ReactiveProperty(fore.x)
    self.lockedX = lockedX
    tossable.draggable.valueStream = tossable.draggable.valueStream._map {
      Point(x: lockedX.value, y: $0.y)
    }
    let change = ChangeDirection(
      property: direction, gestureRecognizer: tossable.draggable.gestureRecognizer,
      containerElement: stage.root, whenNegative: .forward, whenPositive: .backward)
    stage.motion.connect(stage.parameter(minimumVelocity), to: change.minimumVelocity)
    // The direction is decided before the spring takes over, so it sets off the right way.
    stage.motion.connect(change)
    stage.motion.connect(tossable)
  }

  /// Moves the two points (the window was resized): at rest the element is moved to its point at
  /// once; in flight it heads for the new one from where it is; held by a drag, the drag goes on
  /// (locked to the new x) and its release decides between the new points.
  func move(back: Point, fore: Point) {
    lockedX.value = fore.x
    let dragged = tossable.draggable.gestureRecognizer.state.isActive
    if !dragged && spring.spring.currentState == .atRest {
      element.position = direction.value == .forward ? fore : back
    }
    spring.retarget(back: back, fore: fore)
  }
}
