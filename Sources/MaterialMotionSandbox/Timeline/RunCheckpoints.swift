/// The run's checkpoints (``RunCheckpoint``), oldest first: one every ``interval`` seconds of
/// the run at most, kept while the timeline keeps their frame, within ``limitBytes``.
///
/// A takeover from frame F starts from the latest checkpoint at or before F that reaches F, and
/// replays only the frames between the two: its cost follows ``interval``, not the run's length.
@MainActor
final class RunCheckpoints {
  /// The run's time between checkpoints, in seconds (1 unless set).
  var interval: Double
  /// The most bytes the checkpoints may take (64 MiB unless set): past it the oldest go.
  let limitBytes: Int
  /// The checkpoints, oldest first.
  private(set) var all: [RunCheckpoint] = []
  /// Roughly how many bytes they take.
  private(set) var bytes = 0
  /// Whether the next frame that can be checkpointed should be, however soon.
  private var isForced = false

  /// No checkpoints yet; one every `interval` seconds, within `limitBytes`.
  init(interval: Double = 1, limitBytes: Int = 64 << 20) {
    self.interval = interval
    self.limitBytes = limitBytes
  }

  /// Whether a checkpoint is due at the run's time `time`.
  func isDue(at time: Double) -> Bool {
    guard !isForced, let last = all.last else { return true }
    return time - last.time >= interval - 1e-9 || time < last.time
  }

  /// Keeps `checkpoint`, letting the oldest go while they take more than ``limitBytes``.
  func add(_ checkpoint: RunCheckpoint) {
    isForced = false
    all.append(checkpoint)
    bytes += checkpoint.bytes
    var dropped = 0
    while bytes > limitBytes, dropped < all.count - 1 {
      bytes -= all[dropped].bytes
      dropped += 1
    }
    if dropped > 0 { all.removeFirst(dropped) }
  }

  /// The latest checkpoint that a takeover to the frame numbered `frame` can start from.
  func latest(reaching frame: Int) -> RunCheckpoint? {
    all.last { $0.frameNumber <= frame && ($0.lastUsableFrame ?? .max) >= frame }
  }

  /// A frame was skipped after the frame numbered `frame`: no checkpoint made so far reaches
  /// past it, and the next frame that can be checkpointed is.
  func frameSkipped(after frame: Int) {
    for index in all.indices where all[index].lastUsableFrame == nil {
      all[index].lastUsableFrame = frame
    }
    isForced = true
  }

  /// Lets go the checkpoints of frames before the frame numbered `frame` (the timeline no
  /// longer keeps them, so the frames after them cannot be replayed).
  func removeAll(before frame: Int) {
    let count = all.prefix { $0.frameNumber < frame }.count
    guard count > 0 else { return }
    bytes -= all[..<count].reduce(0) { $0 + $1.bytes }
    all.removeFirst(count)
  }

  /// Lets go the checkpoints of frames after the frame numbered `frame` (a takeover from it).
  func removeAll(after frame: Int) {
    while let last = all.last, last.frameNumber > frame {
      bytes -= last.bytes
      all.removeLast()
    }
  }

  /// Lets every checkpoint go.
  func removeAll() {
    all = []
    bytes = 0
    isForced = false
  }
}
