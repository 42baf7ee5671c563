import MaterialMotion

extension SandboxHost {
  /// A rewind the host carries out at the start of its next frame.
  struct Rewind {
    let end: Double
    let replayer: InputReplayer
    let fps: Double
    let restart: () -> Void
    let inputs: [PlatformInput]
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
      end: end, replayer: replayer, fps: fps, restart: restart, inputs: inputs)
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
    clock = FrameClock()
    timeControl = TimeControl()
    rewind.restart()
    isFastForwarding = true
    defer { isFastForwarding = false }
    let last = Self.lastFrame(atOrBefore: rewind.end, fps: rewind.fps)
    for k in 0...last {
      let t = Double(k) / rewind.fps
      frameTime = t
      rewind.replayer.deliver(upTo: t) { handle($0) }
      delegate?.hostWillDispatch(self)
      for event in translator.update(now: t) { send(event) }
      if let time = timeControl.advance(to: t, frameInterval: 1 / rewind.fps) {
        clock.tick(at: time)
      }
      delegate?.host(self, updateAt: clock.now)
    }
    // The next frame is frame last + 1 of the replayed grid.
    let next = Double(last + 1) / rewind.fps
    switch timing {
    case .realTime:
      timeShift = realTimeNow() - next
    case .virtual(let fps):
      frameShift = frameIndex - Int((next * fps).rounded())
      timeShift = Double(frameShift) / fps
    }
    pendingInputs = rewind.inputs + pendingInputs
  }
}
