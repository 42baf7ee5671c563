import MaterialMotion

/// `fab-reveal`'s transition: a circle grows out of the floating action button until it covers
/// the sheet, and the sheet shows only inside it (a parent that clips to its circular bounds);
/// a backdrop darkens with it. Backward, the circle shrinks back into the button.
///
/// The circle's diameter is a ``TransitionSpring`` from the button's to twice the distance from
/// the button's centre to the sheet's farthest corner; its corner radius is half of it, so it
/// stays a circle, and the sheet inside is moved against its growth so that it stays put in the
/// window. The button is hidden while the sheet is out.
@MainActor
final class FabRevealTransition: Transition, TransitionWithTermination {
  /// The button the circle grows from.
  let fab: Element
  /// The clipping circle and the sheet inside it.
  let reveal: Element
  let sheet: Element
  /// Where the sheet is in the container, whatever the circle's size (see
  /// ``layOut(sheetFrame:isPresented:)``).
  private(set) var sheetFrame: Rect
  /// The backdrop behind the sheet.
  let backdrop: Element
  let duration: ReactiveProperty<Double>
  /// The circle's diameter in the run under way, if any (the run's runtime keeps it).
  private weak var running: TransitionSpring<Double>?
  /// The container of the last run.
  private weak var container: Element?

  init(
    fab: Element, reveal: Element, sheet: Element, sheetFrame: Rect, backdrop: Element,
    duration: ReactiveProperty<Double>
  ) {
    self.sheetFrame = sheetFrame
    self.fab = fab
    self.reveal = reveal
    self.sheet = sheet
    self.backdrop = backdrop
    self.duration = duration
  }

  /// The button's centre in the container, and the circle's diameter fully open: twice the
  /// distance from there to the sheet's farthest corner.
  private var geometry: (centre: Point, diameter: Double) {
    let centre = fab.convert(
      Point(x: fab.size.width / 2, y: fab.size.height / 2), to: container)
    let corners = [
      Point(x: sheetFrame.minX, y: sheetFrame.minY), Point(x: sheetFrame.maxX, y: sheetFrame.minY),
      Point(x: sheetFrame.minX, y: sheetFrame.maxY), Point(x: sheetFrame.maxX, y: sheetFrame.maxY),
    ]
    return (centre, 2 * (corners.map { ($0 - centre).length }.max() ?? 0))
  }

  /// Places the circle of diameter `side` round the button, and the sheet inside it where it is
  /// in the window.
  private func place(side: Double, centre: Point) {
    reveal.position = centre
    reveal.size = Size(width: side, height: side)
    reveal.cornerRadius = side / 2
    // The sheet stays where it is in the window while the circle grows around the button.
    sheet.position = Point(
      x: sheetFrame.midX - (centre.x - side / 2), y: sheetFrame.midY - (centre.y - side / 2))
  }

  /// Moves the sheet to `sheetFrame` (the window was resized; the button has been moved): a run
  /// under way grows the circle from the button's new place to the new full diameter from the
  /// size it has; an open sheet is shown there at once.
  func layOut(sheetFrame: Rect, isPresented: Bool) {
    self.sheetFrame = sheetFrame
    guard running != nil || isPresented else { return }
    let (centre, diameter) = geometry
    if let running {
      running.retarget(back: fab.size.width, fore: diameter)
      place(side: reveal.size.width, centre: centre)
    } else if isPresented {
      place(side: diameter, centre: centre)
    }
  }

  func willBeginTransition(with context: TransitionContext, runtime: MotionRuntime)
    -> [any Stateful]
  {
    container = context.containerElement
    let (centre, fullDiameter) = geometry
    reveal.position = centre
    fab.isHidden = true

    let diameter = TransitionSpring(
      back: fab.size.width, fore: fullDiameter, direction: context.direction,
      clock: runtime.clock)
    running = diameter
    let fade = TransitionSpring(
      back: 0.0, fore: 0.4, direction: context.direction, clock: runtime.clock)
    for spring in [diameter, fade] { runtime.connect(duration, to: spring.suggestedDuration) }
    let side = ReactiveProperty(fab.size.width)
    runtime.connect(diameter, to: side)
    runtime.subscribe(to: side) { [unowned self] side in
      place(side: side, centre: geometry.centre)
    }
    runtime.connect(fade, to: backdrop.opacityProperty)
    return [diameter, fade]
  }

  func didEndTransition(with context: TransitionContext, runtime: MotionRuntime) {
    fab.isHidden = context.direction.value == .forward
  }
}
