#if canImport(Glibc)
  import Glibc
#endif

/// A keyboard modifier as the input-recording format names it.
public enum RecordedModifier: String, CaseIterable, Sendable, Comparable {
  case shift, ctrl, alt, gui

  public static func < (a: RecordedModifier, b: RecordedModifier) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// A mouse button as the input-recording format names it.
public enum RecordedMouseButton: String, Sendable {
  case left, middle, right, x1, x2
}

/// One input event of a recording (format version 1). Mouse coordinates are window points;
/// finger coordinates are normalised 0...1 as SDL reports them.
public enum RecordedInput: Equatable, Sendable {
  case mouseDown(x: Double, y: Double, button: RecordedMouseButton, mods: Set<RecordedModifier>)
  case mouseUp(x: Double, y: Double, button: RecordedMouseButton, mods: Set<RecordedModifier>)
  case mouseMotion(x: Double, y: Double, mods: Set<RecordedModifier>)
  case mouseWheel(x: Double, y: Double, dx: Double, dy: Double, mods: Set<RecordedModifier>)
  case fingerDown(finger: Int64, x: Double, y: Double)
  case fingerMotion(finger: Int64, x: Double, y: Double)
  case fingerUp(finger: Int64, x: Double, y: Double)
  case multigesture(x: Double, y: Double, dDist: Double, dTheta: Double, fingers: Int)
  case keyDown(key: String, mods: Set<RecordedModifier>)
  case keyUp(key: String, mods: Set<RecordedModifier>)
  case windowResize(width: Int, height: Int)
}

/// A recorded event and its time in seconds since the start of the recording.
public struct RecordedEvent: Equatable, Sendable {
  /// Seconds since the start (monotonic, non-decreasing through a file).
  public var t: Double
  /// What happened.
  public var input: RecordedInput

  public init(t: Double, input: RecordedInput) {
    self.t = t
    self.input = input
  }
}

/// The first line of a recording.
public struct RecordingHeader: Equatable, Sendable {
  public var scene: String
  public var width: Int
  public var height: Int
  public var fps: Double

  public init(scene: String, width: Int, height: Int, fps: Double) {
    self.scene = scene
    self.width = width
    self.height = height
    self.fps = fps
  }
}

/// The motion-sandbox input-recording format, version 1: JSON Lines, a header line then one
/// event per line (see the README for every type and field). Fields not listed are ignored;
/// unknown types, missing fields, wrong versions and times going backwards are errors.
public enum InputRecording {
  /// The `format` value of the header line.
  public static let formatName = "motion-sandbox-input"
  /// The only version this build reads and writes.
  public static let version = 1

  /// Parses a whole recording. Nothing is returned unless every line is valid.
  ///
  /// - Throws: ``SDLError`` with the file name, the line number and what is wrong, on one line.
  public static func parse(_ text: String, name: String) throws -> (
    RecordingHeader, [RecordedEvent]
  ) {
    var header: RecordingHeader?
    var events: [RecordedEvent] = []
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.trimmingSuffix("\r")
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
      func fail(_ message: String) -> SDLError {
        SDLError("\(name) line \(lineNumber): \(message)")
      }
      let value: JSONValue
      do {
        value = try JSONValue.parse(String(line))
      } catch {
        throw fail("not valid JSON: \(error.message)")
      }
      guard case .object(let fields) = value else { throw fail("expected a JSON object") }
      let reader = FieldReader(fields: fields)
      do {
        if header == nil {
          header = try parseHeader(reader)
          continue
        }
        let event = try parseEvent(reader)
        if let last = events.last, event.t < last.t {
          throw FieldError(
            "t \(event.t) is before the previous event's \(last.t); times must not decrease")
        }
        events.append(event)
      } catch let error as FieldError {
        throw fail(error.message)
      }
    }
    guard let header else {
      throw SDLError("\(name): empty recording; the first line must be the \(formatName) header")
    }
    return (header, events)
  }

  /// The header line for `header`, without a newline.
  public static func encode(_ header: RecordingHeader) -> String {
    "{\"format\":\"\(formatName)\",\"version\":\(version),\"scene\":\(quote(header.scene)),"
      + "\"size\":[\(header.width),\(header.height)],\"fps\":\(number(header.fps))}"
  }

  /// The line for `event`, without a newline.
  public static func encode(_ event: RecordedEvent) -> String {
    let t = "{\"t\":\(number((event.t * 1_000_000).rounded() / 1_000_000))"
    func mods(_ m: Set<RecordedModifier>) -> String {
      "[" + m.sorted().map { "\"\($0.rawValue)\"" }.joined(separator: ",") + "]"
    }
    switch event.input {
    case .mouseDown(let x, let y, let button, let m):
      return t
        + ",\"type\":\"mouse.down\",\"x\":\(number(x)),\"y\":\(number(y)),\"button\":\"\(button.rawValue)\",\"mods\":\(mods(m))}"
    case .mouseUp(let x, let y, let button, let m):
      return t
        + ",\"type\":\"mouse.up\",\"x\":\(number(x)),\"y\":\(number(y)),\"button\":\"\(button.rawValue)\",\"mods\":\(mods(m))}"
    case .mouseMotion(let x, let y, let m):
      return t
        + ",\"type\":\"mouse.motion\",\"x\":\(number(x)),\"y\":\(number(y)),\"mods\":\(mods(m))}"
    case .mouseWheel(let x, let y, let dx, let dy, let m):
      return t
        + ",\"type\":\"mouse.wheel\",\"x\":\(number(x)),\"y\":\(number(y)),\"dx\":\(number(dx)),\"dy\":\(number(dy)),\"mods\":\(mods(m))}"
    case .fingerDown(let f, let x, let y):
      return t + ",\"type\":\"finger.down\",\"finger\":\(f),\"x\":\(number(x)),\"y\":\(number(y))}"
    case .fingerMotion(let f, let x, let y):
      return t
        + ",\"type\":\"finger.motion\",\"finger\":\(f),\"x\":\(number(x)),\"y\":\(number(y))}"
    case .fingerUp(let f, let x, let y):
      return t + ",\"type\":\"finger.up\",\"finger\":\(f),\"x\":\(number(x)),\"y\":\(number(y))}"
    case .multigesture(let x, let y, let dDist, let dTheta, let fingers):
      return t
        + ",\"type\":\"multigesture\",\"x\":\(number(x)),\"y\":\(number(y)),\"dDist\":\(number(dDist)),\"dTheta\":\(number(dTheta)),\"fingers\":\(fingers)}"
    case .keyDown(let key, let m):
      return t + ",\"type\":\"key.down\",\"key\":\(quote(key)),\"mods\":\(mods(m))}"
    case .keyUp(let key, let m):
      return t + ",\"type\":\"key.up\",\"key\":\(quote(key)),\"mods\":\(mods(m))}"
    case .windowResize(let w, let h):
      return t + ",\"type\":\"window.resize\",\"w\":\(w),\"h\":\(h)}"
    }
  }

  private static func parseHeader(_ r: FieldReader) throws(FieldError) -> RecordingHeader {
    let format = try r.string("format")
    guard format == formatName else {
      throw FieldError(
        "the first line must be the header with \"format\":\"\(formatName)\"; got \"\(format)\"")
    }
    let version = try r.int("version")
    guard version == Self.version else {
      throw FieldError(
        "version \(version) is not supported; this build reads version \(Self.version)")
    }
    let size = try r.numbers("size", count: 2)
    guard size[0] >= 1, size[1] >= 1, size[0] == size[0].rounded(), size[1] == size[1].rounded()
    else {
      throw FieldError("\"size\" must be two positive whole numbers [width, height]")
    }
    let fps = try r.number("fps")
    guard fps > 0 && fps <= 1000 else { throw FieldError("\"fps\" must be between 0 and 1000") }
    return RecordingHeader(
      scene: try r.string("scene"), width: Int(size[0]), height: Int(size[1]), fps: fps)
  }

  private static func parseEvent(_ r: FieldReader) throws(FieldError) -> RecordedEvent {
    let t = try r.number("t")
    guard t >= 0 else { throw FieldError("\"t\" must not be negative") }
    let type = try r.string("type")
    let input: RecordedInput
    switch type {
    case "mouse.down":
      input = .mouseDown(
        x: try r.number("x"), y: try r.number("y"), button: try r.button(), mods: try r.mods())
    case "mouse.up":
      input = .mouseUp(
        x: try r.number("x"), y: try r.number("y"), button: try r.button(), mods: try r.mods())
    case "mouse.motion":
      input = .mouseMotion(x: try r.number("x"), y: try r.number("y"), mods: try r.mods())
    case "mouse.wheel":
      input = .mouseWheel(
        x: try r.number("x"), y: try r.number("y"), dx: try r.number("dx"), dy: try r.number("dy"),
        mods: try r.mods())
    case "finger.down":
      input = .fingerDown(
        finger: Int64(try r.int("finger")), x: try r.number("x"), y: try r.number("y"))
    case "finger.motion":
      input = .fingerMotion(
        finger: Int64(try r.int("finger")), x: try r.number("x"), y: try r.number("y"))
    case "finger.up":
      input = .fingerUp(
        finger: Int64(try r.int("finger")), x: try r.number("x"), y: try r.number("y"))
    case "multigesture":
      input = .multigesture(
        x: try r.number("x"), y: try r.number("y"), dDist: try r.number("dDist"),
        dTheta: try r.number("dTheta"), fingers: try r.int("fingers"))
    case "key.down":
      input = .keyDown(key: try r.string("key"), mods: try r.mods())
    case "key.up":
      input = .keyUp(key: try r.string("key"), mods: try r.mods())
    case "window.resize":
      let w = try r.int("w")
      let h = try r.int("h")
      guard w >= 1, h >= 1 else { throw FieldError("window.resize needs positive \"w\" and \"h\"") }
      input = .windowResize(width: w, height: h)
    default:
      throw FieldError(
        "unknown event type \"\(type)\" (known: mouse.down, mouse.up, mouse.motion, mouse.wheel, finger.down, finger.motion, finger.up, multigesture, key.down, key.up, window.resize)"
      )
    }
    return RecordedEvent(t: t, input: input)
  }

  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  static func quote(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

/// Reads typed fields from a JSON object, throwing messages that name the field.
private struct FieldReader {
  let fields: [String: JSONValue]

  func number(_ key: String) throws(FieldError) -> Double {
    guard let value = fields[key] else { throw FieldError("field \"\(key)\" is missing") }
    guard case .number(let n) = value else { throw FieldError("field \"\(key)\" must be a number") }
    return n
  }

  func int(_ key: String) throws(FieldError) -> Int {
    let n = try number(key)
    guard n == n.rounded(), abs(n) < 1e15 else {
      throw FieldError("field \"\(key)\" must be a whole number")
    }
    return Int(n)
  }

  func string(_ key: String) throws(FieldError) -> String {
    guard let value = fields[key] else { throw FieldError("field \"\(key)\" is missing") }
    guard case .string(let s) = value else { throw FieldError("field \"\(key)\" must be a string") }
    return s
  }

  func numbers(_ key: String, count: Int) throws(FieldError) -> [Double] {
    guard let value = fields[key] else { throw FieldError("field \"\(key)\" is missing") }
    guard case .array(let items) = value, items.count == count else {
      throw FieldError("field \"\(key)\" must be an array of \(count) numbers")
    }
    var out: [Double] = []
    for item in items {
      guard case .number(let n) = item else {
        throw FieldError("field \"\(key)\" must be an array of \(count) numbers")
      }
      out.append(n)
    }
    return out
  }

  func button() throws(FieldError) -> RecordedMouseButton {
    let name = try string("button")
    guard let button = RecordedMouseButton(rawValue: name) else {
      throw FieldError("unknown button \"\(name)\" (left, middle, right, x1, x2)")
    }
    return button
  }

  func mods() throws(FieldError) -> Set<RecordedModifier> {
    guard let value = fields["mods"] else { throw FieldError("field \"mods\" is missing") }
    guard case .array(let items) = value else {
      throw FieldError("field \"mods\" must be an array")
    }
    var out: Set<RecordedModifier> = []
    for item in items {
      guard case .string(let name) = item, let mod = RecordedModifier(rawValue: name) else {
        throw FieldError("\"mods\" may hold only \"shift\", \"ctrl\", \"alt\", \"gui\"")
      }
      out.insert(mod)
    }
    return out
  }
}

private struct FieldError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

extension Substring {
  fileprivate func trimmingSuffix(_ suffix: Character) -> Substring {
    last == suffix ? dropLast() : self
  }
}
