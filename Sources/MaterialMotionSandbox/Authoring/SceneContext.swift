import MaterialMotion
import MaterialMotionSDL

/// What a scene is given to build itself: the window's root element, the frame clock, the input
/// and a frame-time readout.
///
/// The sandbox makes a new context for every scene it shows. Everything in it belongs to the
/// sandbox and outlives the scene: a scene adds children and connections to it, and removes them
/// in ``SandboxScene/tearDown()``.
@MainActor
public struct SceneContext {
  /// The window's root element, the scenes' container: sized to the window in points (resized
  /// with it), with its origin at the top left. Gesture recognizers added to it see every touch
  /// in the window.
  public let root: Element
  /// The frame clock animations run on: ticked once per frame with real time in a window, with
  /// virtual time (frame *k* at *k* / fps) in headless runs and replays, in both cases through
  /// the time control (slow motion runs it slower; paused, it stands still).
  public let clock: FrameClock
  /// The time of the current frame on the input's clock (seconds; real time in a window, virtual
  /// time in replays), which time control does not slow: the clock of ``input``'s event times.
  public let inputTime: () -> Double
  /// Routes touches, pinches, wheel and key events to gesture recognizers. Its `keyEvents` stream
  /// carries the key events the sandbox did not consume (it consumes Esc, F1, F12 and the number
  /// keys); ``SceneStage/onKeyDown(_:)`` is the easy way to react to them.
  public let dispatcher: InputDispatcher
  /// Every input event the sandbox handles, live or replayed, as the platform delivered it
  /// (mouse, wheel, finger, multigesture, touchpad gesture, key, window resize), before it
  /// becomes recognizer input: what a lab shows raw. It emits values only and never sends on
  /// the `state` channel.
  public let input: MotionObservable<TimedInput>
  /// The frame-time readout the F1 overlay shows: "frame 4.1 ms (median 3.9, p99 6.0) · ..."
  /// over the last frames in a window, the virtual frame and time in headless runs and replays.
  public let frameTimeSummary: () -> String
  /// When the last frame was shown, on the input's clock (seconds): when its present returned,
  /// in a window on real time; nil on virtual time (headless runs and replays) and while a
  /// rewind replays the run, where frames are not shown at any real time. Input that arrived before the previous
  /// ``SandboxScene/update(time:)`` was shown in that frame, so the gap between the two is the
  /// input's latency (what `gesture-lab` measures).
  public let shownTime: () -> Double?
  /// The live values of the scene's parameters (its type's ``SandboxScene/parameters``), which
  /// the tuning panel and `--set` change; ``SceneStage/parameter(_:)`` reads them.
  public let tuning: SceneTuning

  /// Creates a context. The sandbox makes one for every scene it shows; create one yourself to
  /// build a scene in a test without a window.
  ///
  /// - Parameters:
  ///   - root: The container of the scene.
  ///   - clock: The clock animations run on.
  ///   - dispatcher: The input routed to `root`'s tree (usually `InputDispatcher(root: root)`).
  ///   - input: The platform input; by default a stream that never emits.
  ///   - frameTimeSummary: The frame-time readout; by default an empty string.
  ///   - inputTime: The input clock's time of the current frame; by default `clock`'s time.
  ///   - tuning: The live parameter values; by default none, so every
  ///     ``SceneStage/parameter(_:)`` holds its parameter's default.
  ///   - shownTime: When the last frame was shown; by default never (nil).
  public init(
    root: Element, clock: FrameClock, dispatcher: InputDispatcher,
    input: MotionObservable<TimedInput> = MotionObservable { _ in {} },
    frameTimeSummary: @escaping () -> String = { "" }, inputTime: (() -> Double)? = nil,
    tuning: SceneTuning? = nil, shownTime: @escaping () -> Double? = { nil }
  ) {
    self.tuning = tuning ?? SceneTuning()
    self.root = root
    self.clock = clock
    self.inputTime = inputTime ?? { [clock] in clock.now }
    self.shownTime = shownTime
    self.dispatcher = dispatcher
    self.input = input
    self.frameTimeSummary = frameTimeSummary
  }

  /// A new `MotionRuntime` over ``root`` on ``clock``. Its visualization strip sits along the
  /// root's bottom edge. Call `disconnectAll()` on it when the scene is torn down
  /// (``SceneStage`` makes one and does that for you).
  public func makeRuntime() -> MotionRuntime {
    MotionRuntime(containerElement: root, clock: clock)
  }
}
