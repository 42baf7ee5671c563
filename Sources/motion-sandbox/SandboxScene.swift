import MaterialMotion
import MaterialMotionSDL

/// What a scene is given to build itself: the window's root element and the frame clock.
@MainActor
struct SceneContext {
  /// The window's root element (the scenes' container), sized to the window.
  let root: Element
  /// The frame clock animations run on.
  let clock: FrameClock
  /// Key and wheel events not consumed by the app.
  let dispatcher: InputDispatcher
  /// Every SDL input event, described (for the pinch lab).
  let rawInput: MotionObservable<RawInputEvent>
  /// "frame 4.1 ms (median 3.9, p99 6.0) · ..." over the last frames.
  let frameTimeSummary: () -> String
}

/// A scene of the sandbox: builds its elements and interactions under the root when created and
/// leaves nothing behind when ``tearDown()`` is called.
@MainActor
protocol SandboxScene: AnyObject {
  /// The name used by `--scene` and shown in the title.
  static var name: String { get }
  /// One line telling the user what to do.
  static var hint: String { get }
  /// Builds the scene.
  init(context: SceneContext)
  /// Called once per frame after the clock ticked.
  func update(time: Double)
  /// Removes everything the scene added and stops everything it started.
  func tearDown()
}

extension SandboxScene {
  func update(time: Double) {}
}
