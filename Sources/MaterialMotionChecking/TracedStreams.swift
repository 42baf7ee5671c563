import FoundationEssentials
import MaterialMotion

/// What a ``TraceRecorder`` keeps of the visualized streams from frame to frame: each stream's
/// keys (`stream NAME.value`, `stream NAME.state`) and its values last frame.
///
/// Names come from the streams' label prefixes (`scale: ` → `stream scale`; the second `scale`
/// → `stream scale[1]`; an empty prefix → `stream #N`, N its place). While the prefixes stay
/// the same as last frame and give distinct keys, each stream is compared with its own last
/// values by place, with no lookup by key.
@MainActor
package struct TracedStreams {
  /// Last frame's prefixes and the keys they gave, by place.
  private var prefixes: [String] = []
  private var names: [(value: String, state: String)] = []
  /// Whether `names` holds no key twice.
  private var distinct = true
  /// Last frame's values by place: the value (nil: none to trace) and the state.
  private var lastValues: [MotionTrace.Value?] = []
  private var lastStates: [MotionTrace.Value] = []

  /// Compares this frame's `streams` with last frame's: appends to `changes` those of the keys
  /// present (in the order the streams list them) and returns the keys gone since last frame
  /// (in last frame's order).
  mutating func appendChanges(
    of streams: [VisualizationTrace], to changes: inout [MotionTrace.Change]
  ) -> [MotionTrace.Change] {
    var values: [MotionTrace.Value?] = []
    var states: [MotionTrace.Value] = []
    values.reserveCapacity(streams.count)
    states.reserveCapacity(streams.count)
    for stream in streams {
      values.append(Self.value(stream))
      states.append(Self.state(stream))
    }
    defer {
      lastValues = values
      lastStates = states
    }
    if distinct, streams.count == prefixes.count,
      zip(streams, prefixes).allSatisfy({ $0.prefix == $1 })
    {
      var gone: [MotionTrace.Change] = []
      for index in names.indices {
        if let value = values[index] {
          if value != lastValues[index] {
            changes.append(MotionTrace.Change(key: names[index].value, value: value))
          }
        } else if lastValues[index] != nil {
          gone.append(MotionTrace.Change(key: names[index].value, value: nil))
        }
        if states[index] != lastStates[index] {
          changes.append(MotionTrace.Change(key: names[index].state, value: states[index]))
        }
      }
      return gone
    }
    // Streams came or went: compared key by key.
    let (lastOrder, last) = Self.keyed(names, lastValues, lastStates)
    prefixes = streams.map(\.prefix)
    names = Self.names(prefixes)
    distinct = Set(names.flatMap { [$0.value, $0.state] }).count == names.count * 2
    let (order, current) = Self.keyed(names, values, states)
    for key in order where last[key] != current[key] {
      changes.append(MotionTrace.Change(key: key, value: current[key]))
    }
    return lastOrder.filter { current[$0] == nil }.map { MotionTrace.Change(key: $0, value: nil) }
  }

  /// The name a trace gives the stream of a line with `prefix`: the prefix without the blanks
  /// and colons at its end (`release velocity: ` → `release velocity`).
  package static func baseName(ofPrefix prefix: String) -> String {
    var base = prefix
    while let last = base.last, last == " " || last == ":" { base.removeLast() }
    return base
  }

  /// The keys of streams with `prefixes`, by place.
  private static func names(_ prefixes: [String]) -> [(value: String, state: String)] {
    var seen: [String: Int] = [:]
    return prefixes.enumerated().map { index, prefix in
      var base = baseName(ofPrefix: prefix)
      if base.isEmpty { base = "#\(index + 1)" }
      let count = seen[base, default: 0]
      seen[base] = count + 1
      let name = "stream " + (count == 0 ? base : "\(base)[\(count)]")
      return ("\(name).value", "\(name).state")
    }
  }

  /// The keys in order and their values (a key given twice keeps its first place and its last
  /// value).
  private static func keyed(
    _ names: [(value: String, state: String)], _ values: [MotionTrace.Value?],
    _ states: [MotionTrace.Value]
  ) -> ([String], [String: MotionTrace.Value]) {
    var order: [String] = []
    var current: [String: MotionTrace.Value] = [:]
    func add(_ key: String, _ value: MotionTrace.Value) {
      if current.updateValue(value, forKey: key) == nil { order.append(key) }
    }
    for index in names.indices {
      if let value = values[index] { add(names[index].value, value) }
      add(names[index].state, states[index])
    }
    return (order, current)
  }

  /// The value a trace keeps of `stream`: its numbers rounded, or its text when that reads as
  /// a value; nil before its first value.
  private static func value(_ stream: VisualizationTrace) -> MotionTrace.Value? {
    if let components = stream.latestComponents {
      return .numbers(MotionTrace.Numbers(components.lazy.map(MotionTrace.rounded)))
    }
    if stream.text != ValueFormat.placeholder { return MotionTrace.value(stream.text) }
    return nil
  }

  /// `stream`'s state as a trace keeps it (`atRest` before its first).
  private static func state(_ stream: VisualizationTrace) -> MotionTrace.Value {
    .text(stream.latestState?.description ?? "atRest")
  }
}
