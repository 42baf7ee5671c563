import MaterialMotion
import Testing

@testable import MaterialMotionSDL

/// The recording format, version 2: touchpad pinches round-trip exactly, version 1 files read as
/// before, and every value is range-checked with the line and field named.
@Suite struct RecordingFormatTests {
  let v1Header =
    #"{"format":"motion-sandbox-input","version":1,"scene":"scalable","size":[800,600],"fps":60}"#
  let v2Header =
    #"{"format":"motion-sandbox-input","version":2,"scene":"pinch-lab","size":[800,600],"fps":60}"#

  func parseError(_ lines: [String]) -> String? {
    do {
      _ = try Recording(parsing: lines.joined(separator: "\n"), name: "r.jsonl")
      return nil
    } catch let error as PlatformError {
      return error.description
    } catch {
      return "\(error)"
    }
  }

  @Test func touchpadPinchesRoundTripExactly() throws {
    let header = RecordingHeader(scene: "pinch-lab", width: 800, height: 600, fps: 60)
    #expect(header.version == 2)
    let pinches = [
      TouchpadPinch(phase: .begin, source: .xi2, fingers: 2, location: Point(x: 400, y: 300)),
      TouchpadPinch(
        phase: .update, source: .wayland, fingers: 3, scale: Double(Float(1.2999)),
        rotationDegrees: Double(Float(-2.75)), location: Point(x: 401.5, y: 299.25)),
      TouchpadPinch(
        phase: .end, source: .xi2, fingers: 2, isCancelled: true, scale: Double(Float(1.3)),
        location: Point(x: 402, y: 298)),
    ]
    let events = pinches.enumerated().map {
      TimedInput(time: Double($0.offset) * 0.016, input: .touchpadPinch($0.element))
    }
    let text = ([Recording.line(for: header)] + events.compactMap(Recording.line(for:))).joined(
      separator: "\n")
    #expect(text.contains(#""scale":1.3,"#), "32-bit values are written in their shortest form")
    let parsed = try Recording(parsing: text, name: "r.jsonl")
    #expect(parsed.header == header)
    #expect(parsed.events == events)
    #expect(parsed.skippedTornLine == nil)
  }

  /// A value the platform carries as a 32-bit float is read as that float, and one too close to
  /// 0 for it is rejected like any value out of range (a scale of 1e-50 used to become 0).
  @Test func valuesThatDoNotFitTheirFloatAreRejected() throws {
    let pinch =
      #"{"t":0.5,"type":"touchpad.pinch","phase":"update","source":"xi2","fingers":2,"scale":SCALE,"rotation":0,"x":1,"y":2,"cancelled":false}"#
    #expect(
      parseError([v2Header, pinch.replacing("SCALE", with: "1e-50")])?.contains(
        #"line 2: field "scale" is 1e-50, too close to 0 for the 32-bit float it is carried in"#)
        == true)
    #expect(
      parseError([v2Header, #"{"t":1,"type":"finger.down","finger":1,"x":1e-45,"y":0.5}"#])?
        .contains(#"line 2: field "x" is 1e-45, too close to 0"#) == true)
    #expect(
      parseError([
        v2Header, #"{"t":1,"type":"mouse.wheel","x":1,"y":1,"dx":0,"dy":-3e-39,"mods":[]}"#,
      ])?
      .contains(#"field "dy""#) == true)
    let read = try Recording(
      parsing: [v2Header, pinch.replacing("SCALE", with: "0.3")].joined(separator: "\n"), name: "r")
    guard case .touchpadPinch(let p) = read.events.first?.input else {
      Issue.record("no pinch")
      return
    }
    #expect(p.scale == Double(Float(0.3)))
  }

  /// Window points are whole numbers for the mouse, as SDL carries them.
  @Test func mouseCoordinatesAreReadAsWholePoints() throws {
    let read = try Recording(
      parsing: [v2Header, #"{"t":1,"type":"mouse.motion","x":10.4,"y":9.6,"mods":["alt"]}"#]
        .joined(separator: "\n"), name: "r")
    #expect(
      read.events.first?.input
        == .mouse(MouseInput(.moved, at: Point(x: 10, y: 10), modifiers: .alt)))
  }

  @Test func versionOneFilesStillRead() throws {
    let parsed = try Recording(
      parsing: [v1Header, #"{"t":0.5,"type":"mouse.down","x":1,"y":2,"button":"left","mods":[]}"#]
        .joined(
          separator: "\n"), name: "r.jsonl")
    #expect(parsed.header.version == 1)
    #expect(parsed.events.count == 1)
  }

  @Test func aTornLastLineIsSkippedAndATornLineElsewhereIsAnError() throws {
    let good = #"{"t":0.5,"type":"key.down","key":"a","mods":[]}"#
    let torn = #"{"t":0.6,"type":"key.u"#
    let parsed = try Recording(parsing: [v2Header, good, torn].joined(separator: "\n"), name: "r")
    #expect(parsed.events.count == 1)
    #expect(parsed.skippedTornLine == 3)
    // A complete last line (no newline, but whole) is kept.
    let whole = try Recording(parsing: [v2Header, good, good].joined(separator: "\n"), name: "r")
    #expect(whole.events.count == 2 && whole.skippedTornLine == nil)
    // The same broken text followed by a newline was finished: an error, as in the middle.
    #expect(parseError([v2Header, torn, ""])?.contains("line 2: not valid JSON") == true)
    #expect(parseError([v2Header, torn, good])?.contains("line 2: not valid JSON") == true)
    // A torn header is no recording at all.
    #expect(parseError([#"{"format":"motion-sa"#]) != nil)
  }

  @Test func valuesOutOfRangeAreRejectedWithLineAndField() {
    let pinch =
      #"{"t":0.5,"type":"touchpad.pinch","phase":"update","source":"xi2","fingers":2,"scale":SCALE,"rotation":ROT,"x":1,"y":2,"cancelled":false}"#
    let cases: [([String], String)] = [
      (
        [v2Header, pinch.replacing("SCALE", with: "0").replacing("ROT", with: "0")],
        #"line 2: field "scale" must be greater than 0"#
      ),
      (
        [v2Header, pinch.replacing("SCALE", with: "1e300").replacing("ROT", with: "0")],
        #"line 2: field "scale" is 1e+300, outside 0...100"#
      ),
      (
        [v2Header, pinch.replacing("SCALE", with: "1").replacing("ROT", with: "720")],
        #"line 2: field "rotation" is 720.0, outside -360...360"#
      ),
      (
        [
          v2Header,
          pinch.replacing("SCALE", with: "1").replacing("ROT", with: "0").replacing(
            "update", with: "twist"),
        ], #"line 2: unknown phase "twist""#
      ),
      (
        [v2Header, #"{"t":1e300,"type":"key.down","key":"a","mods":[]}"#],
        "line 2: t 1e+300 s is past 3600 s, the longest a replay may run"
      ),
      (
        [v2Header, #"{"t":1,"type":"mouse.motion","x":1e10,"y":0,"mods":[]}"#],
        #"line 2: field "x" is 10000000000.0, outside -1000000...1000000"#
      ),
      (
        [#"{"format":"motion-sandbox-input","version":2,"scene":"s","size":[3e9,600],"fps":60}"#],
        #"line 1: "size" must be two whole numbers [width, height] from 1 to 8192"#
      ),
      (
        [
          #"{"format":"motion-sandbox-input","version":2,"scene":"s","size":[800,600],"fps":5e-324}"#
        ],
        #"line 1: field "fps" is 5e-324, outside 1...1000"#
      ),
      (
        [v2Header, #"{"t":1,"type":"key.down","key":"a\nb","mods":[]}"#],
        #"line 2: field "key" holds a control character"#
      ),
      (
        [
          v2Header,
          #"{"t":1,"type":"key.down","key":""# + String(repeating: "k", count: 65)
            + #"","mods":[]}"#,
        ],
        #"line 2: field "key" is longer than 64 characters"#
      ),
      (
        [
          v2Header,
          #"{"t":1,"type":"mouse.motion","x":1,"y":0,"mods":[],"pad":""#
            + String(repeating: " ", count: 5000) + #""}"#,
          "",
        ],
        "line 2: the line is longer than 4096 bytes"
      ),
    ]
    for (lines, expected) in cases {
      let message = parseError(lines)
      #expect(
        message?.contains(expected) == true,
        "\(message ?? "accepted") for \(lines.last!.prefix(80))")
      #expect(message.map { !$0.contains("\n") } ?? true, "one line")
    }
  }
}
