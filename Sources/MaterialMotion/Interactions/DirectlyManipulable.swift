/// Drag, rotate and scale an element at once, with the rotation and scale happening about the
/// fingers.
///
/// ```swift
/// runtime.connect(DirectlyManipulable(element: card, containerElement: root))
/// ```
///
/// - Composes a ``Draggable`` (position), a ``Rotatable`` (rotation) and a ``Scalable`` (scale)
///   of `element`, connected through the runtime when this interaction is connected. Their
///   recognizers are the ones given, or new ones attached to `element` itself (so touches must
///   start on the element); recognizers this interaction attached are detached when the runtime
///   goes away. All of them recognise simultaneously.
/// - **Anchor point.** When a second (or further) finger lands on the element, and when the
///   rotation or the pinch begins, the anchor point moves to the centroid of the touches; when
///   fewer than two fingers remain and neither rotation nor pinch is active, it moves back to
///   (0.5, 0.5). Each move writes the anchor point and the position together
///   (``Element/setAnchorPointKeepingFrame(_:)``), so the element does not move on screen, and an
///   active drag is rebased by the same amount (its translation is shifted), so the element does
///   not jump on the drag's next movement either — the original library's bug #49 ("jumps when a
///   second touch is added").
///
/// Togglable: writing ``enabled`` writes the ``Togglable/enabled`` of the three parts (and so
/// their recognizers); disabling cancels gestures in progress.
///
/// State (``Manipulation``): `.active` while any part is active, `.atRest` when all are.
/// Replayed on subscription, then every change; the `state` channel mirrors the values.
@MainActor
public final class DirectlyManipulable: Interaction, @MainActor Togglable,
  @MainActor Manipulation
{
  /// The manipulated element.
  public let element: Element
  /// The element whose coordinates the drag is measured in (the element's parent).
  public let containerElement: Element
  /// The drag part.
  public let draggable: Draggable
  /// The rotation part.
  public let rotatable: Rotatable
  /// The scale part.
  public let scalable: Scalable
  /// Whether the interaction reacts. Writing it writes the parts' ``Togglable/enabled``.
  public let enabled: ReactiveProperty<Bool>
  private let panAttachment: GestureAttachment<PanGestureRecognizer>
  private let rotationAttachment: GestureAttachment<RotationGestureRecognizer>
  private let scaleAttachment: GestureAttachment<ScaleGestureRecognizer>
  private let touchObserver = TouchCountObserver()
  private var previousTouchCount = 0

  /// Creates the interaction for `element`, whose parent is `containerElement`. Recognizers that
  /// are not given (or have no element) are created and attached to `element`.
  public init(
    element: Element,
    containerElement: Element,
    panGestureRecognizer: PanGestureRecognizer? = nil,
    rotationGestureRecognizer: RotationGestureRecognizer? = nil,
    scaleGestureRecognizer: ScaleGestureRecognizer? = nil
  ) {
    self.element = element
    self.containerElement = containerElement
    panAttachment = GestureAttachment(panGestureRecognizer, host: element) {
      PanGestureRecognizer()
    }
    rotationAttachment = GestureAttachment(rotationGestureRecognizer, host: element) {
      RotationGestureRecognizer()
    }
    scaleAttachment = GestureAttachment(scaleGestureRecognizer, host: element) {
      ScaleGestureRecognizer()
    }
    let draggable = Draggable(
      element: element, containerElement: containerElement,
      gestureRecognizer: panAttachment.recognizer)
    let rotatable = Rotatable(
      element: element, containerElement: containerElement,
      gestureRecognizer: rotationAttachment.recognizer)
    let scalable = Scalable(
      element: element, containerElement: containerElement,
      gestureRecognizer: scaleAttachment.recognizer)
    self.draggable = draggable
    self.rotatable = rotatable
    self.scalable = scalable
    let touchObserver = self.touchObserver
    enabled = ReactiveProperty(true) { isEnabled in
      draggable.enabled.value = isEnabled
      rotatable.enabled.value = isEnabled
      scalable.enabled.value = isEnabled
      touchObserver.isEnabled = isEnabled
    }
  }

  /// `.active` while the drag, the rotation or the pinch is active. Replays the current state,
  /// then emits every change; the `state` channel mirrors the values.
  public var state: MotionObservable<MotionState> {
    let parts = [draggable.state, rotatable.state, scalable.state]
    return MotionObservable { observer in
      let aggregate = AggregateMotionState()
      for part in parts { aggregate.add(state: part) }
      let subscription = aggregate.state.subscribe(observer: observer)
      return {
        subscription.unsubscribe()
        aggregate.removeAll()
      }
    }
  }

  /// Connects the three parts through `runtime` and starts adjusting the anchor point.
  public func connect(with runtime: MotionRuntime) {
    let isEnabled = enabled.value
    panAttachment.connect(with: runtime, enabled: isEnabled)
    rotationAttachment.connect(with: runtime, enabled: isEnabled)
    scaleAttachment.connect(with: runtime, enabled: isEnabled)
    draggable.enabled.value = isEnabled
    rotatable.enabled.value = isEnabled
    scalable.enabled.value = isEnabled
    runtime.connect(draggable)
    runtime.connect(rotatable)
    runtime.connect(scalable)

    // Observe touches after the parts' recognizers, so a landing finger is seen after the
    // recognizers have taken it into account.
    touchObserver.isEnabled = isEnabled
    element.addGestureRecognizer(touchObserver)
    previousTouchCount = 0
    touchObserver.onTouchesChanged = { [weak self] in self?.touchesChanged() }
    let touchObserver = self.touchObserver
    let element = self.element
    runtime.keep(
      Subscription { [weak element] in
        touchObserver.onTouchesChanged = nil
        if let element, touchObserver.element === element {
          element.removeGestureRecognizer(touchObserver)
        }
      })
    for recognizer in [rotatable.gestureRecognizer, scalable.gestureRecognizer]
      as [GestureRecognizer]
    {
      runtime.subscribe(to: gestureSource(recognizer)) { [weak self] recognizer in
        self?.twoFingerGestureChanged(recognizer)
      }
    }
  }

  private func touchesChanged() {
    let count = touchObserver.numberOfTouches
    let previous = previousTouchCount
    previousTouchCount = count
    if count >= 2 && count > previous {
      moveAnchor(toCentroidOf: touchObserver)
    } else if count < 2 && previous >= 2 {
      resetAnchorIfIdle()
    }
  }

  private func twoFingerGestureChanged(_ recognizer: GestureRecognizer) {
    switch recognizer.state {
    case .began: moveAnchor(toCentroidOf: recognizer)
    case .ended, .cancelled, .failed: resetAnchorIfIdle()
    case .possible, .changed: break
    }
  }

  private func resetAnchorIfIdle() {
    guard !rotatable.gestureRecognizer.state.isActive,
      !scalable.gestureRecognizer.state.isActive,
      touchObserver.numberOfTouches < 2
    else { return }
    moveAnchor(to: Point(x: 0.5, y: 0.5))
  }

  private func moveAnchor(toCentroidOf recognizer: GestureRecognizer) {
    let size = element.size
    guard size.width > 0, size.height > 0 else { return }
    let centroid = recognizer.location(in: element)
    moveAnchor(to: Point(x: centroid.x / size.width, y: centroid.y / size.height))
  }

  /// Moves the anchor point keeping the frame, and shifts an active drag by the position change
  /// so its next value continues from the new position.
  private func moveAnchor(to anchor: Point) {
    guard anchor.x.isFinite, anchor.y.isFinite, anchor != element.anchorPoint else { return }
    let before = element.position
    element.setAnchorPointKeepingFrame(anchor)
    let shift = element.position - before
    let pan = draggable.gestureRecognizer
    guard pan.state.isActive, shift != .zero else { return }
    var shiftInContainer = shift
    if let parent = element.parent, parent !== containerElement {
      shiftInContainer = parent.convertVector(shift, to: containerElement)
    }
    pan.setTranslation(
      pan.translation(in: containerElement) + shiftInContainer, in: containerElement)
  }
}
