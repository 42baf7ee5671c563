import MaterialMotion
import MaterialMotionSandbox
import Testing

/// Every built-in scene builds in a context made without a window, runs a few frames, and
/// leaves nothing behind when torn down.
@MainActor
struct SceneLifecycleTests {
  @Test func builtInScenesAreTheAppsInNumberKeyOrder() {
    #expect(
      BuiltInScenes.all.map { $0.name } == [
        "scalable", "draggable", "rotatable", "direct", "tossable", "tap", "valve", "pinch-lab",
        "stress", "arc-move", "change-direction", "swipeable-list", "spring", "tween", "carousel",
        "sticker-picker",
        "modal-dialog", "photo-album", "push-back", "fab-reveal", "material-expansion",
        "gesture-lab",
      ])
    #expect(BuiltInScenes.all.count == 22, "tearDownLeavesNothingBehind's range covers them all")
  }

  @Test(arguments: 0..<22)
  func tearDownLeavesNothingBehind(index: Int) {
    let scene = BuiltInScenes.all[index]
    let root = Element()
    root.size = Size(width: 800, height: 600)
    let clock = FrameClock()
    let context = SceneContext(root: root, clock: clock, dispatcher: InputDispatcher(root: root))
    let instance = scene.init(context: context)
    #expect(!root.children.isEmpty, "\(scene.name) added nothing")
    for frame in 1...90 {
      let time = Double(frame) / 60
      clock.tick(at: time)
      instance.update(time: time)
    }
    instance.tearDown()
    #expect(root.children.isEmpty, "\(scene.name) left \(root.children.count) elements")
    #expect(root.gestureRecognizers.isEmpty, "\(scene.name) left recognizers on the root")
    #expect(!clock.hasFrameObservers, "\(scene.name) left frame observers")
  }

  /// A stage's helpers: the standard square, kept subscriptions and the runtime go with it.
  @Test func stageTearDownUndoesItsHelpers() {
    let root = Element()
    root.size = Size(width: 400, height: 300)
    let clock = FrameClock()
    let stage = SceneStage(
      SceneContext(root: root, clock: clock, dispatcher: InputDispatcher(root: root)))
    let square = stage.makeSquare()
    #expect(square.position == stage.center && square.size == Size(width: 200, height: 200))
    var values: [Double] = []
    let property = ReactiveProperty(1.0)
    stage.keep(property.asStream().subscribeToValue { values.append($0) })
    stage.motion.connect(
      Spring(to: 2.0, clock: clock).stream(for: square.scaleProperty), to: square.scaleProperty)
    stage.tearDown()
    property.value = 3
    #expect(values == [1])
    #expect(root.children.isEmpty)
    #expect(!clock.hasFrameObservers)
  }
}
