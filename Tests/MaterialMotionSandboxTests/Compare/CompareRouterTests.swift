import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// Compare mode's input: one hand, two copies of the scene.
@MainActor
@Suite struct CompareRouterTests {
  /// Two panes side by side in an 1600 × 600 window, each with a pan recognizer on its root
  /// that notes where, in the window, each touch it sees is; and a panel of the app's (it takes
  /// its own touches) over the right pane.
  @MainActor final class Fixture {
    let root = Element(frame: Rect(x: 0, y: 0, width: 1600, height: 600))
    let panes = [
      ComparePane(.init(label: "a", values: [:]), name: "A"),
      ComparePane(.init(label: "b", values: [:]), name: "B"),
    ]
    let panel = Element(frame: Rect(x: 1300, y: 0, width: 300, height: 200))
    let panelPan = PanGestureRecognizer()
    var seen: [[Point]] = [[], []]
    var panelSeen = 0
    var router: CompareRouter!
    var subscriptions: [Subscription] = []

    init() {
      for (index, pane) in panes.enumerated() {
        root.addChild(pane.element)
        pane.layout(
          at: Rect(x: Double(index) * 800, y: 0, width: 800, height: 600))
        let pan = PanGestureRecognizer()
        pane.element.addGestureRecognizer(pan)
        subscriptions.append(
          pan.addObserver { [unowned self] in
            self.seen[index].append(pan.location(in: nil))
          })
      }
      panel.capturesTouches = true
      panel.addGestureRecognizer(panelPan)
      root.addChild(panel)
      subscriptions.append(panelPan.addObserver { [unowned self] in self.panelSeen += 1 })
      router = CompareRouter(panes: panes, windowDispatcher: InputDispatcher(root: root))
    }

    func touch(_ id: Int, _ phase: TouchEvent.Phase, _ x: Double, _ y: Double, _ t: Double) {
      router.route(
        .touch(TouchEvent(id: id, phase: phase, location: Point(x: x, y: y), timestamp: t)))
    }
  }

  @Test func aDragInEitherPaneDrivesBothAtTheSamePlace() {
    let fixture = Fixture()
    // Begun in the right pane, crossing into the left one: still the right pane's touch.
    fixture.touch(1, .began, 1000, 300, 0)
    for step in 1...10 {
      fixture.touch(1, .moved, 1000 - Double(step) * 40, 300, Double(step) / 60)
    }
    fixture.touch(1, .ended, 600, 300, 0.2)
    let (left, right) = (fixture.seen[0], fixture.seen[1])
    #expect(!left.isEmpty && left.count == right.count)
    for (a, b) in zip(left, right) { #expect(b.x - a.x == 800 && b.y == a.y) }
    #expect(left.last?.x == -200 && right.last?.x == 600)
    #expect(fixture.panelSeen == 0)
  }

  @Test func theAppsPanelsKeepTheirOwnTouches() {
    let fixture = Fixture()
    fixture.touch(2, .began, 1400, 100, 0)
    for step in 1...5 { fixture.touch(2, .moved, 1400 - Double(step) * 30, 100, Double(step) / 60) }
    fixture.touch(2, .ended, 1250, 100, 0.1)
    #expect(fixture.panelSeen > 0)
    #expect(fixture.seen[0].isEmpty && fixture.seen[1].isEmpty)
  }

  /// A scene's own panel that takes its touches (as pinch-lab's does) is the scene's: a drag on
  /// it drives both copies.
  @Test func aScenesOwnCapturingPanelIsMirrored() {
    let fixture = Fixture()
    var seen = [0, 0]
    var subscriptions: [Subscription] = []
    for (index, pane) in fixture.panes.enumerated() {
      let panel = Element(frame: Rect(x: 20, y: 300, width: 200, height: 200))
      panel.capturesTouches = true
      let pan = PanGestureRecognizer()
      panel.addGestureRecognizer(pan)
      pane.element.addChild(panel)
      subscriptions.append(pan.addObserver { seen[index] += 1 })
    }
    fixture.touch(3, .began, 900, 400, 0)
    for step in 1...5 { fixture.touch(3, .moved, 900 + Double(step) * 20, 400, Double(step) / 60) }
    fixture.touch(3, .ended, 1000, 400, 0.1)
    #expect(seen[0] > 0 && seen[0] == seen[1])
    #expect(fixture.panelSeen == 0)
    for subscription in subscriptions { subscription.unsubscribe() }
  }

  @Test func keysGoToBothPanes() {
    let fixture = Fixture()
    var keys: [Int] = [0, 0]
    var subscriptions: [Subscription] = []
    for (index, pane) in fixture.panes.enumerated() {
      subscriptions.append(pane.dispatcher.keyEvents.subscribeToValue { _ in keys[index] += 1 })
    }
    fixture.router.route(
      .key(KeyEvent(key: "X", timestamp: 0)))
    #expect(keys == [1, 1])
    for subscription in subscriptions { subscription.unsubscribe() }
  }
}
