import MaterialMotion

@testable import MaterialMotionSandbox

/// A scene built headless in a root of its own, driven frame by frame at 60 fps: touches at
/// the current frame's time, key presses, window resizes, and its elements found by name.
@MainActor
final class SceneHarness {
  let root = Element()
  let clock = FrameClock()
  let dispatcher: InputDispatcher
  private(set) var scene: any SandboxScene
  private(set) var time = 0.0

  /// `type` built in a window of `size`.
  init(_ type: any SandboxScene.Type, size: Size = Size(width: 800, height: 600)) {
    root.frame = Rect(origin: .zero, size: size)
    dispatcher = InputDispatcher(root: root)
    scene = type.init(context: SceneContext(root: root, clock: clock, dispatcher: dispatcher))
  }

  func tearDown() { scene.tearDown() }

  /// One frame: the clock ticks 1/60 s on, then the scene updates.
  func frame() {
    time += 1.0 / 60
    clock.tick(at: time)
    scene.update(time: time)
  }

  /// `seconds` of frames.
  func run(_ seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) { frame() }
  }

  /// Resizes the window (the root) to `size`.
  func resize(_ size: Size) {
    root.frame = Rect(origin: .zero, size: size)
  }

  func touch(_ phase: TouchEvent.Phase, _ point: Point) {
    dispatcher.dispatch(.touch(TouchEvent(id: 1, phase: phase, location: point, timestamp: time)))
  }

  /// A tap at `point` (down one frame, up the next).
  func tap(_ point: Point) {
    touch(.began, point)
    frame()
    touch(.ended, point)
    frame()
  }

  /// A drag from `start` to `end` over `frames` frames, released at `end`.
  func drag(from start: Point, to end: Point, frames: Int) {
    touch(.began, start)
    for step in 1...frames {
      frame()
      let f = Double(step) / Double(frames)
      touch(.moved, Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
    }
    touch(.ended, end)
  }

  /// A key press.
  func key(_ key: String) {
    dispatcher.dispatch(.key(KeyEvent(key: key, timestamp: time)))
  }

  /// Every element named `name` under the root, in tree order.
  func elements(_ name: String) -> [Element] {
    var found: [Element] = []
    func visit(_ element: Element) {
      for child in element.children {
        if child.name == name { found.append(child) }
        visit(child)
      }
    }
    visit(root)
    return found
  }

  /// The first element named `name` under the root.
  func element(_ name: String) -> Element? { elements(name).first }

  /// `element`'s frame in the window.
  func frame(of element: Element) -> Rect { element.convert(element.bounds, to: nil) }
}
