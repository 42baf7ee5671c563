import FoundationEssentials
import MaterialMotion

extension MotionTrace {
  /// The first line of every trace file, with the format's version.
  public static let formatLine = "motion-sandbox trace 1"

  /// The trace as a trace golden's text: a header, then each frame, its clock time and one line
  /// per key that changed (`  square.scale = 1.4200`, or `= gone`).
  ///
  /// ```
  /// motion-sandbox trace 1
  /// scene tossable
  /// replay tossable-toss.jsonl
  /// size 800 600 at 60 fps
  /// parameters spring.damping=10
  /// frames 212
  /// frame 0 at 0.0000
  ///   square.position = 400.0000 300.0000
  /// ...
  /// ```
  public var text: String {
    var lines = [
      Self.formatLine, "scene \(header.scene)", "replay \(header.replay)",
      "size \(header.width) \(header.height) at \(Self.shortFormat(header.fps)) fps",
      "parameters "
        + (header.parameters.isEmpty
          ? "none"
          : header.parameters.keys.sorted().map {
            "\($0)=\(Self.shortFormat(header.parameters[$0]!))"
          }.joined(separator: " ")),
      "frames \(frames.count)",
    ]
    for (index, frame) in frames.enumerated() {
      lines.append("frame \(index) at \(Self.format(frame.time))")
      for change in frame.changes {
        lines.append("  \(change.key) = \(change.value.map { "\($0)" } ?? "gone")")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reads a trace golden's text.
  ///
  /// - Throws: ``CheckProblem`` naming the line that is not a trace's (its `line`).
  public init(text: String) throws(CheckProblem) {
    // Split as bytes: a golden is megabytes of ASCII lines, and "\n" is never part of a wider
    // character there.
    var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map(Substring.init)
    if lines.last == "" { lines.removeLast() }
    func fail(_ line: Int, _ what: String) -> CheckProblem {
      CheckProblem(line: line, what)
    }
    guard lines.count >= 6, lines[0] == Self.formatLine else {
      throw fail(1, "not a motion trace (the first line is not \"\(Self.formatLine)\")")
    }
    func field(_ index: Int, _ name: String) throws(CheckProblem) -> String {
      guard lines[index].hasPrefix(name + " ") || lines[index] == name else {
        throw fail(index + 1, "expected \"\(name) ...\"")
      }
      return String(lines[index].dropFirst(name.count + 1))
    }
    let scene = try field(1, "scene")
    let replay = try field(2, "replay")
    let size = try field(3, "size").split(separator: " ")
    guard size.count == 5, let width = Int(size[0]), let height = Int(size[1]),
      (1...16384).contains(width), (1...16384).contains(height), size[2] == "at",
      let fps = Double(size[3]), fps >= 1, fps <= 1000, size[4] == "fps"
    else {
      throw fail(4, "expected \"size WIDTH HEIGHT at FPS fps\"")
    }
    var parameters: [String: Double] = [:]
    let pairs = try field(4, "parameters")
    for pair in pairs == "none" ? [] : pairs.split(separator: " ") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
        throw fail(5, "expected NAME=VALUE parameters, got \"\(pair)\"")
      }
      parameters[String(parts[0])] = value
    }
    guard let count = Int(try field(5, "frames")), (0...10_000_000).contains(count) else {
      throw fail(6, "expected \"frames COUNT\" (0 to 10,000,000)")
    }
    var frames: [Frame] = []
    frames.reserveCapacity(count)
    // Each key is made once and shared by every line that names it.
    var keys: [Substring: String] = [:]
    for (offset, line) in lines.dropFirst(6).enumerated() {
      let number = offset + 7
      if line.hasPrefix("frame ") {
        let parts = line.split(separator: " ")
        guard parts.count == 4, parts[2] == "at", let index = Int(parts[1]),
          let time = Double(parts[3]),
          index == frames.count, index < count
        else {
          throw fail(
            number,
            "expected \"frame \(frames.count) at TIME\" (every frame in order, \(count) in all)")
        }
        frames.append(Frame(time: time, changes: []))
      } else if let (keyText, valueText) = Self.change(line), !frames.isEmpty {
        let key: String
        if let known = keys[keyText] {
          key = known
        } else {
          key = String(keyText)
          keys[keyText] = key
        }
        frames[frames.count - 1].changes.append(Change(key: key, value: Self.value(valueText)))
      } else {
        throw fail(number, "expected \"frame INDEX at TIME\" or \"  KEY = VALUE\"")
      }
    }
    guard frames.count == count else {
      throw fail(
        lines.count, "the trace ends at frame \(frames.count), its header says \(count) frames")
    }
    self.init(
      header: Header(
        scene: scene, replay: replay, width: width, height: height, fps: fps,
        parameters: parameters),
      frames: frames)
  }

  /// `value` with as few decimals as it needs (up to 4): `60`, `0.25`, `342`.
  static func shortFormat(_ value: Double) -> String {
    ValueFormat.decimal(value, digits: 4, trimmed: true)
  }

  /// A change line's key and value text: `  KEY = VALUE`, the key not empty (nil for any other
  /// line).
  private static func change(_ line: Substring) -> (key: Substring, value: Substring)? {
    let bytes = line.utf8
    guard bytes.starts(with: "  ".utf8) else { return nil }
    let keyStart = bytes.index(bytes.startIndex, offsetBy: 2)
    var index = keyStart
    while index < bytes.endIndex {
      if bytes[index] == UInt8(ascii: " "), bytes[index...].starts(with: " = ".utf8) {
        guard index > keyStart else { return nil }
        let valueStart = bytes.index(index, offsetBy: 3)
        return (line[keyStart..<index], line[valueStart...])
      }
      index = bytes.index(after: index)
    }
    return nil
  }

  /// A value's text: numbers separated by spaces, `gone`, or a text (kept on one line: line
  /// breaks are written `\n`).
  static func value(_ text: String) -> Value? { value(Substring(text)) }

  /// The value a line's part holds, as for a whole text.
  static func value(_ text: Substring) -> Value? {
    if text == "gone" { return nil }
    var first = 0.0
    var second = 0.0
    var more: [Double] = []
    var count = 0
    for part in text.utf8.split(separator: UInt8(ascii: " ")) {
      guard let number = Double(Substring(part)) else { return .text(oneLine(text)) }
      switch count {
      case 0: first = number
      case 1: second = number
      case 2: more = [first, second, number]
      default: more.append(number)
      }
      count += 1
    }
    switch count {
    case 0: return .text(oneLine(text))
    case 1: return .numbers(Numbers(first))
    case 2: return .numbers(Numbers(first, second))
    default: return .numbers(Numbers(more))
    }
  }

  /// `text` with its line breaks written `\n`.
  private static func oneLine(_ text: Substring) -> String {
    guard text.utf8.contains(UInt8(ascii: "\n")) else { return String(text) }
    return String(text).replacing("\n", with: "\\n")
  }
}
