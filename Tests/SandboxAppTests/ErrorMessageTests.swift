import Foundation
import MaterialMotionSDL
import SandboxTestSupport
import Testing

/// Every bad input ends in one clear line on standard error and a non-zero exit, and nothing is
/// written.
@Suite(.serialized) struct ErrorMessageTests {
  func expectOneLineError(
    _ arguments: [String], contains text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try AppHarness.sandbox(arguments)
    #expect(result.status != 0, "exit status for \(arguments)", sourceLocation: sourceLocation)
    let lines = result.stderr.split(separator: "\n").filter { !$0.contains("no display found") }
    #expect(
      lines.first?.contains(text) == true, "stderr was: \(result.stderr)",
      sourceLocation: sourceLocation)
  }

  let header =
    #"{"format":"motion-sandbox-input","version":1,"scene":"scalable","size":[800,600],"fps":60}"#

  @Test func malformedReplayIsRejectedBeforeAnythingRuns() throws {
    let capture = AppHarness.temporaryDirectory("never") + "/frames"
    let cases: [([String], String)] = [
      (
        [header, #"{"t":0.1,"type":"mouse.motion","x":1,"y":2,"mods":[]}"#, "{not json"],
        "line 3: not valid JSON"
      ),
      (
        [
          #"{"format":"motion-sandbox-input","version":8,"scene":"scalable","size":[800,600],"fps":60}"#
        ], "line 1: version 8 is not supported; this build reads versions 1 to 7"
      ),
      (
        [
          header,
          #"{"t":0.5,"type":"touchpad.pinch","phase":"begin","source":"xi2","fingers":2,"scale":1,"rotation":0,"x":1,"y":2,"cancelled":false}"#,
        ], #"line 2: "touchpad.pinch" needs a version 2 recording"#
      ),
      (
        [header, #"{"t":0.5,"type":"window.resize","w":100000,"h":600}"#],
        #"line 2: field "w" is 100000, outside 1...8192"#
      ),
      (
        [
          header,
          #"{"t":0.5,"type":"multigesture","x":0.5,"y":0.5,"dDist":0,"dTheta":0,"fingers":70000}"#,
        ],
        #"line 2: field "fingers" is 70000, outside 0...31"#
      ),
      (
        [header, #"{"t":0.5,"type":"mouse.down","y":2,"button":"left","mods":[]}"#],
        #"line 2: field "x" is missing"#
      ),
      (
        [
          header, #"{"t":0.5,"type":"key.down","key":"a","mods":[]}"#,
          #"{"t":0.4,"type":"key.up","key":"a","mods":[]}"#,
        ],
        "line 3: t 0.4 is before"
      ),
      ([header, #"{"t":0.5,"type":"pen.down"}"#], #"line 2: unknown event type "pen.down""#),
    ]
    for (lines, message) in cases {
      try expectOneLineError(
        ["--replay", AppHarness.writeRecording(lines), "--capture", capture, "--headless"],
        contains: message)
    }
    #expect(
      !FileManager.default.fileExists(atPath: capture), "nothing is written for a malformed replay")
  }

  /// A recording cut off mid-line (a crash, a kill, a full disk) replays its complete events and
  /// says, in one line, that the torn tail was skipped.
  @Test func aTornLastLineIsSkippedWithOneNote() throws {
    let path = AppHarness.temporaryDirectory("torn") + "/torn.jsonl"
    let text =
      header + "\n" + #"{"t":0.1,"type":"key.down","key":"f1","mods":[]}"# + "\n"
      + #"{"t":0.2,"type":"key.u"#
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try HeadlessReplay(path).result
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(
      lines.first?.contains(
        "line 3 is incomplete (the recording was cut off); replaying the 1 complete events") == true
    )
  }

  /// A flag the command line refuses is one line naming it and pointing to --help, not
  /// ArgumentParser's three or four (error, usage, help hint).
  @Test func aBadFlagIsOneLineNamingItAndPointingToHelp() throws {
    for (arguments, flag) in [
      (["--bogus"], "--bogus"), (["--size", "big"], "--size"), (["--fps"], "--fps"),
      (["--frames", "-3"], "--frames"),
    ] {
      let result = try AppHarness.sandbox(arguments)
      #expect(result.status == 64, "\(arguments)")
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1, "one line: \(result.stderr)")
      #expect(lines.first?.hasPrefix("motion-sandbox: error: ") == true, "\(result.stderr)")
      #expect(lines.first?.contains(flag) == true, "\(result.stderr)")
      #expect(lines.first?.hasSuffix("see motion-sandbox --help") == true, "\(result.stderr)")
    }
  }

  /// What an error quotes is escaped: line and paragraph separators, NEL and every other
  /// control, format or separator character (they used to be printed raw, breaking the line
  /// in a terminal or a log).
  @Test func quotedValuesEscapeSeparatorsAndControls() throws {
    let name = "a\u{2028}b\u{2029}c\u{85}d\u{202E}e\u{A0}f\u{1B}g"
    let result = try AppHarness.sandbox(["--scene", name, "--headless"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "motion-sandbox: error: unknown scene \"a\\u2028b\\u2029c\\u0085d\\u202ee\\u00a0f\\u001bg\"; choose one of: scalable, draggable, rotatable, direct, tossable, tap, valve, pinch-lab, stress, arc-move, change-direction, swipeable-list, spring, tween, carousel, sticker-picker, modal-dialog, photo-album, push-back, fab-reveal, material-expansion, gesture-lab\n"
    )
    let unescaped = result.stderr.unicodeScalars.filter {
      TextEscaping.needsEscape($0) && $0 != "\n"
    }
    #expect(unescaped.isEmpty)
    let missing = try AppHarness.sandbox(["--replay", "/nonexistent/\u{2028}.jsonl"])
    #expect(missing.stderr.contains("--replay /nonexistent/\\u2028.jsonl: cannot open"))
  }

  @Test func badFlagsAndFiles() throws {
    try expectOneLineError(["--size", "big"], contains: "--size")
    try expectOneLineError(["--size", "-5x5"], contains: "it must be positive")
    try expectOneLineError(["--frames", "-3"], contains: "--frames must be from 1 to 10,000,000")
    try expectOneLineError(["--png-level", "-1"], contains: "--png-level must be 0 to 9")
    try expectOneLineError(
      ["--headless", "--frames", "2", "--capture", "/etc/hostname"],
      contains: "--capture /etc/hostname: is a file, not a folder")
    try expectOneLineError(["--fps", "0"], contains: "--fps must be between 1 and 1000")
    try expectOneLineError(["--png-level", "12"], contains: "--png-level must be 0 to 9")
    try expectOneLineError(["--scene", "nope", "--headless"], contains: #"unknown scene "nope""#)
    try expectOneLineError(
      ["--font", "/nonexistent/font.ttf", "--headless"], contains: "--font /nonexistent/font.ttf")
    try expectOneLineError(
      ["--replay", "/nonexistent/input.jsonl"],
      contains: "--replay /nonexistent/input.jsonl: cannot open")
    try expectOneLineError(
      ["--headless", "--frames", "2", "--video", "/tmp/out.avi"],
      contains: "use a .mp4, .webm or .gif")
    try expectOneLineError(
      ["--headless", "--frames", "2", "--capture", "/proc/no-such-dir"],
      contains: "--capture /proc/no-such-dir")
    try expectOneLineError(
      ["--headless", "--frames", "2", "--record-input", "/proc/no-such-dir/x.jsonl"],
      contains: "--record-input")
  }

  /// A display that cannot be opened is an error with the remedy, in one line, never a silent
  /// run on SDL's offscreen driver; libwayland's own warning is not shown.
  @Test func aDisplayThatCannotBeOpenedIsOneLineWithTheRemedy() throws {
    var cases: [([String: String], String)] = [
      (["DISPLAY": ":4242"], "cannot open the display (DISPLAY=:4242, WAYLAND_DISPLAY unset)"),
      (
        ["WAYLAND_DISPLAY": "wayland-4242", "XDG_RUNTIME_DIR": ""],
        "XDG_RUNTIME_DIR is not set"
      ),
      (
        [
          "WAYLAND_DISPLAY": "wayland-4242", "XDG_RUNTIME_DIR": AppHarness.temporaryDirectory("rt"),
        ],
        "cannot open the display (DISPLAY unset, WAYLAND_DISPLAY=wayland-4242)"
      ),
    ]
    cases.append(
      (
        // Both dead: SDL probes Wayland, and libwayland's own warning (XDG_RUNTIME_DIR) used to
        // leak as a second line.
        ["DISPLAY": ":4242", "WAYLAND_DISPLAY": "wayland-4242", "XDG_RUNTIME_DIR": ""],
        "cannot open the display (DISPLAY=:4242, WAYLAND_DISPLAY=wayland-4242)"
      ))
    for (environment, text) in cases {
      let result = try AppHarness.sandbox(["--frames", "3"], environment: environment)
      #expect(result.status == 2, "\(environment): \(result.stdout)")
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1, "one line: \(result.stderr)")
      #expect(lines.first?.contains(text) == true, "\(result.stderr)")
      #expect(lines.first?.contains("--headless") == true)
    }
  }

  @Test func noDisplayMeansHeadlessWithANotice() throws {
    let dir = AppHarness.temporaryDirectory("nodisplay")
    let result = try AppHarness.sandbox(["--frames", "3", "--screenshot-dir", dir])
    #expect(result.status == 0)
    #expect(
      result.stderr.contains("no display found (DISPLAY unset, WAYLAND_DISPLAY unset)"),
      "\(result.stderr)")
    #expect(result.stdout.contains("final frame: \(dir)/motion-sandbox-scalable-final.png"))
    #expect(FileManager.default.fileExists(atPath: "\(dir)/motion-sandbox-scalable-final.png"))
  }

  /// A variable that is set but empty names no display either, and the notice says which it is
  /// (it used to call an empty DISPLAY "unset").
  @Test func anAssetsFolderWithoutImagesIsRefusedInOneLine() throws {
    let dir = AppHarness.temporaryDirectory("noassets")
    let result = try AppHarness.sandbox(
      ["--scene", "photo-album", "--headless", "--frames", "1", "--screenshot-dir", dir],
      environment: ["MOTION_SANDBOX_ASSETS": dir])
    #expect(result.status != 0)
    #expect(
      result.stderr
        == "motion-sandbox: error: MOTION_SANDBOX_ASSETS=\(dir) has no images folder; point it at an assets folder (a checkout's assets, or an install's share/motion-sandbox) or unset it\n"
    )
  }

  @Test func anEmptyDisplayVariableIsCalledEmpty() throws {
    let dir = AppHarness.temporaryDirectory("emptydisplay")
    let result = try AppHarness.sandbox(
      ["--frames", "1", "--screenshot-dir", dir], environment: ["DISPLAY": ""])
    #expect(result.status == 0)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(
      lines.first?.contains("no display found (DISPLAY is empty, WAYLAND_DISPLAY unset)") == true,
      "\(result.stderr)")
  }
}
