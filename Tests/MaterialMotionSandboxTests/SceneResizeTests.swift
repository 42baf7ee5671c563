import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// Scenes follow the window when it is resized.
@MainActor
struct SceneResizeTests {
  /// Builds `type` in an 800×600 root; returns the scene, its root and dispatcher.
  func build(_ type: any SandboxScene.Type) -> (any SandboxScene, Element, InputDispatcher) {
    let root = Element()
    root.frame = Rect(x: 0, y: 0, width: 800, height: 600)
    let dispatcher = InputDispatcher(root: root)
    let scene = type.init(
      context: SceneContext(root: root, clock: FrameClock(), dispatcher: dispatcher))
    return (scene, root, dispatcher)
  }

  func drag(_ dispatcher: InputDispatcher, from start: Point, to end: Point) {
    var time = 0.0
    func touch(_ phase: TouchEvent.Phase, _ point: Point) {
      time += 0.016
      dispatcher.dispatch(
        .touch(TouchEvent(id: 1, phase: phase, location: point, timestamp: time)))
    }
    touch(.began, start)
    for step in 1...10 {
      let f = Double(step) / 10
      touch(
        .moved,
        Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
    }
    touch(.ended, end)
  }

  /// draggable's rubber band follows the window: after a resize to 1024×700 a drag to x = 832
  /// (inside the new window) goes all the way, instead of being pulled back at the old edge.
  @Test func draggablesRubberBandEdgeFollowsAResize() throws {
    let (scene, root, dispatcher) = build(DraggableScene.self)
    defer { scene.tearDown() }
    let square = try #require(root.children.first { $0.name == "square" })
    root.frame = Rect(x: 0, y: 0, width: 1024, height: 700)
    #expect(square.position == Point(x: 512, y: 350))
    drag(dispatcher, from: Point(x: 512, y: 350), to: Point(x: 832, y: 350))
    #expect(abs(square.position.x - 832) < 1e-9, "square at \(square.position)")
    // And it still resists beyond the new edge (at most 48 points past it).
    drag(dispatcher, from: Point(x: 832, y: 350), to: Point(x: 1400, y: 350))
    #expect(square.position.x > 1024 && square.position.x <= 1024 + 48)
  }
}
