import MaterialMotion
import MaterialMotionSDL

@testable import MaterialMotionSandbox

/// Valid values and events: each field's extreme values inside its range (the README's range
/// table, ``RecordingLimits``), valid events of every type, times that keep the order.
extension CaseGenerator {
  static let header =
    #"{"format":"motion-sandbox-input","version":2,"scene":"scalable","size":[800,600],"fps":60}"#
  static let types = [
    "mouse.down", "mouse.up", "mouse.motion", "mouse.wheel", "finger.down", "finger.motion",
    "finger.up", "multigesture", "key.down", "key.up", "window.resize", "touchpad.pinch",
  ]

  /// An extreme value inside the range of field `key` (README, the range table).
  static func inRange(_ key: String, _ r: inout SplitMixRandom) -> String {
    func pick(_ range: ClosedRange<Double>, whole: Bool = false) -> String {
      let edges = [range.lowerBound, range.upperBound, 0, -0.0, 1, -1].filter { range.contains($0) }
      var value =
        r.chance(0.5) ? edges.randomElement(using: &r)! : Double.random(in: range, using: &r)
      if whole { value = value.rounded() }
      return number(value)
    }
    switch key {
    case "t": return pick(RecordingLimits.eventTime)
    case "x", "y":
      return pick(
        r.chance(0.5) ? RecordingLimits.windowCoordinate : RecordingLimits.normalisedCoordinate)
    case "dx", "dy": return pick(RecordingLimits.wheelDelta)
    // Large windows are slow to draw: most sizes stay small, a few reach the limit.
    case "w", "h": return pick(r.chance(0.97) ? 1...1200 : 1...8192, whole: true)
    case "finger": return pick(0...9_007_199_254_740_992, whole: true)
    case "fingers": return pick(0...31, whole: true)
    case "dDist", "dTheta": return pick(RecordingLimits.gestureDelta)
    case "scale": return pick(1e-45...100)
    case "rotation": return pick(RecordingLimits.pinchRotation)
    case "fps": return pick(RecordingLimits.fps)
    default: return pick(-1e6...1e6)
    }
  }

  /// A valid event line of a random type at `t`, with values at the edges of their ranges.
  static func validEvent(t: Double, _ r: inout SplitMixRandom) -> String {
    let type = types.randomElement(using: &r)!
    var fields: [(String, String)] = [("t", number(t)), ("type", "\"\(type)\"")]
    func add(_ keys: String...) { for key in keys { fields.append((key, inRange(key, &r))) } }
    func name(_ names: [String]) -> String { "\"\(names.randomElement(using: &r)!)\"" }
    let mods =
      "["
      + KeyModifiers.named.filter { _ in r.chance(0.3) }.map { "\"\($0.name)\"" }
      .joined(separator: ",") + "]"
    switch type {
    case "mouse.down", "mouse.up":
      add("x", "y")
      fields += [("button", name(["left", "middle", "right", "x1", "x2"])), ("mods", mods)]
    case "mouse.motion":
      add("x", "y")
      fields.append(("mods", mods))
    case "mouse.wheel":
      add("x", "y", "dx", "dy")
      fields.append(("mods", r.chance(0.5) ? #"["ctrl"]"# : mods))
    case "finger.down", "finger.motion", "finger.up":
      let finger =
        r.chance(0.7) ? String(Int.random(in: 0...3, using: &r)) : inRange("finger", &r)
      fields += [("finger", finger), ("x", normalised(&r)), ("y", normalised(&r))]
    case "multigesture":
      fields += [("x", normalised(&r)), ("y", normalised(&r))]
      add("dDist", "dTheta", "fingers")
    case "key.down", "key.up":
      fields += [("key", name(keys)), ("mods", mods)]
    case "window.resize":
      add("w", "h")
    default:
      fields += [
        ("phase", name(["begin", "update", "end"])), ("source", name(["xi2", "wayland"])),
      ]
      add("fingers", "scale", "rotation", "x", "y")
      fields.append(("cancelled", r.chance(0.3) ? "true" : "false"))
    }
    return RecordingLine(fields: fields).text
  }

  static func normalised(_ r: inout SplitMixRandom) -> String {
    number(
      r.chance(0.4)
        ? [-10.0, 10, 0, 1, 0.5, -0.0].randomElement(using: &r)!
        : Double.random(in: -10...10, using: &r))
  }

  /// The time of line `i` (or of the nearest event before it), so an inserted event keeps the
  /// times in order.
  static func eventTime(_ lines: [String], near i: Int) -> Double {
    for j in stride(from: min(i, lines.count - 1), through: 1, by: -1) {
      if let line = RecordingLine(lines[j]),
        let t = line.fields.first(where: { $0.key == "t" }).flatMap({ Double($0.value) })
      {
        return t
      }
    }
    return 0
  }

  /// `value` as the recorder writes numbers: whole numbers without a fraction.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
