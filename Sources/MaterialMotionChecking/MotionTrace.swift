import FoundationEssentials
import MaterialMotion

/// What a replay did, frame by frame: every element's position, size, scale, rotation and
/// opacity, and every visualized stream's value and `state`, as changes from the frame before.
///
/// A trace is what a trace golden holds (``text``, read back by ``init(text:)``). Two traces are
/// compared value by value with a tolerance (``firstDivergence(from:tolerance:)``), so a trace
/// golden passes on any machine that computes the same motion, whatever its fonts or renderer.
///
/// Keys name what changed: `square.position` (an element's path of names, then the attribute;
/// an element without a name is named after its type, and siblings of the same name are told
/// apart by `[k]`), `stream scale.value` and `stream scale.state` (a visualized stream, by its
/// label's prefix). Numbers are kept to 4 decimals.
public struct MotionTrace: Sendable, Equatable, CustomStringConvertible {
  /// A traced value: numbers (a position's x and y, a scale) or a text (a `state`, a stream's
  /// value that is not a number).
  public enum Value: Sendable, Equatable, Codable, CustomStringConvertible {
    /// Numbers: x and y of a position, width and height of a size, one for the rest.
    case numbers(Numbers)
    /// A text: a `state` (`active`, `atRest`), a stream value that is not a number.
    case text(String)

    /// The numbers with 4 decimals, separated by a space; or the text.
    public var description: String {
      switch self {
      case .numbers(let numbers): return numbers.map(MotionTrace.format).joined(separator: " ")
      case .text(let text): return text
      }
    }
  }

  /// One key's change in a frame: its new value, or nil when the element or stream is gone.
  public struct Change: Sendable, Equatable {
    /// The key: `square.position`, `stream scale.state`.
    public var key: String
    /// Its new value; nil when it is gone (its element was removed or hidden).
    public var value: Value?

    /// A change of `key` to `value` (nil: gone).
    public init(key: String, value: Value?) {
      self.key = key
      self.value = value
    }
  }

  /// One frame: its clock time and what changed since the frame before (everything, in the
  /// first frame).
  public struct Frame: Sendable, Equatable {
    /// The frame clock's time, in seconds.
    public var time: Double
    /// What changed, in tree order (streams last).
    public var changes: [Change]

    /// A frame at `time` with `changes`.
    public init(time: Double, changes: [Change]) {
      self.time = time
      self.changes = changes
    }
  }

  /// What was replayed: the scene, the recording's file name, the window and the parameters.
  public struct Header: Sendable, Equatable {
    /// The scene replayed.
    public var scene: String
    /// The recording's file name.
    public var replay: String
    /// The window's width in points.
    public var width: Int
    /// The window's height in points.
    public var height: Int
    /// The replay's frame rate.
    public var fps: Double
    /// The scene parameters of the run (the recording's and `--set`'s).
    public var parameters: [String: Double]

    /// A header from its parts.
    public init(
      scene: String, replay: String, width: Int, height: Int, fps: Double,
      parameters: [String: Double]
    ) {
      self.scene = scene
      self.replay = replay
      self.width = width
      self.height = height
      self.fps = fps
      self.parameters = parameters
    }
  }

  /// What was replayed.
  public var header: Header
  /// The frames, from frame 0.
  public var frames: [Frame]

  /// A trace of `frames` under `header`.
  public init(header: Header, frames: [Frame]) {
    self.header = header
    self.frames = frames
  }

  /// `MotionTrace(tossable, tossable-toss.jsonl, 131 frames)`: the trace itself is ``text``.
  public var description: String {
    "MotionTrace(\(header.scene), \(header.replay), \(frames.count) frames)"
  }

  /// Every key's value in each frame, frame by frame from the first: `body` gets the frame's
  /// index and the values in force (keys gone are absent). Stops when `body` returns false.
  public func forEachState(_ body: (Int, [String: Value]) -> Bool) {
    var state: [String: Value] = [:]
    for (index, frame) in frames.enumerated() {
      for change in frame.changes { state[change.key] = change.value }
      if !body(index, state) { return }
    }
  }

  /// The values `key` had, per frame (nil where it did not exist).
  public func series(of key: String) -> [Value?] {
    var series: [Value?] = []
    series.reserveCapacity(frames.count)
    var current: Value?
    for frame in frames {
      for change in frame.changes where change.key == key { current = change.value }
      series.append(current)
    }
    return series
  }

  /// `value` rounded to 4 decimals (and -0 made 0): what a trace keeps.
  public static func rounded(_ value: Double) -> Double {
    // Past 1e15 a double has no fourth decimal to round (and times 10,000 it could overflow).
    guard value.isFinite, abs(value) < 1e15 else { return value }
    let rounded = (value * 10_000).rounded() / 10_000
    return rounded == 0 ? 0 : rounded
  }

  /// `value` with 4 decimals, `nan` and `inf` / `-inf` for what is not finite (see
  /// `ValueFormat.decimal`).
  static func format(_ value: Double) -> String {
    ValueFormat.decimal(value, digits: 4)
  }
}
