import Testing

@testable import MaterialMotionSDL

/// The reader accepts exactly the ranges the format documents (``RecordingLimits``): for every
/// ranged field, both ends are read and the next value past either end is refused with the
/// field named. `finger` values from 10¹⁵ up used to be refused as "not a whole number", though
/// the format allows finger ids up to 2⁵³.
@Suite struct RecordingRangeTests {
  static let header =
    #"{"format":"motion-sandbox-input","version":7,"scene":"direct","size":[800,600],"fps":60}"#

  /// A ranged field: a valid line with `VALUE` where the field's value goes, and its range.
  struct Field: CustomStringConvertible {
    let name: String
    let line: String
    let range: Range
    /// What the message says past the upper end, when it is not "field "NAME" is".
    var pastEnd: String?

    enum Range {
      case number(ClosedRange<Double>, lowerRefusedAnyway: Bool = false)
      case whole(ClosedRange<Int>)
    }

    var description: String { name }
  }

  static let fields: [Field] = {
    let pinch =
      #"{"t":1,"type":"touchpad.pinch","phase":"update","source":"xi2","fingers":2,"scale":1,"rotation":0,"x":1,"y":1,"cancelled":false}"#
    func pinchWith(_ key: String) -> String {
      pinch.replacing(#""\#(key)":"#, with: #""\#(key)":VALUE,"\#(key)_was":"#)
    }
    return [
      Field(
        name: "t", line: #"{"t":VALUE,"type":"key.down","key":"a","mods":[]}"#,
        range: .number(RecordingLimits.eventTime), pastEnd: "s is past 3600 s, the longest"),
      Field(
        name: "mouse x", line: #"{"t":1,"type":"mouse.motion","x":VALUE,"y":1,"mods":[]}"#,
        range: .number(RecordingLimits.windowCoordinate)),
      Field(
        name: "wheel dy",
        line: #"{"t":1,"type":"mouse.wheel","x":1,"y":1,"dx":0,"dy":VALUE,"mods":[]}"#,
        range: .number(RecordingLimits.wheelDelta)),
      Field(
        name: "finger", line: #"{"t":1,"type":"finger.down","finger":VALUE,"x":0.5,"y":0.5}"#,
        range: .whole(RecordingLimits.fingerID)),
      Field(
        name: "finger y", line: #"{"t":1,"type":"finger.down","finger":1,"x":0.5,"y":VALUE}"#,
        range: .number(RecordingLimits.normalisedCoordinate)),
      Field(
        name: "pressure",
        line: #"{"t":1,"type":"finger.down","finger":1,"x":0.5,"y":0.5,"pressure":VALUE}"#,
        range: .number(0...1)),
      Field(
        name: "dTheta",
        line:
          #"{"t":1,"type":"multigesture","x":0.5,"y":0.5,"dDist":0,"dTheta":VALUE,"fingers":2}"#,
        range: .number(RecordingLimits.gestureDelta)),
      Field(
        name: "fingers",
        line:
          #"{"t":1,"type":"multigesture","x":0.5,"y":0.5,"dDist":0,"dTheta":0,"fingers":VALUE}"#,
        range: .whole(RecordingLimits.fingers)),
      Field(
        name: "w", line: #"{"t":1,"type":"window.resize","w":VALUE,"h":600}"#,
        range: .whole(RecordingLimits.windowSides)),
      Field(
        name: "scale", line: pinchWith("scale"),
        range: .number(RecordingLimits.pinchScale, lowerRefusedAnyway: true)),
      Field(
        name: "rotation", line: pinchWith("rotation"),
        range: .number(RecordingLimits.pinchRotation)),
      Field(
        name: "pinch x", line: pinchWith("x"), range: .number(RecordingLimits.windowCoordinate)),
      Field(
        name: "replaced", line: #"{"t":1,"type":"takeover","replaced":VALUE}"#,
        range: .number(RecordingLimits.time)),
      Field(
        name: "id",
        line: #"{"t":1,"type":"touchpad.device","source":"xi2","id":VALUE,"name":"pad"}"#,
        range: .whole(RecordingLimits.deviceID)),
      Field(
        name: "fps",
        line:
          #"{"format":"motion-sandbox-input","version":7,"scene":"direct","size":[800,600],"fps":VALUE}"#,
        range: .number(RecordingLimits.fps)),
    ]
  }()

  /// What the reader says of `line` with `value` in it: nil when it is read, else the message.
  static func problem(_ field: Field, _ value: String) -> String? {
    let line = field.line.replacing("VALUE", with: value)
    let lines = line.hasPrefix(#"{"format""#) ? [line] : [header, line]
    do {
      _ = try Recording(parsing: lines.joined(separator: "\n") + "\n", name: "r.jsonl")
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: fields) func bothEndsOfTheRangeAreReadAndPastThemIsRefused(_ field: Field) {
    let name = field.name.split(separator: " ").last!
    switch field.range {
    case .number(let range, let lowerRefusedAnyway):
      #expect(Self.problem(field, RecordingLine.number(range.upperBound)) == nil)
      let past = Self.problem(field, "\(range.upperBound.nextUp)")
      #expect(
        past?.contains(field.pastEnd ?? #"field "\#(name)" is "#) == true, "\(past ?? "read")")
      guard !lowerRefusedAnyway else { return }
      #expect(Self.problem(field, RecordingLine.number(range.lowerBound)) == nil)
      let before = Self.problem(field, "\(range.lowerBound.nextDown)")
      #expect(before?.contains(#"field "\#(name)" is "#) == true, "\(before ?? "read")")
    case .whole(let range):
      for value in [range.lowerBound, range.upperBound] {
        #expect(Self.problem(field, String(value)) == nil, "\(value)")
      }
      for value in [range.lowerBound - 1, range.upperBound + 1] {
        let message = Self.problem(field, String(value))
        #expect(
          message?.contains(
            #"field "\#(name)" is \#(value), outside \#(range.lowerBound)...\#(range.upperBound)"#)
            == true, "\(message ?? "read")")
      }
    }
  }

  /// Finger ids are read exactly: 2⁵³ is the last one, and 2⁵³ + 1 (which a 64-bit float would
  /// round to 2⁵³) is past it; written as 9.007199254740992e15 it is the same number.
  @Test func fingerIDsAreReadExactlyUpTo2To53() throws {
    let finger = Self.fields.first { $0.name == "finger" }!
    #expect(Self.problem(finger, "9007199254740992") == nil)
    #expect(Self.problem(finger, "9.007199254740992e15") == nil)
    #expect(Self.problem(finger, "1000000000000000") == nil)
    #expect(
      Self.problem(finger, "9007199254740993")?.contains(
        #"field "finger" is 9007199254740993, outside 0...9007199254740992"#) == true)
    #expect(
      Self.problem(finger, "1e300")?.contains(#"field "finger" is 1e+300, outside 0..."#) == true)
    #expect(
      Self.problem(finger, "2.5")?.contains(#"field "finger" must be a whole number"#) == true)
    let text = [Self.header, finger.line.replacing("VALUE", with: "9007199254740992")]
      .joined(separator: "\n")
    guard case .finger(let input)? = try Recording(parsing: text, name: "r").events.first?.input
    else {
      Issue.record("no finger")
      return
    }
    #expect(input.finger == 1 << 53)
  }
}
