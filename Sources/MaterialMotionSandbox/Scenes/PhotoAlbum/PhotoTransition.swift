import MaterialMotion

/// `photo-album`'s contextual transition: the tapped cell's photo grows out of its cell into the
/// viewer over a darkening backdrop, and shrinks back into it on the way out.
///
/// - A replica of the photo flies between the cell and the viewer's photo frame: its position
///   and size are ``TransitionSpring``s, and the viewer (the backdrop) fades with a third.
///   The cell and the viewer's own photo are hidden while it flies. It rises as it goes: its
///   elevation follows the fade `f` from the grid's (`gridElevation`) to the viewer's (0), with
///   `flightElevation · 4f(1 − f)` more, the most halfway.
/// - Dismissing by dragging (the viewer's pan): the replica follows the finger; it heads back
///   to the viewer until the drag leaves a region of ``dismissDistance`` points
///   (``SlopRegion``) or is flung down past ``minimumVelocity`` (``ChangeDirection``); a fling
///   up brings it back. The size waits while the finger holds the photo.
/// - Dismissing by pinching (the viewer's pinch, touchpad included): the replica's scale follows
///   the pinch; released below 0.85 it dismisses, otherwise it returns; the scale springs back
///   to 1 either way.
/// - Without a context element (nothing to fly back to) it falls back to the fade alone.
@MainActor
final class PhotoTransition: SelfDismissingTransition, TransitionWithTermination,
  TransitionWithFallback
{
  /// The viewer's photo, the replica's forward frame.
  let viewerPhoto: ImageElement
  /// How far a drag must take the photo to dismiss it on a slow release.
  let dismissDistance: ReactiveProperty<Double>
  /// The release speed that decides the direction on its own.
  let minimumVelocity: ReactiveProperty<Double>
  /// The springs' suggested duration.
  let duration: ReactiveProperty<Double>
  /// The grid's photos' elevation, and how much higher the photo rises halfway, in dp.
  let gridElevation: ReactiveProperty<Double>
  let flightElevation: ReactiveProperty<Double>
  /// The viewer's dismissal gestures.
  let pan = PanGestureRecognizer()
  let pinch = ScaleGestureRecognizer()
  private var replica: ImageElement?
  /// The run under way: the cell it flies from or to, the container, and the replica's position
  /// and size springs (the run's runtime keeps them).
  private weak var cell: Element?
  private weak var container: Element?
  private weak var position: TransitionSpring<Point>?
  private weak var size: TransitionSpring<Size>?

  init(
    viewerPhoto: ImageElement, dismissDistance: ReactiveProperty<Double>,
    minimumVelocity: ReactiveProperty<Double>, duration: ReactiveProperty<Double>,
    gridElevation: ReactiveProperty<Double>, flightElevation: ReactiveProperty<Double>
  ) {
    self.gridElevation = gridElevation
    self.flightElevation = flightElevation
    self.viewerPhoto = viewerPhoto
    self.dismissDistance = dismissDistance
    self.minimumVelocity = minimumVelocity
    self.duration = duration
  }

  func fallbackTransition(with context: TransitionContext) -> any Transition {
    context.contextElement is ImageElement ? self : FadeTransition(duration: duration)
  }

  func willPresent(fore: Element, dismisser: TransitionDismisser) {
    for recognizer in [pan, pinch] as [GestureRecognizer] {
      if recognizer.element == nil { fore.addGestureRecognizer(recognizer) }
      dismisser.dismissWhenGestureBegins(recognizer)
    }
  }

  /// The cell's and the viewer's photo frames in the container.
  private func frames(of cell: Element, in container: Element) -> (back: Rect, fore: Rect) {
    (
      cell.convert(cell.bounds, to: container),
      viewerPhoto.convert(viewerPhoto.bounds, to: container)
    )
  }

  /// Points a flight under way at where its cell and the viewer's photo are now (the grid was
  /// laid out again: the window was resized). The replica heads there from where it is, as fast
  /// as it moves.
  func layOut() {
    guard let cell, let container, let position, let size else { return }
    let (backFrame, foreFrame) = frames(of: cell, in: container)
    position.retarget(back: backFrame.center, fore: foreFrame.center)
    size.retarget(back: backFrame.size, fore: foreFrame.size)
  }

  func willBeginTransition(with context: TransitionContext, runtime: MotionRuntime)
    -> [any Stateful]
  {
    guard let cell = context.contextElement as? ImageElement else { return [] }
    let container = context.containerElement
    let (backFrame, foreFrame) = frames(of: cell, in: container)
    self.cell = cell
    self.container = container
    let replica = ImageElement(imagePath: cell.imagePath)
    replica.name = "replica"
    replica.isUserInteractionEnabled = false
    replica.zIndex = 1
    container.addChild(replica)
    self.replica = replica
    cell.isHidden = true
    viewerPhoto.isHidden = true

    let direction = context.direction
    func spring<T: VectorArithmetic>(_ back: T, _ fore: T) -> TransitionSpring<T> {
      let spring = TransitionSpring(
        back: back, fore: fore, direction: direction, clock: runtime.clock)
      runtime.connect(duration, to: spring.suggestedDuration)
      return spring
    }
    let position = spring(backFrame.center, foreFrame.center)
    let size = spring(backFrame.size, foreFrame.size)
    (self.position, self.size) = (position, size)
    let fade = spring(0.0, 1.0)
    runtime.connect(fade, to: context.fore.opacityProperty)
    let (grid, flight) = (gridElevation, flightElevation)
    runtime.connect(
      context.fore.opacityProperty._map { f in
        let f = min(1, max(0, f))
        return grid.value * (1 - f) + flight.value * 4 * f * (1 - f)
      }, to: replica.elevationProperty)
    var terminators: [any Stateful] = [size, fade]

    let dragged = context.gestureRecognizer(ofType: PanGestureRecognizer.self)
    let pinched = context.gestureRecognizer(ofType: ScaleGestureRecognizer.self)
    if dragged != nil || pinched != nil {
      replica.position = foreFrame.center
      replica.size = foreFrame.size
    }
    if let pan = dragged {
      let tossable = DismissalDrag.connect(
        pan, moving: replica.positionProperty, with: position, context: context,
        runtime: runtime, dismissDistance: dismissDistance.value,
        minimumVelocity: minimumVelocity)
      runtime.toggle(size, inReactionTo: tossable.draggable)
      runtime.connect(size, to: replica.sizeProperty)
      terminators.append(tossable)
    } else {
      runtime.connect(position, to: replica.positionProperty)
      runtime.connect(size, to: replica.sizeProperty)
      terminators.append(position)
    }
    if let pinch = pinched {
      let scalable = Scalable(
        property: replica.scaleProperty, containerElement: container, gestureRecognizer: pinch)
      let settle = Spring(to: 1.0, threshold: 0.001, clock: runtime.clock)
      runtime.connect(scalable)
      runtime.toggle(settle, inReactionTo: scalable)
      runtime.connect(settle, to: replica.scaleProperty)
      runtime.subscribe(to: gestureSource(pinch).whenRecognitionState(is: .ended)) { _ in
        direction.value = replica.scale < 0.85 ? .backward : .forward
      }
      terminators += [scalable, settle]
    }
    // A gesture holds the photo: it heads back to the viewer until the gesture says otherwise.
    // Written after the springs are connected, which start from the side opposite the
    // direction they see then (the viewer's).
    if dragged != nil || pinched != nil { direction.value = .forward }
    return terminators
  }

  func didEndTransition(with context: TransitionContext, runtime: MotionRuntime) {
    replica?.removeFromParent()
    replica = nil
    (cell, container, position, size) = (nil, nil, nil, nil)
    context.contextElement?.isHidden = false
    viewerPhoto.isHidden = context.direction.value != .forward
  }
}

/// The fallback of ``PhotoTransition``: the viewer fades in and out.
@MainActor
final class FadeTransition: Transition {
  let duration: ReactiveProperty<Double>

  init(duration: ReactiveProperty<Double>) { self.duration = duration }

  func willBeginTransition(with context: TransitionContext, runtime: MotionRuntime)
    -> [any Stateful]
  {
    let fade = TransitionSpring(
      back: 0.0, fore: 1.0, direction: context.direction, clock: runtime.clock)
    runtime.connect(duration, to: fade.suggestedDuration)
    runtime.connect(fade, to: context.fore.opacityProperty)
    return [fade]
  }
}
