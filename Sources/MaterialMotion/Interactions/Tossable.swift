/// Drag an element, and when it is released a spring carries it, with the release velocity, to
/// the spring's destination.
///
/// ```swift
/// let spring = Spring(to: Point(x: 200, y: 300), threshold: 0.5, clock: runtime.clock)
/// runtime.connect(Tossable(element: box, containerElement: root, spring: spring))
/// ```
///
/// - Composes a ``Draggable`` and a ``Spring`` on the same position property, connected through
///   the runtime when this interaction is connected (the spring starts toward its destination at
///   once).
/// - While the drag is active the spring is disabled (the drag takes over, even mid-flight). When
///   the drag ends, the release velocity (``Draggable/finalVelocity``) is written to the spring's
///   ``Spring/initialVelocity`` and then the spring is re-enabled, so it starts from where the
///   element was released, as fast as it was moving. A cancelled drag writes no velocity.
/// - The hand-off is ordered so that nothing looks at rest in between: on release the spring is
///   enabled (and active) before the drag reports at rest; when a drag catches the moving
///   element, the drag reports active before the spring is stopped. This holds for this
///   interaction's ``state`` and for the position property's state written by the runtime (the
///   original library reported at rest during the hand-off, fixed in its commit `d1023ac` by the
///   order of observation).
///
/// Togglable: ``enabled`` `false` disables the drag (cancelling one in progress) and stops the
/// spring where it is; `true` enables the drag and restarts the spring toward its destination.
///
/// State: `.active` while the drag or the spring is active, `.atRest` when both are; replayed on
/// subscription, then every change (the `state` channel mirrors the values).
@MainActor
public final class Tossable: Interaction, @MainActor Togglable, @MainActor Stateful {
  /// The drag part.
  public let draggable: Draggable
  /// The spring that carries the element after release. Its ``Spring/enabled`` is driven by
  /// this interaction; configure its destination and physics freely.
  public let spring: Spring<Point>
  /// Whether the interaction reacts (see the type's documentation).
  public let enabled: ReactiveProperty<Bool>
  private let aggregate = AggregateMotionState()
  private let dragState = ReactiveProperty(MotionState.atRest)

  /// Creates a Tossable from a draggable and the spring that takes over from it. Both drive
  /// `draggable.property`.
  public init(draggable: Draggable, spring: Spring<Point>) {
    self.draggable = draggable
    self.spring = spring
    // Observe the spring first, so its activity is seen as soon as it starts.
    aggregate.add(state: spring.state)
    aggregate.add(state: dragState)
    let dragState = self.dragState
    enabled = ReactiveProperty(true) { isEnabled in
      draggable.enabled.value = isEnabled
      spring.enabled.value = isEnabled && dragState.value == .atRest
    }
  }

  /// Creates a Tossable that drags `element` (a new pan recognizer is attached to `element`
  /// unless one with an element is given) in `containerElement`'s coordinates and tosses it with
  /// `spring`.
  public convenience init(
    element: Element,
    containerElement: Element,
    spring: Spring<Point>,
    gestureRecognizer: PanGestureRecognizer? = nil
  ) {
    self.init(
      draggable: Draggable(
        element: element, containerElement: containerElement,
        gestureRecognizer: gestureRecognizer),
      spring: spring)
  }

  /// `.active` while the drag or the spring is active. Replays the current state, then emits
  /// every change; the `state` channel mirrors the values.
  public var state: MotionObservable<MotionState> { aggregate.state }

  /// Connects the velocity hand-off, the drag and the spring through `runtime`.
  ///
  /// Order matters (each is an observer of the drag's recognizer, called in this order):
  /// 1. the release velocity is written to the spring;
  /// 2. on release, the spring is enabled, then the drag is marked at rest;
  /// 3. the drag writes the position (and its state);
  /// 4. when the drag becomes active it is marked active, then the spring is disabled.
  public func connect(with runtime: MotionRuntime) {
    let spring = self.spring
    let enabled = self.enabled
    let dragState = self.dragState
    draggable.enabled.value = enabled.value
    runtime.connect(draggable.finalVelocity, to: spring.initialVelocity)
    runtime.subscribe(to: draggable.state) { state in
      guard state == .atRest else { return }
      spring.enabled.value = enabled.value
      dragState.value = .atRest
    }
    runtime.connect(draggable)
    runtime.subscribe(to: draggable.state) { state in
      guard state == .active else { return }
      dragState.value = .active
      spring.enabled.value = false
    }
    runtime.connect(spring, to: draggable.property)
  }
}
