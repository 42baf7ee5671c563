/// Slow motion, pause and single-frame steps for a ``FrameClock``, like the iOS Simulator's Slow
/// Animations: it turns the time of each displayed frame (real or virtual) into the time the
/// frame clock should tick to, so springs, tweens, delays and visualize flashes slow down or
/// stop, while input keeps its own time.
///
/// ```swift
/// var control = TimeControl()
/// control.speed = 0.1                       // ten times slower
/// if let time = control.advance(to: frameTime, frameInterval: 1.0 / 60) {
///   clock.tick(at: time)                    // nil while paused: the clock does not move
/// }
/// ```
///
/// The clock time advances by the frame's elapsed time × ``speed`` while running; while paused it
/// stands still, and each ``step()`` advances it by exactly one frame interval at the next frame.
/// The first frame sets the clock time to the frame's time. Deterministic: the same frame times
/// and the same calls give the same clock times.
public struct TimeControl: Sendable, Equatable {
  /// The speeds ``cycleSpeed()`` goes through: normal, a quarter, a tenth.
  public static let speeds: [Double] = [1, 0.25, 0.1]

  /// The clock's speed relative to the frames' time (1 = normal, 0.1 = ten times slower);
  /// values are clamped to 0.01...100.
  public var speed: Double = 1 {
    didSet { speed = speed.isFinite ? min(100, max(0.01, speed)) : 1 }
  }
  /// Whether the clock stands still.
  public private(set) var isPaused = false
  /// The clock time of the last frame that advanced it.
  public private(set) var clockTime = 0.0
  private var lastFrameTime: Double?
  private var pendingSteps = 0

  /// Creates a running control at normal speed.
  public init() {}

  /// Pauses or resumes.
  public mutating func togglePause() {
    isPaused.toggle()
    pendingSteps = 0
  }

  /// Pauses (does nothing when paused).
  public mutating func pause() {
    if !isPaused { togglePause() }
  }

  /// Resumes (does nothing when running).
  public mutating func resume() {
    if isPaused { togglePause() }
  }

  /// While paused, advances the clock by one frame interval at the next frame (several steps
  /// queue, one per frame). Does nothing while running.
  public mutating func step() {
    if isPaused { pendingSteps += 1 }
  }

  /// Goes to the next of ``speeds`` after the current speed (back to 1 after the last).
  public mutating func cycleSpeed() {
    let index = Self.speeds.firstIndex(of: speed) ?? 0
    speed = Self.speeds[(index + 1) % Self.speeds.count]
  }

  /// Whether the next frame may leave the clock where it is (paused, no step queued): a render
  /// loop can then skip drawing unless something else changed.
  public var isIdle: Bool { isPaused && pendingSteps == 0 && lastFrameTime != nil }

  /// The clock time for a frame at `frameTime` (seconds, never decreasing), or nil when the
  /// clock should not move (paused with no step queued). `frameInterval` is one frame's
  /// duration, the size of a step.
  public mutating func advance(to frameTime: Double, frameInterval: Double) -> Double? {
    defer { lastFrameTime = frameTime }
    guard let last = lastFrameTime else {
      clockTime = frameTime
      return clockTime
    }
    if isPaused {
      guard pendingSteps > 0 else { return nil }
      pendingSteps -= 1
      clockTime += max(0, frameInterval)
      return clockTime
    }
    clockTime += max(0, frameTime - last) * speed
    return clockTime
  }

  /// A short description for a readout: nil at normal speed while running, else e.g.
  /// `"paused"` or `"slow motion 0.25×"`.
  public var readout: String? {
    let slow = speed == 1 ? nil : "\(ValueFormat.fixed(speed, digits: 2))×"
    switch (isPaused, slow) {
    case (true, let slow?): return "paused (at \(slow))"
    case (true, nil): return "paused"
    case (false, let slow?): return "slow motion \(slow)"
    case (false, nil): return nil
    }
  }
}
