import MaterialMotion
import MaterialMotionSDL

/// Everything the gesture lab measures of the touchpad gestures in a run, event by event: per
/// kind, the counts, fingers, intervals and deltas; the latency from each event's time to the
/// frame that showed it; and the anomalies, with when they happened.
///
/// Feed it every input (``record(_:)``; what is not a touchpad gesture is ignored) and, once
/// per frame before the frame is drawn, the frame's time and the time the previous frame was
/// shown (``frame(time:lastShown:)``). Each call is O(1), so it keeps up with any event rate; the same
/// input and frame times always give the same statistics.
package struct GestureStatistics: Equatable, Sendable {
  /// Per kind, in ``GestureKind`` order.
  private(set) var kinds: [GestureKind: GestureKindStatistics] = Dictionary(
    uniqueKeysWithValues: GestureKind.allCases.map { ($0, GestureKindStatistics($0)) })
  /// Milliseconds from an event's time to the present of the frame that showed it, in 0.1 ms
  /// bins up to 500.
  private(set) var latency = ValueHistogram(0, 500, bins: 5000)
  /// Milliseconds from an event's time to the start of the frame that read it (its time): at
  /// most one frame interval when every event reaches the first frame after it.
  private(set) var readDelay = ValueHistogram(0, 500, bins: 5000)
  /// Milliseconds between the frames that were measured.
  private(set) var frameIntervals = ValueHistogram(0, 500, bins: 5000)
  private var lastFrame: Double?
  /// Whether the events in `shown` were read by a frame with a time.
  private var shownWereRead = false
  /// The first ``anomalyLimit`` anomalies, in order, and how many there were in all.
  private(set) var anomalies: [GestureAnomaly] = []
  private(set) var anomalyCount = 0
  /// The last few anomalies, whatever their number.
  private(set) var recentAnomalies: [GestureAnomaly] = []
  /// Milliseconds between consecutive events of one gesture, of every kind.
  private(set) var allIntervals = ValueHistogram(0, 500, bins: 5000)
  /// The touchpads the gestures came from, in the order they were first announced.
  private(set) var devices: [TouchpadDevice] = []
  /// The time of the first and the last gesture event.
  private(set) var firstTime: Double?
  private(set) var lastTime: Double?

  /// At most this many anomalies are kept (all are counted).
  static let anomalyLimit = 1000

  /// A gesture under way: its last event's time, a pinch's scale then, and whether that event
  /// was the begin.
  private struct Ongoing: Equatable, Sendable {
    var time: Double
    var scale: Double
    var isBegin = false
  }
  private var ongoing: [GestureKind: Ongoing] = [:]
  /// Event times that arrived since the last frame, and those shown in that frame.
  private var arrived: [Double] = []
  private var shown: [Double] = []

  /// No event and no frame yet.
  package init() {}

  /// Counts `timed` if it is a touchpad gesture event, and notes the touchpad a device
  /// announcement names.
  package mutating func record(_ timed: TimedInput) {
    if case .touchpadDevice(let device) = timed.input, !devices.contains(device) {
      devices.append(device)
    }
    guard let (kind, phase, fingers, cancelled) = GestureKind.of(timed.input) else { return }
    let t = timed.time
    firstTime = firstTime ?? t
    lastTime = t
    arrived.append(t)
    // Taken out while it changes: a copy left in the dictionary would make every change copy
    // the 5,000 interval bins.
    var stats = kinds.removeValue(forKey: kind) ?? GestureKindStatistics(kind)
    defer { kinds[kind] = stats }
    let previous = ongoing[kind]
    // A hold sends no reports between its begin and end: that span is how long the fingers
    // rested, not an interval between events.
    if let previous, phase != .begin, kind != .hold {
      let interval = t - previous.time
      stats.intervals.add(interval * 1000)
      allIntervals.add(interval * 1000)
      if interval > GestureAnomaly.gapLimit {
        flag(t, kind, .gap, "\(ms(interval)) ms between two events (over 50 ms)")
      } else if interval < 0 || (interval == 0 && !previous.isBegin) {
        // A begin and the event after it come from one frame of the device, with one stamp.
        flag(t, kind, .outOfOrder, "stamped \(ms(interval)) ms after the event before it")
      }
    }
    switch phase {
    case .begin:
      if previous != nil {
        flag(t, kind, .beginDuringGesture, "a \(kind.rawValue) began before the last one ended")
      }
      stats.begins += 1
      stats.fingers[fingers, default: 0] += 1
    case .update:
      stats.updates += 1
    case .end:
      if cancelled { stats.cancelled += 1 } else { stats.ends += 1 }
    }
    if previous == nil, phase != .begin {
      flag(t, kind, .withoutBegin, "\(phase.rawValue) with no \(kind.rawValue) begun")
    }
    var scale = previous?.scale ?? 1
    switch timed.input {
    case .touchpadPinch(let pinch):
      if !(pinch.scale > 0) || !pinch.scale.isFinite {
        flag(t, kind, .badScale, "scale \(pinch.scale)")
      } else {
        if phase == .update {
          stats.first.add(pinch.scale - scale)
          stats.second.add(pinch.rotationDegrees)
          let change = abs(pinch.scale / scale - 1)
          if change > GestureAnomaly.scaleJump {
            flag(t, kind, .jump, "scale changed by \(Int((change * 100).rounded())) % in one event")
          }
        }
        scale = pinch.scale
      }
      if abs(pinch.rotationDegrees) > GestureAnomaly.angleJump {
        flag(
          t, kind, .jump,
          "turned \(ValueFormat.signed(pinch.rotationDegrees, digits: 1))° in one event")
      }
    case .touchpadSwipe(let swipe) where phase == .update:
      stats.first.add(swipe.delta.x)
      stats.second.add(swipe.delta.y)
      let distance = (swipe.delta.x * swipe.delta.x + swipe.delta.y * swipe.delta.y).squareRoot()
      if distance > GestureAnomaly.swipeJump {
        flag(t, kind, .jump, "moved \(Int(distance.rounded())) points in one event")
      }
    default:
      break
    }
    ongoing[kind] = phase == .end ? nil : Ongoing(time: t, scale: scale, isBegin: phase == .begin)
  }

  /// A frame read its input at `time` (the run's time of the frame, after its input) and will
  /// show it: the events that arrived since the last call reached this frame, and their delay
  /// is counted (``readDelay``); the events of the frame before were shown at `lastShown` (the
  /// host's ``SandboxHost/lastShownTime``), and their latency is counted. Both nil on virtual
  /// time (replays, headless runs), where no frame happens at a real time: nothing is measured.
  ///
  /// Events a frame read without a time are not measured at the next frame either: they were not
  /// read at a real time (a rewind's replay, say), so their latency would mean nothing.
  package mutating func frame(time: Double?, lastShown: Double?) {
    if let lastShown, lastShown.isFinite, shownWereRead {
      for t in shown { latency.add(max(0, lastShown - t) * 1000) }
    }
    if let time, time.isFinite {
      for t in arrived { readDelay.add(max(0, time - t) * 1000) }
      if let lastFrame { frameIntervals.add((time - lastFrame) * 1000) }
      lastFrame = time
    } else {
      lastFrame = nil
    }
    swap(&shown, &arrived)
    arrived.removeAll(keepingCapacity: true)
    shownWereRead = time?.isFinite == true
  }

  /// The statistics of `kind`.
  subscript(kind: GestureKind) -> GestureKindStatistics {
    kinds[kind] ?? GestureKindStatistics(kind)
  }

  /// Every gesture event counted.
  var events: Int { kinds.values.reduce(0) { $0 + $1.events } }

  private mutating func flag(
    _ t: Double, _ kind: GestureKind, _ problem: GestureAnomaly.Problem, _ detail: String
  ) {
    anomalyCount += 1
    let anomaly = GestureAnomaly(t: t, gesture: kind, problem: problem, detail: detail)
    if recentAnomalies.count == 8 { recentAnomalies.removeFirst() }
    recentAnomalies.append(anomaly)
    if anomalies.count < Self.anomalyLimit { anomalies.append(anomaly) }
  }

  private func ms(_ seconds: Double) -> String { ValueFormat.fixed(seconds * 1000, digits: 1) }
}
