import MaterialMotionSDL

@testable import MaterialMotionSandbox

/// The mutations of a recording's lines: ``mutate(_:trailingNewline:_:)`` may make it invalid in
/// any way, ``mutateKeepingValid(_:trailingNewline:_:)`` keeps it valid so that it reaches the
/// replay.
extension CaseGenerator {
  static func mutate(
    _ lines: inout [String], trailingNewline: inout Bool, _ r: inout SplitMixRandom
  ) {
    guard !lines.isEmpty else {
      lines = [header]
      return
    }
    let i = Int.random(in: 0..<lines.count, using: &r)
    switch Int.random(in: 0..<100, using: &r) {
    case 0..<22:
      // A number: a boundary value, or an extreme one inside the field's range.
      editField(&lines[i], &r) { key, _, r in
        r.chance(0.5) ? boundaryNumbers.randomElement(using: &r)! : inRange(key, &r)
      }
    case 22..<30:
      editField(&lines[i], &r) { _, _, r in strangeValues.randomElement(using: &r)! }
    case 30..<36:
      editField(&lines[i], &r) { _, _, r in randomString(&r) }
    case 36..<42:
      // A valid event of any type, with extreme values inside the ranges.
      lines.insert(validEvent(t: eventTime(lines, near: i), &r), at: max(1, i))
    case 42..<47:
      // The type swapped: the fields no longer fit (or do).
      editField(&lines[i], key: "type", &r) { _, _, r in "\"\(types.randomElement(using: &r)!)\"" }
    case 47..<52:
      if var line = RecordingLine(lines[i]), !line.fields.isEmpty {
        line.fields.remove(at: Int.random(in: 0..<line.fields.count, using: &r))
        lines[i] = line.text
      }
    case 52..<56:
      // Duplicated, a few times or many.
      let copies = r.chance(0.9) ? Int.random(in: 1...3, using: &r) : 300
      lines.insert(contentsOf: Array(repeating: lines[i], count: copies), at: i)
    case 56..<59:
      lines.remove(at: i)
    case 59..<62:
      lines.swapAt(i, Int.random(in: 0..<lines.count, using: &r))
    case 62..<66:
      // Torn: a line cut anywhere, or the file cut off mid-line.
      let cut = Int.random(in: 0...lines[i].utf8.count, using: &r)
      lines[i] = String(decoding: lines[i].utf8.prefix(cut), as: UTF8.self)
      if r.chance(0.5) {
        lines.removeSubrange((i + 1)...)
        trailingNewline = false
      }
    case 66..<70:
      editField(&lines[0], key: "version", &r) { _, _, r in
        ["0", "1", "2", "3", "-1", "1.5", "\"2\"", "1e300", "2147483648"].randomElement(using: &r)!
      }
    case 70..<75:
      let key = ["size", "fps", "scene"].randomElement(using: &r)!
      editField(&lines[0], key: key, &r) { key, _, r in headerValue(key, &r) }
    case 75..<79:
      // Header extras: tuning parameters and panels, sane or not.
      editField(&lines[0], key: r.chance(0.5) ? "params" : "panels", &r) { key, _, r in
        (key == "params" ? paramsValues : panelsValues).randomElement(using: &r)!
      }
    case 79..<83:
      compressTimes(&lines, &r)
    case 83..<86:
      // Deep nesting, or very many fields.
      let depth = [31, 32, 33, 200, 2000].randomElement(using: &r)!
      let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      let many = (0..<Int.random(in: 100...600, using: &r)).map { "\"k\($0)\":\($0)" }
        .joined(separator: ",")
      editField(&lines[i], key: "extra", &r) { _, _, r in r.chance(0.5) ? nested : "{\(many)}" }
    case 86..<89:
      // Raw damage: a byte replaced by one that JSON or the line splitter cares about.
      var bytes = Array(lines[i].utf8)
      if !bytes.isEmpty {
        bytes[Int.random(in: 0..<bytes.count, using: &r)] = damageBytes.randomElement(using: &r)!
        lines[i] = String(decoding: bytes, as: UTF8.self)
      }
    case 89..<91:
      lines.insert(oddLines.randomElement(using: &r)!, at: i)
    case 91..<93:
      lines = lines.map { $0 + "\r" }
    case 93..<95:
      // A line just within the length limit, or past it.
      let length = r.chance(0.5) ? 4097 : 4096
      let padding = String(repeating: " ", count: max(0, length - lines[i].utf8.count))
      lines[i] = lines[i].isEmpty ? padding : String(lines[i].dropLast()) + padding + "}"
    case 95..<97:
      // A burst: the same valid event many times at one time.
      let burst = validEvent(t: eventTime(lines, near: i), &r)
      let count = Int.random(in: 10...2_000, using: &r)
      lines.insert(contentsOf: Array(repeating: burst, count: count), at: max(1, i))
    default:
      trailingNewline.toggle()
    }
  }

  static func mutateKeepingValid(
    _ lines: inout [String], trailingNewline: inout Bool, _ r: inout SplitMixRandom
  ) {
    let i = lines.count > 1 ? Int.random(in: 1..<lines.count, using: &r) : 0
    switch Int.random(in: 0..<100, using: &r) {
    case 0..<30 where i > 0:
      // A value at the edge of its range (not the time, which must not decrease).
      guard let line = RecordingLine(lines[i]) else { return }
      let type = line.fields.first { $0.key == "type" }?.value ?? ""
      let normalisedXY = type.contains("finger") || type.contains("multigesture")
      let numeric = line.fields.map(\.key).filter {
        numericKeys.contains($0) && !(normalisedXY && ($0 == "x" || $0 == "y"))
      }
      guard let key = numeric.randomElement(using: &r) else { return }
      editField(&lines[i], key: key, &r) { key, _, r in inRange(key, &r) }
    case 0..<45:
      lines.insert(validEvent(t: eventTime(lines, near: i), &r), at: max(1, i))
    case 45..<52:
      let burst = validEvent(t: eventTime(lines, near: i), &r)
      let count = Int.random(in: 10...1_000, using: &r)
      lines.insert(contentsOf: Array(repeating: burst, count: count), at: max(1, i))
    case 52..<60:
      // App keys: scene switches, pause, step, slow motion, plots, overlays, screenshots.
      let key = ["1", "2", "3", "4", "5", "6", "7", "8", "p", "n", "s", "g", "f1", "f12", "v"]
        .randomElement(using: &r)!
      let t = number(eventTime(lines, near: i))
      lines.insert(
        contentsOf: [
          #"{"t":\#(t),"type":"key.down","key":"\#(key)","mods":[]}"#,
          #"{"t":\#(t),"type":"key.up","key":"\#(key)","mods":[]}"#,
        ], at: max(1, i))
    case 60..<68:
      compressTimes(&lines, &r)
    case 68..<76:
      let key = ["size", "fps", "scene", "params"].randomElement(using: &r)!
      editField(&lines[0], key: key, &r) { key, _, r in
        switch key {
        case "size":
          let side = { (r: inout SplitMixRandom) in
            r.chance(0.97)
              ? Int.random(in: 1...1200, using: &r) : [1, 8192].randomElement(using: &r)!
          }
          return "[\(side(&r)),\(side(&r))]"
        case "fps": return inRange("fps", &r)
        case "scene": return "\"\(scenes.dropLast(2).randomElement(using: &r)!)\""
        default: return paramsValues.dropFirst(8).randomElement(using: &r)!
        }
      }
    case 76..<84 where i > 0:
      lines.insert(
        contentsOf: Array(repeating: lines[i], count: Int.random(in: 1...3, using: &r)), at: i)
    case 84..<88 where i > 0:
      lines.remove(at: i)
    case 88..<94:
      // Cut off mid-line, as by a crash: the torn tail is skipped.
      var last = lines.removeLast()
      last = String(
        decoding: last.utf8.prefix(Int.random(in: 1...max(1, last.utf8.count - 1), using: &r)),
        as: UTF8.self)
      lines.append(last)
      trailingNewline = false
    default:
      lines = lines.map { $0.hasSuffix("\r") ? $0 : $0 + "\r" }
    }
  }

  /// Every event at one time, or times compressed towards 0 (more events per frame).
  static func compressTimes(_ lines: inout [String], _ r: inout SplitMixRandom) {
    let factor = [0.0, 0.01, 0.1].randomElement(using: &r)!
    for j in 1..<lines.count {
      editField(&lines[j], key: "t", &r) { _, value, _ in
        Double(value).map { number(($0 * factor * 1e6).rounded() / 1e6) } ?? value
      }
    }
  }

  static let numericKeys: Set<String> = [
    "x", "y", "dx", "dy", "w", "h", "finger", "fingers", "dDist", "dTheta", "scale", "rotation",
  ]

  /// Replaces the value of field `key` (or of a random field) of `line` with
  /// `change(key, old)`; adds the field when it is missing.
  static func editField(
    _ line: inout String, key: String? = nil, _ r: inout SplitMixRandom,
    _ change: (String, String, inout SplitMixRandom) -> String
  ) {
    guard var parsed = RecordingLine(line) else { return }
    if let key {
      if let at = parsed.fields.firstIndex(where: { $0.key == key }) {
        parsed.fields[at].value = change(key, parsed.fields[at].value, &r)
      } else {
        parsed.fields.append((key, change(key, "", &r)))
      }
    } else {
      guard !parsed.fields.isEmpty else { return }
      let at = Int.random(in: 0..<parsed.fields.count, using: &r)
      parsed.fields[at].value = change(parsed.fields[at].key, parsed.fields[at].value, &r)
    }
    line = parsed.text
  }
}
