import MaterialMotion
import Testing

@testable import MaterialMotionSDL

/// The format's table: every kind of platform input a recording holds is written and read back
/// exactly by its row, and what a recording does not hold is left out.
@Suite struct RecordingKindTests {
  /// One input of every recorded kind, with values a device could send.
  static let samples: [PlatformInput] = [
    .mouse(MouseInput(.down(.left), at: Point(x: 400, y: 300), modifiers: [.shift, .alt])),
    .mouse(MouseInput(.up(.x2), at: Point(x: -5, y: 1_000_000))),
    .mouse(MouseInput(.moved, at: Point(x: 401, y: 299), modifiers: .meta)),
    .wheel(
      WheelInput(
        at: Point(x: 10, y: 20), delta: Point(x: 0, y: Double(Float(-1.25))), modifiers: .control)),
    .finger(FingerInput(.down, finger: 1 << 40, at: Point(x: 0.25, y: Double(Float(0.3))))),
    .finger(FingerInput(.moved, finger: 7, at: Point(x: -0.5, y: 1.5))),
    .finger(FingerInput(.up, finger: 0, at: Point(x: 1, y: 0))),
    .finger(
      FingerInput(.moved, finger: 3, at: Point(x: 0.5, y: 0.5), pressure: Double(Float(0.4)))),
    .finger(FingerInput(.down, finger: 4, at: Point(x: 0.5, y: 0.5), pressure: 0)),
    .multigesture(
      MultigestureInput(
        at: Point(x: 0.5, y: 0.5), distanceChange: Double(Float(0.004)),
        angleChange: Double(Float(-0.01)), fingers: 2)),
    .key(KeyInput("Left Ctrl", .down, modifiers: .control)),
    .key(KeyInput("F12", .up)),
    .window(.resized(width: 1024, height: 768)),
    .takeover(replaced: Double(Float(3.42))),
    .touchpadSwipe(
      TouchpadSwipe(
        phase: .update, source: .xi2, fingers: 4, delta: Point(x: Double(Float(-12.5)), y: 0.75),
        location: Point(x: 300, y: 200))),
    .touchpadSwipe(
      TouchpadSwipe(phase: .end, source: .wayland, isCancelled: true, location: Point(x: 1, y: 2))),
    .touchpadHold(TouchpadHold(phase: .begin, fingers: 2, location: Point(x: 640, y: 360))),
    .touchpadHold(
      TouchpadHold(phase: .end, source: .wayland, fingers: 3, isCancelled: true, location: .zero)),
    .touchpadPinch(
      TouchpadPinch(
        phase: .update, source: .wayland, fingers: 3, scale: Double(Float(1.04)),
        rotationDegrees: 3.75, location: Point(x: 560, y: 260))),
    .touchpadDevice(TouchpadDevice(source: .xi2, id: 11, name: "SynPS/2 Synaptics TouchPad")),
    .touchpadDevice(TouchpadDevice(source: .wayland, id: nil, name: "seat0")),
  ]

  @Test(arguments: samples)
  func everyRecordedKindRoundTrips(input: PlatformInput) throws {
    let event = TimedInput(time: 1.5, input: input)
    let line = try #require(Recording.line(for: event))
    let header = Recording.line(
      for: RecordingHeader(
        scene: "s", width: 800, height: 600, fps: 60,
        version: Recording.readableVersions.upperBound))
    let read = try Recording(parsing: header + "\n" + line + "\n", name: "r")
    #expect(read.events == [event], "\(line)")
    // The line holds its row's fields, in the row's order, after t and type.
    let kind = try #require(RecordingKind.all.first { line.contains("\"type\":\"\($0.name)\"") })
    var rest = Substring(line)
    for field in kind.fields {
      let key = "\"\(field.name)\":"
      // A field a later version added is written only when it is not its absent value.
      if field.since > 1, !line.contains(key) { continue }
      let found = try #require(rest.firstRange(of: key), "\(key) in \(line)")
      rest = rest[found.upperBound...]
    }
  }

  /// A hold has no update: a line that says one is an error on its line.
  @Test func aHoldUpdateIsRejected() {
    let header =
      #"{"format":"motion-sandbox-input","version":5,"scene":"s","size":[800,600],"fps":60}"#
    let line =
      #"{"t":0,"type":"touchpad.hold","phase":"update","source":"wayland","fingers":2,"x":0,"y":0,"cancelled":false}"#
    #expect(throws: PlatformError.self) { try Recording(parsing: header + "\n" + line, name: "r") }
  }

  @Test func whatARecordingDoesNotHoldIsLeftOut() {
    for input: PlatformInput in [
      .key(KeyInput("A", .down, isRepeat: true)), .window(.focusLost), .window(.focusGained),
      .window(.closeRequested),
    ] {
      #expect(Recording.line(for: TimedInput(time: 0, input: input)) == nil, "\(input)")
    }
  }

  @Test func kindsHaveOneRowEachAndVersionsGateThem() throws {
    let names = RecordingKind.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(RecordingKind.all.allSatisfy { Recording.readableVersions.contains($0.since) })
    let v1 =
      #"{"format":"motion-sandbox-input","version":1,"scene":"s","size":[800,600],"fps":60}"#
    let pinch = try #require(
      Recording.line(for: TimedInput(time: 0, input: Self.samples.last!)))
    #expect(throws: PlatformError.self) { try Recording(parsing: v1 + "\n" + pinch, name: "r") }
    do {
      _ = try Recording(parsing: v1 + "\n" + #"{"t":0,"type":"mouse.teleport"}"#, name: "r")
    } catch let error as PlatformError {
      #expect(error.description.contains("known: " + names.joined(separator: ", ")))
    }
  }

  /// A finger's pressure (format version 7) is written only when it is not 1, so touchscreen
  /// recordings without it stay version 2; a line without it reads as 1, and one with it in an
  /// older recording is refused on its line.
  @Test func aFingersPressureIsAVersion7FieldWrittenWhenItIsNot1() throws {
    let pressed = TimedInput(
      time: 0, input: .finger(FingerInput(.down, finger: 1, at: .zero, pressure: 0.5)))
    let plain = TimedInput(time: 0, input: .finger(FingerInput(.down, finger: 1, at: .zero)))
    let pressedLine = try #require(RecordingKind.written(pressed.input, at: 0))
    let plainLine = try #require(RecordingKind.written(plain.input, at: 0))
    #expect(pressedLine.version == Recording.fingerPressureVersion)
    #expect(pressedLine.line.contains(#""pressure":0.5"#))
    #expect(plainLine.version == 1)
    #expect(!plainLine.line.contains("pressure"))
    func header(_ version: Int) -> String {
      Recording.line(
        for: RecordingHeader(scene: "s", width: 800, height: 600, fps: 60, version: version))
    }
    let read = try Recording(parsing: header(2) + "\n" + plainLine.line + "\n", name: "r")
    #expect(read.events == [plain])
    #expect(throws: PlatformError.self) {
      try Recording(parsing: header(6) + "\n" + pressedLine.line + "\n", name: "r")
    }
    let newer = try Recording(parsing: header(7) + "\n" + pressedLine.line + "\n", name: "r")
    #expect(newer.events == [pressed])
  }

  /// Keys are recorded in lower case and read back as SDL spells them.
  @Test func keyNamesAreRecordedInLowerCaseAndReadAsSDLSpellsThem() throws {
    let line = try #require(
      Recording.line(for: TimedInput(time: 0, input: .key(KeyInput("Left Shift", .down)))))
    #expect(line.contains(#""key":"left shift""#))
    #expect(SDLInputDecoder.keyName("escape") == "Escape")
    #expect(SDLInputDecoder.keyName("t") == "T")
  }
}

/// The format's article keeps up with the table: it names every kind and every field.
@Suite struct RecordingFormatArticleTests {
  @Test func theArticleNamesEveryKindAndField() throws {
    let article = try String(
      contentsOfFile: #filePath.replacing(
        "Tests/MaterialMotionSDLTests/RecordingKindTests.swift",
        with: "Sources/MaterialMotionSDL/MaterialMotionSDL.docc/RecordingFormat.md"),
      encoding: .utf8)
    for kind in RecordingKind.all {
      #expect(article.contains("`\(kind.name)`"), "\(kind.name)")
      for field in kind.fields {
        #expect(article.contains("`\(field.name)`"), "\(kind.name).\(field.name)")
      }
    }
  }
}
