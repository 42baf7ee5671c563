/// What one visualized stream did lately, for plots: its numeric values and its `state` changes
/// over time, kept by a ``VisualizationElement`` whose ``VisualizationElement/recordsTraces`` is
/// on.
///
/// `visualize` records every value it shows that is a `Double` (one component) or a ``Point``
/// (two: x and y); other values are shown as text only. Times are the visualization element's
/// clock time when the value or state arrived. Only the last ``capacity`` samples and state
/// changes are kept.
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
    } else if let point = value as? Point {
      components = [point.x, point.y]
    } else {
      return
    }
    samples.append(Sample(time: time, components: components))
    if samples.count > capacity { samples.removeFirst(samples.count - capacity / 2) }
  }

  /// Records a `state` change at `time` (repeats of the current state are not recorded).
  public func record(_ state: MotionState, at time: Double) {
    if stateChanges.last?.state == state { return }
    stateChanges.append((time, state))
    if stateChanges.count > capacity { stateChanges.removeFirst(stateChanges.count - capacity / 2) }
  }

  /// The state in force at `time` (at rest before the first recorded change).
  public func state(at time: Double) -> MotionState {
    stateChanges.last { $0.time <= time }?.state ?? .atRest
  }
}
