import FoundationEssentials
import MaterialMotionSDL

/// The gesture lab's numbers as a file to keep and share (`--report FILE.json`): the run, the
/// touchpads (named by ``TouchpadDevice`` announcements), per gesture kind the counts, fingers, rate, intervals and delta histograms, the
/// latency, the anomalies and the yardstick's checks.
///
/// Numbers are rounded (times to 0.1 ms, rates to 0.1 Hz) and keys sorted, so the same
/// recording always gives a byte-identical report.
struct GestureReport: Equatable, Sendable, Codable {
  /// What the file is.
  var report = "motion-sandbox touchpad gestures"
  var version = 1
  var run: Run
  /// The touchpads the gestures came from, as the platform named them.
  var devices: [Device]
  var gestures: [GestureKind: Kind]
  /// From each event's stamp to the present of the frame that showed it.
  var latencyMs: Spread
  /// From each event's stamp to the start of the frame that read it: within one frame interval
  /// (``frameIntervalMs``) when every event reached the first frame after it.
  var readDelayMs: Spread
  /// Between the frames of the run.
  var frameIntervalMs: Spread
  var anomalies: Anomalies
  var yardstick: Yardstick

  struct Run: Equatable, Sendable, Codable {
    /// The scene the run started in.
    var scene: String
    /// "real time" (a live run in a window: latency is measured to the present) or "virtual"
    /// (a replay or headless run: latency runs to each frame's time on the frame grid).
    var clock: String
    /// Seconds from the first gesture event to the last.
    var gestureSeconds: Double
    var events: Int
  }

  struct Device: Equatable, Sendable, Codable {
    /// `xi2` or `wayland`.
    var source: String
    /// The X input device's id; absent on Wayland.
    var id: Int?
    /// The X input device's name, or the Wayland seat's.
    var name: String
  }

  struct Spread: Equatable, Sendable, Codable {
    var count: Int
    var mean: Double?
    var p50: Double?
    var p95: Double?
    var max: Double?
  }

  struct Histogram: Equatable, Sendable, Codable {
    /// What the values are in: "" for a scale, "degrees", "points".
    var unit: String
    /// The range of the bins; `below` and `above` count the values outside it.
    var from: Double
    var to: Double
    var bins: [Int]
    var below: Int
    var above: Int
    var spread: Spread
  }

  struct Kind: Equatable, Sendable, Codable {
    var begin: Int
    var update: Int
    var end: Int
    var cancelled: Int
    /// Gestures by finger count.
    var fingers: [String: Int]
    /// Events a second while a gesture is under way.
    var rateHz: Double?
    var intervalMs: Spread
    /// Per-event changes by name: `scale` and `angle` for pinches, `dx` and `dy` for swipes.
    var deltas: [String: Histogram]
  }

  struct Anomalies: Equatable, Sendable, Codable {
    /// All of them; `list` holds the first ``GestureStatistics/anomalyLimit``.
    var count: Int
    var list: [GestureAnomaly]
  }

  struct Yardstick: Equatable, Sendable, Codable {
    var name: String
    var checks: [PrecisionTouchpadYardstick.Check]
  }

  /// The report of `statistics`, from a run that started in `scene` on `clock`.
  init(_ statistics: GestureStatistics, scene: String, realTime: Bool) {
    run = Run(
      scene: scene, clock: realTime ? "real time" : "virtual",
      gestureSeconds: Self.round((statistics.lastTime ?? 0) - (statistics.firstTime ?? 0), 4),
      events: statistics.events)
    devices = statistics.devices.map {
      Device(source: $0.source.rawValue, id: $0.id, name: $0.name)
    }
    var gestures: [GestureKind: Kind] = [:]
    for kind in GestureKind.allCases {
      let s = statistics[kind]
      let names = kind == .pinch ? ["scale", "angle"] : kind == .swipe ? ["dx", "dy"] : []
      let units = kind == .pinch ? ["", "degrees"] : ["points", "points"]
      var deltas: [String: Histogram] = [:]
      for (index, histogram) in [s.first, s.second].enumerated() where index < names.count {
        deltas[names[index]] = Histogram(
          unit: units[index], from: histogram.lower, to: histogram.upper, bins: histogram.bins,
          below: histogram.below, above: histogram.above, spread: Self.spread(histogram, 4))
      }
      gestures[kind] = Kind(
        begin: s.begins, update: s.updates, end: s.ends, cancelled: s.cancelled,
        fingers: Dictionary(uniqueKeysWithValues: s.fingers.map { (String($0.key), $0.value) }),
        rateHz: s.rate.map { Self.round($0, 1) }, intervalMs: Self.spread(s.intervals, 1),
        deltas: deltas)
    }
    self.gestures = gestures
    latencyMs = Self.spread(statistics.latency, 1)
    readDelayMs = Self.spread(statistics.readDelay, 1)
    frameIntervalMs = Self.spread(statistics.frameIntervals, 1)
    anomalies = Anomalies(
      count: statistics.anomalyCount,
      list: statistics.anomalies.map {
        var a = $0; a.t = Self.round(a.t, 4); return a
      })
    yardstick = Yardstick(
      name: PrecisionTouchpadYardstick.name,
      checks: PrecisionTouchpadYardstick.checks(statistics))
  }

  /// `value` rounded to `digits` decimals.
  static func round(_ value: Double, _ digits: Int) -> Double {
    let scale = [1.0, 10, 100, 1000, 10000][min(max(digits, 0), 4)]
    return (value * scale).rounded() / scale
  }

  private static func spread(_ h: ValueHistogram, _ digits: Int) -> Spread {
    Spread(
      count: h.count, mean: h.mean.map { round($0, digits) },
      p50: h.percentile(0.5).map { round($0, digits) },
      p95: h.percentile(0.95).map { round($0, digits) }, max: h.maximum.map { round($0, digits) })
  }

  /// The report as JSON text: keys sorted, pretty printed, snake_case keys, ending in a newline.
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }

  /// Reads a report written by ``json()``.
  static func decode(_ text: String) throws -> GestureReport {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(GestureReport.self, from: Data(text.utf8))
  }
}
