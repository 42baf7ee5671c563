/// What one visualized stream did lately, for plots: its numeric values and its `state` changes
/// over time, kept by a ``VisualizationElement`` whose ``VisualizationElement/recordsTraces`` is
/// on.
///
/// `visualize` records every value it shows that is a `Double` (one component) or a ``Point``
/// (two: x and y); other values are shown as text only. Times are the visualization element's
/// clock time when the value or state arrived. Only the last ``capacity`` samples and state
/// changes are kept.
///
/// A trace knows its stream's latest value and state even before recording starts, so when the
/// strip starts recording (``VisualizationElement/recordsTraces`` turned on) the trace starts
/// from them: a stream that is already moving at that moment is recorded as active, with its
/// current value, rather than as at rest with no value until it next changes.
@MainActor
public final class VisualizationTrace {
  /// One recorded value.
  public struct Sample: Sendable, Equatable {
    /// The clock time it arrived at.
    public var time: Double
    /// Its components: one for a `Double`, x and y for a ``Point``.
    public var components: [Double]
  }

  /// The label's prefix, e.g. `"scale: "`.
  public let prefix: String
  /// The most samples (and state changes) kept.
  public let capacity: Int
  /// The recorded values, oldest first.
  public private(set) var samples: [Sample] = []
  /// The text the line shows now (without the prefix), as its format made it.
  public internal(set) var text = ValueFormat.placeholder
  /// The `state` changes, oldest first, each with the clock time it arrived at.
  public private(set) var stateChanges: [(time: Double, state: MotionState)] = []

  /// The stream's latest numeric value, kept whether or not it is being recorded.
  fileprivate enum Latest: Equatable {
    case number(Double)
    case point(Point)
  }
  private var latestValue: Latest?
  /// The clock time at which the latest value arrived, if it differed from the value before it
  /// (a stream that sends the same value again keeps the time it first sent it); nil before the
  /// first value. What the sandbox's E key reads to find when a gesture's release velocity
  /// arrived.
  public private(set) var latestValueChangedAt: Double?
  /// The stream's latest `state`, kept whether or not it is being recorded (nil before the
  /// first).
  public private(set) var latestState: MotionState?

  /// The stream's latest numeric value, kept whether or not it is being recorded: one component
  /// for a `Double`, x and y for a ``Point``; nil before the first, or for other values.
  public var latestComponents: [Double]? {
    switch latestValue {
    case .number(let number): return [number]
    case .point(let point): return [point.x, point.y]
    case nil: return nil
    }
  }

  /// Creates an empty trace for a line whose label starts with `prefix`.
  public init(prefix: String, capacity: Int = 1024) {
    self.prefix = prefix
    self.capacity = max(2, capacity)
  }

  /// Records `value` at `time` if it is a `Double` or a ``Point``.
  public func record<T>(_ value: T, at time: Double) {
    let components: [Double]
    if let number = value as? Double {
      components = [number]
      keep(.number(number), at: time)
    } else if let point = value as? Point {
      components = [point.x, point.y]
      keep(.point(point), at: time)
    } else {
      return
    }
    samples.append(Sample(time: time, components: components))
    if samples.count > capacity { samples.removeFirst(samples.count - capacity / 2) }
  }

  /// Records a `state` change at `time` (repeats of the current state are not recorded).
  public func record(_ state: MotionState, at time: Double) {
    latestState = state
    if stateChanges.last?.state == state { return }
    stateChanges.append((time, state))
    if stateChanges.count > capacity { stateChanges.removeFirst(stateChanges.count - capacity / 2) }
  }

  /// Keeps `value`, arrived at `time`, as the stream's latest (if it is a `Double` or a
  /// ``Point``) without recording it: what `visualize` does while the strip does not record
  /// traces.
  func remember<T>(_ value: T, at time: Double) {
    if let number = value as? Double {
      keep(.number(number), at: time)
    } else if let point = value as? Point {
      keep(.point(point), at: time)
    }
  }

  /// Keeps `latest`, arrived at `time`, as the latest value; its arrival time moves only when it
  /// differs from the value before.
  private func keep(_ latest: Latest, at time: Double) {
    if latest != latestValue { latestValueChangedAt = time }
    latestValue = latest
  }

  /// Keeps `state` as the stream's latest without recording it.
  func remember(_ state: MotionState) {
    latestState = state
  }

  /// Starts recording at `time` from the stream's latest state and value, if it sent any: the
  /// state becomes a change at `time` and the value a sample at `time`.
  func start(at time: Double) {
    if let latestState { record(latestState, at: time) }
    switch latestValue {
    case .number(let number): record(number, at: time)
    case .point(let point): record(point, at: time)
    case nil: break
    }
  }

  /// The state in force at `time` (at rest before the first recorded change).
  public func state(at time: Double) -> MotionState {
    stateChanges.last { $0.time <= time }?.state ?? .atRest
  }

  /// Everything the trace holds at one moment (``VisualizationElement/checkpoint()``).
  struct Checkpoint {
    let samples: [Sample]
    let stateChanges: [(time: Double, state: MotionState)]
    let text: String
    fileprivate let latestValue: Latest?
    let latestValueChangedAt: Double?
    let latestState: MotionState?

    /// Roughly how many bytes it takes of its own (arrays it shares with the trace cost nothing
    /// until one of them changes).
    var bytes: Int { MemoryLayout<Self>.stride + samples.count * 48 + stateChanges.count * 24 }
  }

  /// Everything the trace holds now.
  func checkpoint() -> Checkpoint {
    Checkpoint(
      samples: samples, stateChanges: stateChanges, text: text, latestValue: latestValue,
      latestValueChangedAt: latestValueChangedAt, latestState: latestState)
  }

  /// Holds exactly what it held at `checkpoint`.
  func restore(_ checkpoint: Checkpoint) {
    samples = checkpoint.samples
    stateChanges = checkpoint.stateChanges
    text = checkpoint.text
    latestValue = checkpoint.latestValue
    latestValueChangedAt = checkpoint.latestValueChangedAt
    latestState = checkpoint.latestState
  }
}
