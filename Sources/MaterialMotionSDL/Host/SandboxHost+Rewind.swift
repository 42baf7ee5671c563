import MaterialMotion

extension SandboxHost {
  /// A rewind the host carries out at the start of its next frame.
  struct Rewind {
    /// How the run is brought back.
    enum Way {
      /// From its start, replaying a recording on its frame grid through `end`.
      case grid(end: Double, replayer: InputReplayer, fps: Double)
      /// From a state the caller restores, making `frames` again.
      case restored(RewindStart, frames: [RewindFrame])
    }
    let way: Way
    let restart: () -> Void
    let inputs: [PlatformInput]
  }

  /// Where a rewind from a restored state starts: the end of a frame of the run, as the caller
  /// restores it (``rewind(from:replaying:restore:then:)``).
  public struct RewindStart: Sendable {
    /// The run's time of the frame (input time).
    public var time: Double
    /// The frame clock's time then.
    public var clockTime: Double
    /// The time control as it was then.
    public var timeControl: TimeControl
    /// How many touchscreen touches the translator had numbered (from a reset) by then: the
    /// touches after it get the numbers they had.
    public var touchesNumbered: Int
    /// Whether the run keeps its ``clock`` (set back to `clockTime`, its frame observers kept:
    /// the caller puts the very scenes that ran back to the earlier state) rather than getting
    /// a new one (the caller builds the scenes anew on it).
    public var keepsClock: Bool

    /// The end of the frame at the run's `time`, the clock at `clockTime`.
    public init(
      time: Double, clockTime: Double, timeControl: TimeControl, touchesNumbered: Int,
      keepsClock: Bool = false
    ) {
      self.time = time
      self.clockTime = clockTime
      self.timeControl = timeControl
      self.touchesNumbered = touchesNumbered
      self.keepsClock = keepsClock
    }
  }

  /// One frame of the run made again by a rewind: its time and the input handled in it, in
  /// order.
  public struct RewindFrame: Sendable {
    /// The run's time of the frame.
    public var time: Double
    /// The input handled in it.
    public var inputs: ArraySlice<TimedInput>

    /// The frame at the run's `time`, with `inputs`.
    public init(time: Double, inputs: ArraySlice<TimedInput>) {
      self.time = time
      self.inputs = inputs
    }
  }

  /// Starts the run over and brings it back to the run's time `end` by replaying `replayer`'s
  /// input on virtual time, exactly as a replay of a recording of that input at `fps` would
  /// (frame k at k / `fps`, through the last frame at or before `end`), without drawing; then
  /// the run goes on live from the frame after that one, and `inputs` are handled first in it.
  ///
  /// It happens at the start of the next frame: every touch and pinch in progress is cancelled,
  /// the host gets a new ``clock``, a new ``timeControl`` and a translator with nothing in
  /// progress, the replay (if any) ends, and `restart` builds the run's scenes again (on the new
  /// clock) before the first replayed frame. While it replays, ``isFastForwarding`` is true, and
  /// the delegate sees ``SandboxHostDelegate/hostWillDispatch(_:)`` and
  /// ``SandboxHostDelegate/host(_:updateAt:)`` for every frame as in a replay. The sandbox's
  /// timeline takes a run over from an earlier frame with it.
  public func rewind(
    through end: Double, replaying replayer: InputReplayer, fps: Double,
    restart: @escaping () -> Void, then inputs: [PlatformInput] = []
  ) {
    pendingRewind = Rewind(
      way: .grid(end: end, replayer: replayer, fps: fps), restart: restart, inputs: inputs)
  }

  /// Brings the run back to a frame from the state it had at an earlier one, `start`: `restore`
  /// builds the run's scenes and puts them back to that state, then `frames` (the frames made
  /// after it, through the frame to go back to) are made again with their own times and input,
  /// without drawing, exactly as they were made; the run then goes on live from the frame after
  /// the last one, and `inputs` are handled first in it.
  ///
  /// It happens at the start of the next frame, as ``rewind(through:replaying:fps:restart:then:)``
  /// does, except that the ``clock`` (a new one, or the same one set back, as `start` says)
  /// starts at `start`'s clock time, the ``timeControl`` is `start`'s, and ``isFastForwarding``
  /// is already true while `restore` runs.
  public func rewind(
    from start: RewindStart, replaying frames: [RewindFrame], restore: @escaping () -> Void,
    then inputs: [PlatformInput] = []
  ) {
    pendingRewind = Rewind(
      way: .restored(start, frames: frames), restart: restore, inputs: inputs)
  }

  /// The last frame time at or before `end` on a grid of `fps` frames per second.
  public static func lastFrame(atOrBefore end: Double, fps: Double) -> Int {
    max(0, Int((end * fps + 1e-6).rounded(.down)))
  }

  func perform(_ rewind: Rewind) {
    cancelInput()
    translator.reset()
    decoder.restartTime()
    replay = nil
    replayTransform = nil
    isHeld = false
    let next: Double
    switch rewind.way {
    case .grid(let end, let replayer, let fps):
      clock = FrameClock()
      timeControl = TimeControl()
      rewind.restart()
      isFastForwarding = true
      defer { isFastForwarding = false }
      let last = Self.lastFrame(atOrBefore: end, fps: fps)
      for k in 0...last {
        let t = Double(k) / fps
        frameTime = t
        replayer.deliver(upTo: t) { handle($0) }
        makeFrameAgain(at: t, frameInterval: 1 / fps)
      }
      // The next frame is frame last + 1 of the replayed grid.
      next = Double(last + 1) / fps
    case .restored(let start, let frames):
      numberTouches(start.touchesNumbered)
      if start.keepsClock {
        clock.reset(to: start.clockTime)
      } else {
        clock = FrameClock(startTime: start.clockTime)
      }
      timeControl = start.timeControl
      frameTime = start.time
      isFastForwarding = true
      defer { isFastForwarding = false }
      rewind.restart()
      for frame in frames {
        frameTime = frame.time
        for input in frame.inputs { handle(input) }
        makeFrameAgain(at: frame.time, frameInterval: 1 / targetFPS)
      }
      next = (frames.last?.time ?? start.time) + 1 / targetFPS
    }
    switch timing {
    case .realTime:
      timeShift = realTimeNow() - next
    case .virtual(let fps):
      frameShift = frameIndex - Int((next * fps).rounded())
      timeShift = Double(frameShift) / fps
    }
    pendingInputs = rewind.inputs + pendingInputs
  }

  /// The rest of a frame made again after its input: what a live frame does, without drawing.
  private func makeFrameAgain(at t: Double, frameInterval: Double) {
    delegate?.hostWillDispatch(self)
    for event in translator.update(now: t) { send(event) }
    if let time = timeControl.advance(to: t, frameInterval: frameInterval) {
      clock.tick(at: time)
    }
    delegate?.host(self, updateAt: clock.now)
  }

  /// Moves the translator (just reset) on to touch number `count`, as `count` touches would:
  /// each is begun and ended in the translator alone, nothing is dispatched.
  private func numberTouches(_ count: Int) {
    for _ in 0..<max(0, count) {
      _ = translator.translate(.finger(FingerInput(.down, finger: 0, at: .zero)), timestamp: 0)
      _ = translator.translate(.finger(FingerInput(.up, finger: 0, at: .zero)), timestamp: 0)
    }
  }
}
