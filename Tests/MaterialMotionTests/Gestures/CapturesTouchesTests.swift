import MaterialMotion
import Testing

/// `Element.capturesTouches`: touches and pinches that begin on such an element (or under it)
/// reach the recognizers up to it and not its ancestors'.
@MainActor
@Suite struct CapturesTouchesTests {
  @Test func touchesStopAtAnElementThatCapturesThem() {
    let scene = GestureScene.large()
    let control = Element(frame: Rect(x: 10, y: 10, width: 100, height: 50))
    let knob = Element(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    control.addChild(knob)
    scene.box.addChild(control)
    let onControl = TapGestureRecognizer()
    let onBox = TapGestureRecognizer()
    let onRoot = TapGestureRecognizer()
    control.addGestureRecognizer(onControl)
    scene.box.addGestureRecognizer(onBox)
    scene.root.addGestureRecognizer(onRoot)
    var order: [String] = []
    onControl.addObserver { order.append("control") }
    onBox.addObserver { order.append("box") }
    onRoot.addObserver { order.append("root") }
    let s = scene.script

    // Without capturing, the tap reaches every ancestor.
    s.down(1, 115, 115)
    s.up(1, 115, 115)
    #expect(order == ["control", "box", "root"])

    control.capturesTouches = true
    order = []
    s.down(1, 115, 115)  // on the knob, a child of the control
    s.up(1, 115, 115)
    #expect(order == ["control"])
    #expect(
      scene.dispatcher.recognizers(forTouchAt: Point(x: 150, y: 130)).map(ObjectIdentifier.init)
        == [ObjectIdentifier(onControl)])

    // Outside the control, touches go to the box and the root as before.
    order = []
    s.down(1, 400, 400)
    s.up(1, 400, 400)
    #expect(order == ["box", "root"])
  }

  @Test func pinchesThatBeginOnACapturingElementDoNotReachItsAncestors() {
    let scene = GestureScene.large()
    let control = Element(frame: Rect(x: 10, y: 10, width: 100, height: 50))
    control.capturesTouches = true
    scene.box.addChild(control)
    let scale = ScaleGestureRecognizer()
    scene.root.addGestureRecognizer(scale)
    var changes = 0
    scale.addObserver { changes += 1 }
    let s = scene.script
    s.pinch(.began, 150, 130, scale: 1.1)
    s.pinch(.ended, 150, 130)
    #expect(changes == 0)
    s.pinch(.began, 500, 500, scale: 1.1)
    s.pinch(.ended, 500, 500)
    #expect(changes > 0)
  }
}
