import MaterialMotion
import Testing

/// A sheet that slides up from below the root (y 600) to y 200. Its dismissal gesture is a drag
/// on the sheet: the sheet follows it; a fling down or a release over 100 pt down dismisses, a
/// fling up or a slow release nearer returns it.
@MainActor
final class SlideUpTransition: SelfDismissingTransition, TransitionWithTermination {
  static let back = Point(x: 200, y: 600)
  static let fore = Point(x: 200, y: 200)
  let pan = PanGestureRecognizer()
  var began: [TransitionDirection] = []
  var ended: [TransitionDirection] = []

  func willPresent(fore: Element, dismisser: TransitionDismisser) {
    if pan.element == nil { fore.addGestureRecognizer(pan) }
    dismisser.dismissWhenGestureBegins(pan)
  }

  func willBeginTransition(with context: TransitionContext, runtime: MotionRuntime)
    -> [any Stateful]
  {
    began.append(context.direction.value)
    let spring = TransitionSpring(
      back: Self.back, fore: Self.fore, direction: context.direction, clock: runtime.clock)
    guard let pan = context.gestureRecognizer(ofType: PanGestureRecognizer.self) else {
      runtime.connect(spring, to: context.fore.positionProperty)
      return [spring]
    }
    // Driven by a drag, it heads back until the drag leaves a 100 pt region or flings down.
    context.direction.value = .forward
    runtime.connect(
      SlopRegion(
        property: context.direction, gestureRecognizer: pan, size: 100,
        containerElement: context.containerElement))
    runtime.retain(spring)
    let draggable = Draggable(
      element: context.fore, containerElement: context.containerElement, gestureRecognizer: pan)
    runtime.connect(
      ChangeDirection(
        property: context.direction, gestureRecognizer: pan,
        containerElement: context.containerElement, whenNegative: .forward,
        whenPositive: .backward))
    let tossable = Tossable(draggable: draggable, spring: spring.spring)
    runtime.connect(tossable)
    return [tossable]
  }

  func didEndTransition(with context: TransitionContext, runtime: MotionRuntime) {
    ended.append(context.direction.value)
  }
}

@MainActor
@Suite struct TransitionControllerTests {
  let scene = GestureScene(rootSize: 800)
  let clock = FrameClock()
  let sheet = Element(frame: Rect(x: 0, y: 0, width: 300, height: 200))
  let transition = SlideUpTransition()
  let controller: TransitionController

  init() {
    controller = TransitionController(
      back: scene.box, fore: sheet, containerElement: scene.root, clock: clock)
    controller.transition = transition
  }

  /// Steps until the controller's run ends (at most 10 s of frames); returns the frame count.
  @discardableResult
  private func settle() -> Int {
    stepUntil(clock) { controller.context == nil }
  }

  @Test func aPresentationAddsTheForeElementRunsForwardAndEnds() {
    var ends: [TransitionDirection] = []
    controller.didEnd = { ends.append($0) }
    let states = ValueLog(controller.state)
    controller.present()
    #expect(sheet.parent === scene.root)
    #expect(sheet.position == SlideUpTransition.back)  // starts from the back side
    #expect(controller.context?.direction.value == .forward)
    #expect(!controller.isPresented)  // not until the run ends
    let frames = settle()
    #expect(frames > 20 && frames < 40)  // the suggested 0.5 s
    #expect(sheet.position == SlideUpTransition.fore)
    #expect(controller.isPresented && ends == [.forward])
    #expect(transition.began == [.forward] && transition.ended == [.forward])
    #expect(states.values == [.atRest, .active, .atRest])
    controller.present()  // already presented: nothing
    #expect(controller.context == nil)
  }

  /// `dismiss()` during the presentation reverses it where it is: no frame moves the sheet
  /// further than the largest step before the turn, and the run ends backward with the sheet
  /// removed.
  @Test func dismissingMidFlightReversesWithoutAJump() {
    var ys: [Double] = []
    let log = sheet.positionProperty.asStream().subscribeToValue { ys.append($0.y) }
    defer { log.unsubscribe() }
    controller.present()
    step(clock, frames: 8)
    let before = zip(ys.dropFirst(), ys).map { abs($0 - $1) }.max()!
    controller.dismiss()
    #expect(controller.context?.direction.value == .backward)
    settle()
    let steps = zip(ys.dropFirst(), ys).map { abs($0 - $1) }
    #expect(steps.max()! <= before * 1.01)
    #expect(sheet.parent == nil && !controller.isPresented)
    #expect(transition.began == [.forward] && transition.ended == [.backward])
  }

  @Test func presentingDuringADismissalReversesIt() {
    controller.present()
    settle()
    controller.dismiss()
    step(clock, frames: 6)
    let y = sheet.position.y
    #expect(y > SlideUpTransition.fore.y + 1)
    controller.present(from: scene.box)
    settle()
    #expect(controller.isPresented && sheet.parent === scene.root)
    #expect(transition.began == [.forward, .backward])
    #expect(transition.ended == [.forward, .forward])
  }

  /// Drags the sheet from (200, 250) by `stepY` points per event, five events 16 ms apart, then
  /// releases or cancels one more step on.
  /// With `pause`, the release comes that many seconds after the last move, still there.
  private func dragSheet(stepY: Double, cancel: Bool = false, pause: Double? = nil) {
    let script = scene.script
    script.down(1, 200, 250)
    for i in 1...5 { script.move(1, 200, 250 + Double(i) * stepY) }
    let end = 250 + (pause == nil ? 6 : 5) * stepY
    let at = pause.map { script.time + $0 }
    if cancel { script.cancel(1, 200, end, at: at) } else { script.up(1, 200, end, at: at) }
  }

  @Test func aFastDragDownDismissesInteractively() {
    controller.present()
    settle()
    dragSheet(stepY: 12)  // 750 pt/s down
    #expect(controller.context?.gestureRecognizers.first === transition.pan)
    #expect(sheet.position.y > SlideUpTransition.fore.y + 50)  // it followed the drag
    settle()
    #expect(sheet.parent == nil && !controller.isPresented)
    #expect(transition.ended == [.forward, .backward])
  }

  @Test func aFlingUpOrASlowReleaseReturnsTheSheet() {
    controller.present()
    settle()
    dragSheet(stepY: -12)  // a fling up: forward
    settle()
    #expect(controller.isPresented && sheet.position == SlideUpTransition.fore)
    dragSheet(stepY: 12, pause: 0.5)  // 60 pt down, then still: too slow and not far enough
    #expect(controller.context?.direction.value == .forward)
    settle()
    #expect(controller.isPresented && sheet.position == SlideUpTransition.fore)
    dragSheet(stepY: 30, pause: 0.5)  // 150 pt down, then still: far enough
    #expect(controller.context?.direction.value == .backward)
    settle()
    #expect(!controller.isPresented && sheet.parent == nil)
    controller.present()
    settle()
    #expect(controller.isPresented && sheet.parent === scene.root)
    #expect(transition.ended == [.forward, .forward, .forward, .backward, .forward])
  }

  /// A cancelled gesture sends the run back where it started: the dismissal is undone.
  @Test func aCancelledDismissalGestureFallsBack() {
    controller.present()
    settle()
    dragSheet(stepY: 12, cancel: true)
    #expect(controller.context?.direction.value == .forward)
    settle()
    #expect(controller.isPresented && sheet.position == SlideUpTransition.fore)
  }

  /// A dismissal gesture that begins while a run is under way starts nothing.
  @Test func aGestureDuringARunStartsNothing() {
    controller.present()
    step(clock, frames: 3)
    let context = controller.context
    scene.script.down(1, 200, sheet.position.y)
    scene.script.move(1, 200, sheet.position.y + 40)
    scene.script.up(1, 200, sheet.position.y + 40)
    #expect(controller.context === context && transition.began == [.forward])
  }

  @Test func toggleReversesARunOrFlipsTheState() {
    controller.toggle(from: scene.box)  // presents
    #expect(controller.context?.direction.value == .forward)
    #expect(controller.context?.contextElement === scene.box)
    step(clock, frames: 5)
    controller.toggle()  // reverses
    #expect(controller.context?.direction.value == .backward)
    controller.toggle()  // and back
    settle()
    #expect(controller.isPresented)
    controller.toggle()  // dismisses
    #expect(controller.context?.initialDirection == .backward)
    settle()
    #expect(!controller.isPresented && transition.began == [.forward, .backward])
  }

  @Test func withoutATransitionPresentingAndDismissingHappenAtOnce() {
    controller.transition = nil
    var ends: [TransitionDirection] = []
    controller.didEnd = { ends.append($0) }
    controller.present()
    #expect(controller.isPresented && controller.context == nil && sheet.parent === scene.root)
    controller.dismiss()
    #expect(!controller.isPresented && sheet.parent == nil && ends == [.forward, .backward])
  }
}

/// A transition that needs a context element and falls back to a plain fade without one.
@MainActor
final class NeedsContextTransition: TransitionWithFallback {
  let fade = FadeTransition()
  var ran = 0
  func fallbackTransition(with context: TransitionContext) -> any Transition {
    context.contextElement == nil ? fade : self
  }
  func willBeginTransition(with context: TransitionContext, runtime: MotionRuntime)
    -> [any Stateful]
  {
    ran += 1
    return []
  }
}

@MainActor
final class FadeTransition: Transition {
  var ran = 0
  func willBeginTransition(with context: TransitionContext, runtime: MotionRuntime)
    -> [any Stateful]
  {
    ran += 1
    let fade = TransitionSpring(
      back: 0.0, fore: 1.0, direction: context.direction, clock: runtime.clock)
    runtime.connect(fade, to: context.fore.opacityProperty)
    return [fade]
  }
}

@MainActor
@Suite struct TransitionFallbackTests {
  @Test func aFallbackRunsWhenTheContextLacksWhatTheTransitionNeeds() {
    let scene = GestureScene()
    let clock = FrameClock()
    let fore = Element()
    let controller = TransitionController(
      back: scene.box, fore: fore, containerElement: scene.root, clock: clock)
    let transition = NeedsContextTransition()
    controller.transition = transition
    controller.present()
    #expect(transition.fade.ran == 1 && transition.ran == 0)
    stepUntil(clock) { controller.context == nil }
    #expect(fore.opacity == 1)
    controller.dismiss()
    stepUntil(clock) { controller.context == nil }
    controller.present(from: scene.box)
    #expect(transition.ran == 1)  // ended at once: it returned nothing to wait for
    #expect(controller.isPresented && controller.context == nil)
  }

  /// The controller, its runs' runtimes and contexts, and the transition are all freed.
  @Test func nothingOutlivesTheController() {
    weak var weakController: TransitionController?
    weak var weakContext: TransitionContext?
    weak var weakTransition: SlideUpTransition?
    do {
      let scene = GestureScene(rootSize: 800)
      let clock = FrameClock()
      let sheet = Element()
      let controller = TransitionController(
        back: scene.box, fore: sheet, containerElement: scene.root, clock: clock)
      let transition = SlideUpTransition()
      controller.transition = transition
      controller.present()
      step(clock, frames: 5)
      weakController = controller
      weakContext = controller.context
      weakTransition = transition
    }
    #expect(weakController == nil && weakContext == nil && weakTransition == nil)
  }
}
