import MaterialMotion
import MaterialMotionSDL

/// Taking the run over from an earlier frame, and the checkpoints that make it quick.
extension SandboxSession {
  /// Makes a checkpoint of the frame the run just kept when one is due and can be made: no
  /// press, touch or gesture in progress, and the scenes and panels can say what they are
  /// doing (``SceneSwitcher/checkpoint(clockTime:)``).
  func makeCheckpointIfDue() {
    let time = host.frameTime
    guard makesCheckpoints, checkpoints.isDue(at: time), inputActivity.isIdle(at: time),
      let frame = history.frames.last, frame.number == host.frameIndex,
      let (switcher, scene) = switcher.checkpoint(clockTime: host.clock.now)
    else { return }
    checkpointsMade += 1
    checkpoints.add(
      RunCheckpoint(
        frameNumber: frame.number, time: time, clockTime: host.clock.now,
        timeControl: host.timeControl, inputEnd: log.end,
        touchesNumbered: inputActivity.touchesNumbered, windowSize: host.root.size,
        switcher: switcher, scene: scene))
  }

  /// Continues the run from the frame at position `index` of the timeline, `input` (a press,
  /// touch or pinch on the scene) first; returns whether it will (false: the run cannot be
  /// brought back there, and goes on live).
  ///
  /// From the latest checkpoint that reaches the frame, the scene and panels are put back to it
  /// (in place when the scene shown is the one that made it, else built anew first) and the
  /// frames from it to the frame are made again with the times and input they had
  /// (``SandboxHost/rewind(from:replaying:restore:then:)``): the run is then exactly as it was
  /// at that frame. Without one, while the log holds the whole run, the run starts over and
  /// replays its input through the last frame at or before that one on the recording's frame
  /// grid (exactly what a replay of the recording does). Either way the rest of the log, the
  /// timeline and the recording is cut off, and a `takeover` line says so in the recording. A
  /// replay's frame limit no longer applies: the run is live.
  func takeOver(fromFrame index: Int, with input: PlatformInput) -> Bool {
    let frames = history.frames
    let frame = frames[index]
    let replaced = max(0, host.frameTime - frame.time)
    if let checkpoint = checkpoints.latest(reaching: frame.number),
      checkpoint.inputEnd >= log.start,
      let from = history.index(ofFrameNumbered: checkpoint.frameNumber)
    {
      var again: [SandboxHost.RewindFrame] = []
      var position = checkpoint.inputEnd
      for made in frames[(from + 1)..<(index + 1)] {
        again.append(
          SandboxHost.RewindFrame(time: made.time, inputs: log.events(in: position..<made.inputEnd))
        )
        position = made.inputEnd
      }
      cutOff(after: index, inputEnd: frame.inputEnd, time: frame.time)
      lastTakeoverCheckpoint = checkpoint.frameNumber
      // The scene that made the checkpoint, if it is still shown, is put back to it on the same
      // clock; otherwise one is built anew.
      let inPlace = switcher.sceneBuild == checkpoint.switcher.sceneBuild
      let start = SandboxHost.RewindStart(
        time: checkpoint.time, clockTime: checkpoint.clockTime,
        timeControl: checkpoint.timeControl, touchesNumbered: checkpoint.touchesNumbered,
        keepsClock: inPlace)
      host.rewind(
        from: start, replaying: again,
        restore: { [unowned self] in self.restart(restoring: checkpoint, inPlace: inPlace) },
        then: [.takeover(replaced: replaced), input])
    } else if log.isComplete {
      lastTakeoverCheckpoint = nil
      let fps = log.header.fps
      let end = Double(SandboxHost.lastFrame(atOrBefore: frame.time, fps: fps)) / fps
      cutOff(
        after: history.index(atOrBefore: end), inputEnd: log.position(after: end), time: end)
      host.rewind(
        through: end, replaying: log.replayer(), fps: fps,
        restart: { [unowned self] in self.restart(restoring: nil, inPlace: false) },
        then: [.takeover(replaced: max(0, host.frameTime - end)), input])
    } else {
      return false
    }
    host.maxFrames = setup.frameLimit
    return true
  }

  /// Lets go what followed the frame at position `index` of the timeline: the log after its
  /// input (`inputEnd`), the recording after the run's time `time`, the frames and the
  /// checkpoints after it.
  private func cutOff(after index: Int, inputEnd: Int, time: Double) {
    log.discard(from: inputEnd)
    recording?.takeOver(at: time, host: host)
    let number = history.frames[index].number
    scrubber.cutSelection(after: history.frames[index].time)
    history.truncate(after: index)
    checkpoints.removeAll(after: number)
  }

  /// Builds the scenes and panels anew, as the setup starts them or back to `checkpoint`; or,
  /// `inPlace`, puts the scene shown and the panels back to `checkpoint`.
  private func restart(restoring checkpoint: RunCheckpoint?, inPlace: Bool) {
    if let checkpoint {
      if host.root.size != checkpoint.windowSize {
        let size = checkpoint.windowSize
        host.handle(
          TimedInput(
            time: checkpoint.time,
            input: .window(.resized(width: Int(size.width), height: Int(size.height)))))
      }
      inputActivity.reset(touchesNumbered: checkpoint.touchesNumbered)
      if inPlace {
        switcher.restoreInPlace(
          checkpoint.switcher, scene: checkpoint.scene, clockTime: checkpoint.clockTime)
      } else {
        switcher.dispose()
        switcher = Self.makeSwitcher(host, setup, showing: false)
        switcher.restore(
          checkpoint.switcher, scene: checkpoint.scene, clockTime: checkpoint.clockTime)
      }
    } else {
      switcher.dispose()
      inputActivity.reset(touchesNumbered: 0)
      switcher = Self.makeSwitcher(host, setup)
    }
    switcher.onScreenshot = { [unowned self] in self.onScreenshot?() }
    switcher.onLottie = { [unowned self] in self.writeLottie() }
    scrubber.runRestarts()
  }
}
