import Foundation
import MaterialMotionSDL
import SandboxTestSupport
import Testing

/// `motion-sandbox check` as a person runs it: exit status 0 when every golden matches, 1 when
/// one differs, 2 for an input that cannot be used and 64 for a usage error (one line each),
/// goldens written only as the record mode says, and never under CI=true.
@Suite(.serialized) struct CheckCommandTests {
  let app = AppHarness.binary

  /// A folder of goldens for `tossable-toss` (its trace, frames 40 and the last), recorded by
  /// the command itself.
  func recordedGoldens(_ name: String) throws -> String {
    let goldens = AppHarness.temporaryDirectory(name)
    let result = try check(
      [
        "--replay", AppHarness.asset("tossable-toss.jsonl"), "--goldens", goldens, "--frames",
        "40,-1", "--record", "missing",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("RECORDED tossable-toss: "), "\(result.stdout)")
    return goldens
  }

  func check(_ arguments: [String], environment: [String: String] = ["CI": ""]) throws
    -> AppHarness.Result
  {
    try AppHarness.run(app, ["check"] + arguments, environment: environment)
  }

  @Test func matchingGoldensPassAndABrokenSpringFailsWithItsFirstDivergence() throws {
    let goldens = try recordedGoldens("check-pass")
    let files = try FileManager.default.contentsOfDirectory(atPath: goldens).sorted()
    #expect(
      files == [
        "tossable-toss.frame-131.png", "tossable-toss.frame-40.png", "tossable-toss.trace.txt",
      ])
    let pass = try check([
      "--replay", AppHarness.asset("tossable-toss.jsonl"), "--goldens", goldens,
    ])
    #expect(pass.status == 0)
    #expect(pass.stdout.contains("PASS tossable-toss (trace and 2 frames)"), "\(pass.stdout)")

    let artifacts = AppHarness.temporaryDirectory("check-artifacts")
    let fail = try check([
      "--replay", AppHarness.asset("tossable-toss.jsonl"), "--goldens", goldens, "--set",
      "spring.stiffness=900", "--artifacts", artifacts,
    ])
    #expect(fail.status == 1)
    #expect(
      fail.stdout.contains(
        "FAIL tossable-toss: frame 71, square.position: expected 524.7380 362.3690, got "),
      "\(fail.stdout)")
    #expect(fail.stdout.contains("report: \(artifacts)/report.html"))
    #expect(
      FileManager.default.fileExists(atPath: "\(artifacts)/tossable-toss/tossable-toss.trace.txt"))
    // The goldens were not touched (the default mode writes only missing ones).
    #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).sorted() == files)
  }

  /// A folder of recordings is checked in name order; a missing golden under `never` is an
  /// input error (status 2, one line on stderr), and the others are still checked.
  @Test func aMissingGoldenUnderNeverIsAnInputError() throws {
    let goldens = try recordedGoldens("check-never")
    let folder = AppHarness.temporaryDirectory("check-folder")
    for name in ["tossable-toss.jsonl", "tap-taps.jsonl"] {
      try FileManager.default.copyItem(atPath: AppHarness.asset(name), toPath: "\(folder)/\(name)")
    }
    let result = try check(["--replay", folder, "--goldens", goldens, "--record", "never"])
    #expect(result.status == 2)
    let errors = result.stderr.split(separator: "\n")
    #expect(errors.count == 1, "\(result.stderr)")
    #expect(errors.first?.contains("missing trace golden \(goldens)/tap-taps.trace.txt") == true)
    #expect(result.stdout.contains("PASS tossable-toss"))
    #expect(!FileManager.default.fileExists(atPath: "\(goldens)/tap-taps.trace.txt"))
  }

  /// CI never writes goldens: with CI=true a missing golden is an error, and asking to record is
  /// refused before anything runs.
  @Test func ciNeverWritesGoldens() throws {
    let goldens = AppHarness.temporaryDirectory("check-ci")
    let missing = try check(
      ["--replay", AppHarness.asset("tap-taps.jsonl"), "--goldens", goldens],
      environment: ["CI": "true"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("missing trace golden"), "\(missing.stderr)")
    let record = try check(
      ["--replay", AppHarness.asset("tap-taps.jsonl"), "--goldens", goldens, "--record", "all"],
      environment: ["CI": "true"])
    #expect(record.status == 64)
    #expect(record.stderr.contains("goldens are never written on CI"), "\(record.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).isEmpty)
  }

  /// A recording of a comparison is refused in one line: a check replays one scene.
  @Test func aComparisonIsNotChecked() throws {
    let path = try AppHarness.writeRecording([
      #"{"format":"motion-sandbox-input","version":3,"scene":"tossable","size":[800,600],"fps":60,"compare":[{"spring.stiffness":120},{}]}"#
    ])
    let result = try check(["--replay", path, "--goldens", AppHarness.temporaryDirectory("g")])
    #expect(result.status == 2)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("is a comparison of two parameter sets"), "\(result.stderr)")
  }

  /// Usage and input errors: one line each on stderr, status 64 for the command line and 2 for
  /// a file that cannot be used, goldens left as they were.
  @Test(arguments: [
    (
      ["--replay", "/nonexistent.jsonl"], Int32(2),
      "--replay /nonexistent.jsonl: no such file or folder"
    ),
    (["--record", "sometimes"], 64, "--record must be all, failed, missing or never"),
    (["--scene", "nope"], 64, "unknown scene \"nope\""),
    (["--mask", "1,2,3"], 64, "--mask 1,2,3: expected X,Y,WIDTH,HEIGHT"),
    (["--pixel-tolerance", "300"], 64, "--pixel-tolerance must be from 0 to 255"),
    (["--frames", "a,b"], 64, "--frames a,b: expected frame indices"),
  ])
  func usageAndInputErrors(extra: [String], status: Int32, message: String) throws {
    let goldens = try recordedGoldens("check-errors")
    var arguments = ["--goldens", goldens] + extra
    if !extra.contains("--replay") {
      arguments += ["--replay", AppHarness.asset("tossable-toss.jsonl")]
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: "\(goldens)/tossable-toss.trace.txt"))
    let result = try check(arguments)
    #expect(result.status == status, "\(result.stdout) \(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains(message), "\(result.stderr)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: "\(goldens)/tossable-toss.trace.txt")) == before)
  }

  /// A corrupt golden (a trace cut short, a PNG that is not one) is an input error naming the
  /// file and what to do, not a crash or a mismatch.
  @Test func corruptGoldensAreNamed() throws {
    let goldens = try recordedGoldens("check-corrupt")
    let trace = "\(goldens)/tossable-toss.trace.txt"
    let text = try String(contentsOfFile: trace, encoding: .utf8)
    try String(text.prefix(2000)).write(toFile: trace, atomically: true, encoding: .utf8)
    let cut = try check(["--replay", AppHarness.asset("tossable-toss.jsonl"), "--goldens", goldens])
    #expect(cut.status == 2)
    #expect(cut.stderr.contains("\(trace) line "), "\(cut.stderr)")
    #expect(cut.stderr.contains("record it again with --record all"))

    try text.write(toFile: trace, atomically: true, encoding: .utf8)
    try Data("not a png".utf8).write(
      to: URL(fileURLWithPath: "\(goldens)/tossable-toss.frame-40.png"))
    let png = try check(["--replay", AppHarness.asset("tossable-toss.jsonl"), "--goldens", goldens])
    #expect(png.status == 2)
    #expect(png.stderr.contains("tossable-toss.frame-40.png: "), "\(png.stderr)")
  }

  /// A frame golden drawn with another font is reported as such, not as failed pixels.
  @Test func aGoldenFromAnotherEnvironmentIsReportedAsSuch() throws {
    let goldens = try recordedGoldens("check-environment")
    let path = "\(goldens)/tossable-toss.frame-40.png"
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let key = "motion-sandbox environment"
    let environment = try #require(PNGFile.textChunks(in: bytes)[key])
    #expect(environment.contains("font=DejaVuSans"), "\(environment)")
    let (rgba, width, height) = try PNGFile.decodeRGBA(bytes)
    let other = try PNGFile.encode(
      pixels: rgba, width: width, height: height, channels: 4,
      text: (key, environment.replacingOccurrences(of: "DejaVuSans", with: "OtherSans")))
    try Data(other).write(to: URL(fileURLWithPath: path))
    let result = try check([
      "--replay", AppHarness.asset("tossable-toss.jsonl"), "--goldens", goldens,
    ])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains("frame 40: the golden was drawn in another environment (font "),
      "\(result.stdout)")
  }
}

/// What `check` writes, written safely: a full disk loses no golden, and a golden that is a
/// symbolic link is replaced, its target left alone.
@Suite struct CheckCommandWritingTests {
  @Test func aFullDiskLosesNoGolden() throws {
    let unshare = try #require(AppHarness.which("unshare"), "unshare (util-linux) is needed")
    let saved = AppHarness.temporaryDirectory("check-full-saved")
    let mountPoint = AppHarness.temporaryDirectory("check-full-mount")
    // Goldens of the default spring, then a check that must write them anew (--record failed)
    // for a stiffer spring, on a disk already full.
    let result0 = try AppHarness.run(
      AppHarness.binary,
      [
        "check", "--replay", AppHarness.asset("tossable-toss.jsonl"), "--goldens", saved,
        "--frames", "75", "--record", "missing",
      ], environment: ["CI": ""])
    #expect(result0.status == 0, "\(result0.stderr)")
    let script = """
      mount -t tmpfs -o size=64k none '\(mountPoint)' || exit 90
      mkdir '\(mountPoint)/goldens' && cp '\(saved)'/* '\(mountPoint)/goldens/' || exit 91
      dd if=/dev/zero of='\(mountPoint)/filler' bs=1k count=64 2>/dev/null
      CI= '\(AppHarness.binary)' check --replay '\(AppHarness.asset("tossable-toss.jsonl"))' \
        --goldens '\(mountPoint)/goldens' --set spring.stiffness=900 --record failed \
        --artifacts '\(mountPoint)/artifacts'
      status=$?
      for f in '\(saved)'/*; do cmp -s "$f" '\(mountPoint)/goldens/'"$(basename "$f")" || echo "changed: $f"; done
      ls '\(mountPoint)/goldens' | grep -v '\\.png$\\|\\.txt$' && echo "leftover"
      exit $status
      """
    let result = try AppHarness.run(unshare, ["-rm", "sh", "-c", script])
    try #require(result.status != 90 && result.status != 91, "no tmpfs: \(result.stderr)")
    #expect(result.status == 2, "\(result.stdout) \(result.stderr)")
    let errors = result.stderr.split(separator: "\n")
    #expect(errors.count == 1, "\(result.stderr)")
    #expect(errors.first?.contains("No space left on device") == true, "\(result.stderr)")
    #expect(
      !result.stdout.contains("changed:") && !result.stdout.contains("leftover"), "\(result.stdout)"
    )
  }

  @Test func aGoldenThatIsASymbolicLinkIsReplacedNotFollowed() throws {
    let goldens = AppHarness.temporaryDirectory("check-symlink")
    let elsewhere = AppHarness.temporaryDirectory("check-symlink-target") + "/precious.txt"
    try "precious\n".write(toFile: elsewhere, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: "\(goldens)/tap-taps.trace.txt", withDestinationPath: elsewhere)
    let result = try AppHarness.run(
      AppHarness.binary,
      [
        "check", "--replay", AppHarness.asset("tap-taps.jsonl"), "--goldens", goldens, "--record",
        "all",
      ], environment: ["CI": ""])
    #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
    #expect(try String(contentsOfFile: elsewhere, encoding: .utf8) == "precious\n")
    let attributes = try FileManager.default.attributesOfItem(
      atPath: "\(goldens)/tap-taps.trace.txt")
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
  }
}
