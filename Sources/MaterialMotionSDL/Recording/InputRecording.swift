import MaterialMotion

#if canImport(Glibc)
  import Glibc
#endif

/// A keyboard modifier as the input-recording format names it.
public enum RecordedModifier: String, CaseIterable, Sendable, Comparable {
  /// Either Shift key (`"shift"`).
  case shift
  /// Either Control key (`"ctrl"`).
  case ctrl
  /// Either Alt key (`"alt"`).
  case alt
  /// Either GUI key: Super, Windows or Command (`"gui"`).
  case gui

  /// Orders modifiers as the cases are declared (shift, ctrl, alt, gui): the order in which a
  /// recording writes an event's `mods`.
  public static func < (a: RecordedModifier, b: RecordedModifier) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// A mouse button as the input-recording format names it.
public enum RecordedMouseButton: String, Sendable {
  /// The primary button (`"left"`).
  case left
  /// The middle button or a pressed wheel (`"middle"`).
  case middle
  /// The secondary button (`"right"`).
  case right
  /// The first extra button, usually "back" (`"x1"`).
  case x1
  /// The second extra button, usually "forward" (`"x2"`).
  case x2
}

/// One input event of a recording. Mouse and touchpad coordinates are window points; finger
/// and multigesture coordinates are normalised 0...1 as SDL reports them.
public enum RecordedInput: Equatable, Sendable {
  /// A mouse button went down at `x`, `y` (`"mouse.down"`).
  case mouseDown(x: Double, y: Double, button: RecordedMouseButton, mods: Set<RecordedModifier>)
  /// A mouse button came up at `x`, `y` (`"mouse.up"`).
  case mouseUp(x: Double, y: Double, button: RecordedMouseButton, mods: Set<RecordedModifier>)
  /// The mouse moved to `x`, `y` (`"mouse.motion"`).
  case mouseMotion(x: Double, y: Double, mods: Set<RecordedModifier>)
  /// The wheel turned by `dx`, `dy` steps (SDL's precise, possibly fractional amounts, with
  /// natural scrolling's flip undone: a positive `dy` is away from the user) with the mouse at
  /// `x`, `y` (`"mouse.wheel"`).
  case mouseWheel(x: Double, y: Double, dx: Double, dy: Double, mods: Set<RecordedModifier>)
  /// A touchscreen finger touched down (`"finger.down"`); `finger` identifies it until it
  /// lifts.
  case fingerDown(finger: Int64, x: Double, y: Double)
  /// A touchscreen finger moved (`"finger.motion"`).
  case fingerMotion(finger: Int64, x: Double, y: Double)
  /// A touchscreen finger lifted (`"finger.up"`).
  case fingerUp(finger: Int64, x: Double, y: Double)
  /// SDL's multi-finger touchscreen gesture (`"multigesture"`) of `fingers` fingers: their
  /// centre `x`, `y` and the changes in their spread `dDist` (normalised) and in their angle
  /// `dTheta` (radians).
  case multigesture(x: Double, y: Double, dDist: Double, dTheta: Double, fingers: Int)
  /// A key was pressed (`"key.down"`): `key` is SDL's key name in lower case, e.g. `"t"` or
  /// `"escape"`. Key repeats are not recorded.
  case keyDown(key: String, mods: Set<RecordedModifier>)
  /// A key was released (`"key.up"`), named as in ``keyDown(key:mods:)``.
  case keyUp(key: String, mods: Set<RecordedModifier>)
  /// The window's size changed to `width` × `height` points (`"window.resize"`).
  case windowResize(width: Int, height: Int)
  /// A touchpad pinch event (format version 2).
  case touchpadPinch(TouchpadPinch)
}

/// A recorded event and its time in seconds since the start of the recording.
public struct RecordedEvent: Equatable, Sendable {
  /// Seconds since the start (monotonic, non-decreasing through a file).
  public var t: Double
  /// What happened.
  public var input: RecordedInput

  /// Creates an event: `input`, `t` seconds after the recording started.
  public init(t: Double, input: RecordedInput) {
    self.t = t
    self.input = input
  }
}

/// A recording as read: its header, its events and, when its last line was cut off, that line.
public struct ParsedRecording: Equatable, Sendable {
  /// The header line.
  public var header: RecordingHeader
  /// Every complete event, in order.
  public var events: [RecordedEvent]
  /// The number of an incomplete last line that was skipped (a recording cut off by a crash, a
  /// kill or a full disk), or nil.
  public var skippedTornLine: Int?
}

/// The first line of a recording.
public struct RecordingHeader: Equatable, Sendable {
  /// The scene the recording was made in.
  public var scene: String
  /// The window's width in points when recording started.
  public var width: Int
  /// The window's height in points when recording started.
  public var height: Int
  /// The frame rate of the recording session (the virtual rate of its replay).
  public var fps: Double
  /// The format version the file was written in (this build writes ``InputRecording/version``).
  public var version: Int
  /// Scene parameter values the session started with (`--set`), by name: the optional
  /// `"params":{"spring.stiffness":120}` object. Empty when absent.
  public var params: [String: Double]
  /// The panels shown when the session started (`"panels":["tuning"]`), so a replay starts with
  /// them too. Empty when absent.
  public var panels: [String]

  /// Creates a header; `version` defaults to the version this build writes.
  public init(
    scene: String, width: Int, height: Int, fps: Double, version: Int = InputRecording.version,
    params: [String: Double] = [:], panels: [String] = []
  ) {
    self.scene = scene
    self.width = width
    self.height = height
    self.fps = fps
    self.version = version
    self.params = params
    self.panels = panels
  }
}

/// The motion-sandbox input-recording format: JSON Lines, a header line then one event per line
/// (see the README for every type, field and range). Version 2 adds `touchpad.pinch`; version 1
/// files are read as before. Fields not listed are ignored; unknown types, missing fields, values
/// out of range (``RecordingLimits``), unsupported versions and times going backwards are errors.
public enum InputRecording {
  /// The `format` value of the header line.
  public static let formatName = "motion-sandbox-input"
  /// The version this build writes.
  public static let version = 2
  /// The versions this build reads.
  public static let readableVersions = 1...2

  /// Parses a whole recording. Nothing is returned unless every complete line is valid.
  ///
  /// A last line that is incomplete (no newline after it, and not a whole JSON value: a recording
  /// cut off by a crash, a kill or a full disk) is skipped and reported in
  /// ``ParsedRecording/skippedTornLine``; a broken line anywhere else is an error.
  ///
  /// - Throws: ``SDLError`` with the file name, the line number and what is wrong, on one line.
  public static func parse(_ text: String, name: String) throws -> ParsedRecording {
    var text = text
    return try text.withUTF8 { try parse(bytes: $0, name: name) }
  }

  /// ``parse(_:name:)`` on the text's UTF-8 bytes. Lines are split on the byte 10 (as
  /// Characters, "\r\n" is one, never equal to "\n"), one at a time: no array of every line, so
  /// a file of millions of empty lines costs no memory and little time.
  private static func parse(bytes: UnsafeBufferPointer<UInt8>, name: String) throws
    -> ParsedRecording
  {
    var header: RecordingHeader?
    var events: [RecordedEvent] = []
    var lineNumber = 0
    var skipped: Int?
    var lineStart = 0
    var sawLastLine = false
    while !sawLastLine {
      lineNumber += 1
      let newline = bytes.baseAddress.flatMap { base in
        lineStart < bytes.count ? memchr(base + lineStart, 0x0A, bytes.count - lineStart) : nil
      }
      var lineEnd = bytes.count
      if let newline, let base = bytes.baseAddress {
        lineEnd = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
      }
      // The text after the last newline: a line with no newline after it was never finished by
      // the recorder.
      let isUnfinished = newline == nil
      sawLastLine = isUnfinished
      let nextLineStart = lineEnd + 1
      if lineEnd > lineStart && bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
      let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
      lineStart = nextLineStart
      if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
      func fail(_ message: String) -> SDLError {
        SDLError("\(name) line \(lineNumber): \(message)")
      }
      guard line.count <= RecordingLimits.maximumLineBytes else {
        if isUnfinished && header != nil {
          skipped = lineNumber
          break
        }
        throw fail(
          "the line is longer than \(RecordingLimits.maximumLineBytes) bytes; a recording line is one short JSON object"
        )
      }
      let value: JSONValue
      do {
        value = try JSONValue.parse(String(decoding: line, as: UTF8.self))
      } catch {
        if isUnfinished && header != nil {
          skipped = lineNumber
          break
        }
        throw fail("not valid JSON: \(error.message)")
      }
      guard case .object(let fields) = value else { throw fail("expected a JSON object") }
      let reader = FieldReader(fields: fields)
      do {
        guard let header else {
          header = try parseHeader(reader)
          continue
        }
        let event = try parseEvent(reader, version: header.version)
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
    return ParsedRecording(header: header, events: events, skippedTornLine: skipped)
  }

  /// The header line for `header`, without a newline.
  public static func encode(_ header: RecordingHeader) -> String {
    var line =
      "{\"format\":\"\(formatName)\",\"version\":\(header.version),\"scene\":\(quote(header.scene)),"
      + "\"size\":[\(header.width),\(header.height)],\"fps\":\(number(header.fps))"
    if !header.params.isEmpty {
      line +=
        ",\"params\":{"
        + header.params.sorted { $0.key < $1.key }.map { "\(quote($0.key)):\(number($0.value))" }
        .joined(separator: ",") + "}"
    }
    if !header.panels.isEmpty {
      line += ",\"panels\":[" + header.panels.map(quote).joined(separator: ",") + "]"
    }
    return line + "}"
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
    case .touchpadPinch(let p):
      // The bridge carries 32-bit floats: their shortest text reads back to the same value.
      func f(_ v: Double) -> String { number(Double("\(Float(v))") ?? v) }
      return t
        + ",\"type\":\"touchpad.pinch\",\"phase\":\"\(p.phase.rawValue)\",\"source\":\"\(p.source.rawValue)\""
        + ",\"fingers\":\(p.fingers),\"scale\":\(f(p.scale)),\"rotation\":\(f(p.rotationDegrees))"
        + ",\"x\":\(f(p.location.x)),\"y\":\(f(p.location.y)),\"cancelled\":\(p.isCancelled)}"
    }
  }

  private static func parseHeader(_ r: FieldReader) throws(FieldError) -> RecordingHeader {
    let format = try r.string("format", maxLength: 64)
    guard format == formatName else {
      throw FieldError(
        "the first line must be the header with \"format\":\"\(formatName)\"; got \(quote(format))")
    }
    let version = try r.int("version", in: Int.min...Int.max)
    guard readableVersions.contains(version) else {
      throw FieldError(
        "version \(version) is not supported; this build reads versions \(readableVersions.lowerBound) to \(readableVersions.upperBound)"
      )
    }
    let size = try r.numbers("size", count: 2)
    let sides = RecordingLimits.windowSides
    guard
      size.allSatisfy({
        $0 == $0.rounded() && Double(sides.lowerBound)...Double(sides.upperBound) ~= $0
      })
    else {
      throw FieldError(
        "\"size\" must be two whole numbers [width, height] from \(sides.lowerBound) to \(sides.upperBound)"
      )
    }
    let fps = try r.number("fps", in: RecordingLimits.fps)
    let scene = try r.string("scene", maxLength: RecordingLimits.maximumStringLength)
    if let problem = RecordingLimits.sceneNameProblem(scene) {
      throw FieldError(
        "field \"scene\" \(problem); a scene's name is \(RecordingLimits.sceneNameRule)"
      )
    }
    return RecordingHeader(
      scene: scene,
      width: Int(size[0]), height: Int(size[1]), fps: fps, version: version,
      params: try parseParams(r), panels: try parsePanels(r))
  }

  /// The optional `params` object: names as every string value, finite numbers in
  /// ``RecordingLimits/parameterValue``, at most ``RecordingLimits/maximumParameters``.
  private static func parseParams(_ r: FieldReader) throws(FieldError) -> [String: Double] {
    guard let value = r.fields["params"] else { return [:] }
    guard case .object(let entries) = value else {
      throw FieldError("field \"params\" must be an object of parameter names and numbers")
    }
    guard entries.count <= RecordingLimits.maximumParameters else {
      throw FieldError(
        "field \"params\" has \(entries.count) entries; at most \(RecordingLimits.maximumParameters)"
      )
    }
    var params: [String: Double] = [:]
    for (name, value) in entries.sorted(by: { $0.key < $1.key }) {
      try FieldReader.checkString(
        name, field: "params", maxLength: RecordingLimits.maximumStringLength)
      guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0 == " " || $0 == "=" }) else {
        throw FieldError("field \"params\" has the name \(quote(name)); names have no spaces or =")
      }
      let limits = RecordingLimits.parameterValue
      guard case .number(let n) = value, n.isFinite else {
        throw FieldError("field \"params\": \(quote(name)) must be a number")
      }
      guard limits.contains(n) else {
        throw FieldError(
          "field \"params\": \(quote(name)) is \(n), outside \(number(limits.lowerBound))...\(number(limits.upperBound))"
        )
      }
      params[name] = n
    }
    return params
  }

  /// The optional `panels` array: at most ``RecordingLimits/maximumPanels`` names, each checked
  /// as every string value.
  private static func parsePanels(_ r: FieldReader) throws(FieldError) -> [String] {
    guard let value = r.fields["panels"] else { return [] }
    guard case .array(let items) = value, items.count <= RecordingLimits.maximumPanels else {
      throw FieldError(
        "field \"panels\" must be an array of at most \(RecordingLimits.maximumPanels) names")
    }
    var panels: [String] = []
    for item in items {
      guard case .string(let name) = item else {
        throw FieldError("field \"panels\" must be an array of names")
      }
      try FieldReader.checkString(
        name, field: "panels", maxLength: RecordingLimits.maximumStringLength)
      panels.append(name)
    }
    return panels
  }

  private static func parseEvent(_ r: FieldReader, version: Int) throws(FieldError) -> RecordedEvent
  {
    let t = try r.number("t", in: RecordingLimits.time)
    let type = try r.string("type", maxLength: RecordingLimits.maximumStringLength)
    let window = RecordingLimits.windowCoordinate
    let normalised = RecordingLimits.normalisedCoordinate
    let input: RecordedInput
    switch type {
    case "mouse.down":
      input = .mouseDown(
        x: try r.number("x", in: window), y: try r.number("y", in: window), button: try r.button(),
        mods: try r.mods())
    case "mouse.up":
      input = .mouseUp(
        x: try r.number("x", in: window), y: try r.number("y", in: window), button: try r.button(),
        mods: try r.mods())
    case "mouse.motion":
      input = .mouseMotion(
        x: try r.number("x", in: window), y: try r.number("y", in: window), mods: try r.mods())
    case "mouse.wheel":
      input = .mouseWheel(
        x: try r.number("x", in: window), y: try r.number("y", in: window),
        dx: try r.number("dx", in: RecordingLimits.wheelDelta),
        dy: try r.number("dy", in: RecordingLimits.wheelDelta), mods: try r.mods())
    case "finger.down", "finger.motion", "finger.up":
      let finger = Int64(try r.int("finger", in: RecordingLimits.fingerID))
      let x = try r.number("x", in: normalised)
      let y = try r.number("y", in: normalised)
      input =
        type == "finger.down"
        ? .fingerDown(finger: finger, x: x, y: y)
        : type == "finger.up"
          ? .fingerUp(finger: finger, x: x, y: y) : .fingerMotion(finger: finger, x: x, y: y)
    case "multigesture":
      input = .multigesture(
        x: try r.number("x", in: normalised), y: try r.number("y", in: normalised),
        dDist: try r.number("dDist", in: RecordingLimits.gestureDelta),
        dTheta: try r.number("dTheta", in: RecordingLimits.gestureDelta),
        fingers: try r.int("fingers", in: RecordingLimits.fingers))
    case "key.down":
      input = .keyDown(
        key: try r.string("key", maxLength: RecordingLimits.maximumStringLength), mods: try r.mods()
      )
    case "key.up":
      input = .keyUp(
        key: try r.string("key", maxLength: RecordingLimits.maximumStringLength), mods: try r.mods()
      )
    case "window.resize":
      input = .windowResize(
        width: try r.int("w", in: RecordingLimits.windowSides),
        height: try r.int("h", in: RecordingLimits.windowSides))
    case "touchpad.pinch" where version >= 2:
      let phaseName = try r.string("phase", maxLength: RecordingLimits.maximumStringLength)
      guard let phase = TouchpadPinch.Phase(rawValue: phaseName) else {
        throw FieldError("unknown phase \(quote(phaseName)) (begin, update, end)")
      }
      let sourceName = try r.string("source", maxLength: RecordingLimits.maximumStringLength)
      guard let source = TouchpadPinch.Source(rawValue: sourceName) else {
        throw FieldError("unknown source \(quote(sourceName)) (xi2, wayland)")
      }
      let scale = try r.number("scale", in: RecordingLimits.pinchScale)
      guard scale > 0 else { throw FieldError("field \"scale\" must be greater than 0") }
      // The gesture bridge carries 32-bit floats: read the values as the replay will carry them.
      func float(_ value: Double) -> Double { Double(Float(value)) }
      input = .touchpadPinch(
        TouchpadPinch(
          phase: phase, source: source, fingers: try r.int("fingers", in: RecordingLimits.fingers),
          isCancelled: try r.bool("cancelled"), scale: float(scale),
          rotationDegrees: float(try r.number("rotation", in: RecordingLimits.pinchRotation)),
          location: Point(
            x: float(try r.number("x", in: window)), y: float(try r.number("y", in: window)))))
    case "touchpad.pinch":
      throw FieldError(
        "\"touchpad.pinch\" needs a version 2 recording; this file says version \(version)")
    default:
      throw FieldError(
        "unknown event type \(quote(type)) (known: mouse.down, mouse.up, mouse.motion, mouse.wheel, finger.down, finger.motion, finger.up, multigesture, key.down, key.up, window.resize, touchpad.pinch)"
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
    guard case .number(let n) = value, n.isFinite else {
      throw FieldError("field \"\(key)\" must be a number")
    }
    return n
  }

  func number(_ key: String, in range: ClosedRange<Double>) throws(FieldError) -> Double {
    let n = try number(key)
    guard range.contains(n) else {
      throw FieldError(
        "field \"\(key)\" is \(n), outside \(InputRecording.number(range.lowerBound))...\(InputRecording.number(range.upperBound))"
      )
    }
    return n
  }

  func int(_ key: String, in range: ClosedRange<Int>) throws(FieldError) -> Int {
    let n = try number(key)
    guard n == n.rounded(), abs(n) < 1e15 else {
      throw FieldError("field \"\(key)\" must be a whole number")
    }
    let value = Int(n)
    guard range.contains(value) else {
      throw FieldError(
        "field \"\(key)\" is \(value), outside \(range.lowerBound)...\(range.upperBound)")
    }
    return value
  }

  func string(_ key: String, maxLength: Int) throws(FieldError) -> String {
    guard let value = fields[key] else { throw FieldError("field \"\(key)\" is missing") }
    guard case .string(let s) = value else { throw FieldError("field \"\(key)\" must be a string") }
    guard s.unicodeScalars.count <= maxLength else {
      throw FieldError("field \"\(key)\" is longer than \(maxLength) characters")
    }
    guard !s.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      throw FieldError("field \"\(key)\" holds a control character")
    }
    return s
  }

  /// Checks a string found inside `field` (a header's parameter or panel name) as
  /// ``string(_:maxLength:)`` checks a string field: at most `maxLength` characters, no control
  /// characters.
  static func checkString(_ s: String, field: String, maxLength: Int) throws(FieldError) {
    guard s.unicodeScalars.count <= maxLength else {
      throw FieldError("field \"\(field)\" is longer than \(maxLength) characters")
    }
    guard !s.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      throw FieldError("field \"\(field)\" holds a control character")
    }
  }

  func bool(_ key: String) throws(FieldError) -> Bool {
    guard let value = fields[key] else { throw FieldError("field \"\(key)\" is missing") }
    guard case .bool(let b) = value else {
      throw FieldError("field \"\(key)\" must be true or false")
    }
    return b
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
    let name = try string("button", maxLength: RecordingLimits.maximumStringLength)
    guard let button = RecordedMouseButton(rawValue: name) else {
      throw FieldError("unknown button \(InputRecording.quote(name)) (left, middle, right, x1, x2)")
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
