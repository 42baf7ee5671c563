import MaterialMotionChecking

extension SceneReplay {
  /// Replays the recording, tracing every frame and drawing the frames at `indices` (-1 is the
  /// last frame made, other negative indices count from the planned end; indices outside the
  /// replay are ignored). The last frame is stored under its own index.
  /// `name` is the replay's name in the trace's header (the recording's file name by default).
  public func capture(frames indices: [Int] = [], name: String? = nil) throws -> ReplayCapture {
    let wanted = Set(indices.filter { $0 != -1 }.map { $0 < 0 ? frameCount + $0 : $0 })
    let wantsLast = indices.contains(-1)
    var made = 0
    var recorder = TraceRecorder(
      header: MotionTrace.Header(
        scene: sceneName, replay: name ?? fileName, width: header.width, height: header.height,
        fps: header.fps, parameters: parameters))
    var frames: [Int: FrameImage] = [:]
    try run(drawing: { index, isLast in wanted.contains(index) || wantsLast && isLast }) {
      [unowned self] frame in
      made = frame.index + 1
      recorder.record(frame.root, time: frame.time)
      if let rgb = frame.pixels {
        frames[frame.index] = FrameImage(
          width: frame.width, height: frame.height, rgb: rgb, environment: self.environment)
      }
    }
    return ReplayCapture(trace: recorder.trace, frames: frames, frameCount: made)
  }

  /// The recording's file name (`tossable-toss.jsonl`).
  public var fileName: String {
    String(path.split(separator: "/").last ?? Substring(path))
  }
}
