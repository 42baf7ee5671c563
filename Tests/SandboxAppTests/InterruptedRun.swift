import Foundation
import SandboxTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A sandbox run writing frames, a video and (unless replaying) a recording into a fresh folder,
/// with a temporary folder (`TMPDIR`) of its own, for the signal tests to interrupt and then
/// check that every output was finished.
final class InterruptedRun {
  /// The folder of the outputs: `frames/`, `out.mp4`, `input.jsonl`.
  let dir: String
  /// The run's own `TMPDIR`, where ffmpeg's log goes while the video is made.
  let tmp: String
  let app: Subprocess
  let recording: Bool

  /// Starts `motion-sandbox --headless` on the stress scene for a million frames at 30 fps (or
  /// replaying `replay`), with `extra` arguments and `environment` added.
  init(
    _ name: String, replay: String? = nil, extra: [String] = [],
    environment: [String: String] = [:]
  ) throws {
    dir = AppHarness.temporaryDirectory("interrupted-\(name)")
    tmp = dir + "/tmp"
    try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
    recording = replay == nil
    let source =
      replay.map { ["--replay", $0, "--frames", "1000000"] }
      ?? ["--scene", "stress", "--frames", "1000000", "--fps", "30"]
    let record = recording ? ["--record-input", dir + "/input.jsonl"] : []
    app = try Subprocess(
      AppHarness.binary,
      ["--headless"] + source + ["--capture", dir + "/frames", "--video", dir + "/out.mp4"]
        + record + extra,
      environment: environment.merging(["TMPDIR": tmp]) { given, _ in given })
  }

  /// The names of the PNG files written so far.
  var pngs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir + "/frames")) ?? [])
      .filter { $0.hasSuffix(".png") }
  }

  /// Waits (up to 60 s) until `count` frames are on disk.
  func waitForFrames(_ count: Int) {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline && app.isRunning && pngs.count < count { usleep(10_000) }
  }

  /// Sends `signals` in turn, `gap` seconds apart. With `delivered`, each is sent only once the
  /// one before has reached its handler: two signals pending at once are delivered lowest number
  /// first (SIGINT before SIGTERM), whatever the order they were sent in.
  func send(_ signals: [Int32], gap: Double, delivered: Bool = true) {
    for (i, signal) in signals.enumerated() {
      if i > 0 { usleep(UInt32(gap * 1e6)) }
      kill(app.pid, signal)
      if delivered { waitUntilDelivered() }
    }
  }

  /// Waits (up to 2 s) until no signal is pending for the process (`ShdPnd` in
  /// /proc/PID/status: those sent to the process, not one thread).
  func waitUntilDelivered() {
    let deadline = Date().addingTimeInterval(2)
    while Date() < deadline {
      guard let status = try? String(contentsOfFile: "/proc/\(app.pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("ShdPnd:") })
      else { return }
      if line.dropFirst("ShdPnd:".count).allSatisfy({ $0 == "0" || $0 == "\t" || $0 == " " }) {
        return
      }
      usleep(200)
    }
  }

  /// Sends `first`, then `then` every `gap` seconds until the run has exited (so some arrive
  /// while the outputs are being finished); returns the exit status.
  func signalUntilExit(first: Int32, then: Int32, gap: Double = 0.005) -> Int32 {
    kill(app.pid, first)
    waitUntilDelivered()
    let deadline = Date().addingTimeInterval(60)
    while app.isRunning && Date() < deadline {
      usleep(UInt32(gap * 1e6))
      if app.isRunning { kill(app.pid, then) }
    }
    return app.wait(timeout: 1)
  }

  /// Lines of standard error that start with "motion-sandbox:" (progress lines start with
  /// "capture:").
  var messages: [Substring] {
    app.stderr.split(separator: "\n").filter { $0.hasPrefix("motion-sandbox:") }
  }

  /// Names in the output folder and the temporary folder that are neither outputs nor the
  /// folders themselves: partial videos, ffmpeg's log, unfinished frames.
  var leftovers: [String] {
    let fm = FileManager.default
    let top = ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).filter {
      !["frames", "tmp", "out.mp4", "input.jsonl"].contains($0)
    }
    let temporary = ((try? fm.contentsOfDirectory(atPath: tmp)) ?? []).map { "tmp/\($0)" }
    let frames = ((try? fm.contentsOfDirectory(atPath: dir + "/frames")) ?? []).filter {
      !$0.hasSuffix(".png")
    }.map { "frames/\($0)" }
    return top + temporary + frames
  }

  /// The number of frames in `path` as ffprobe decodes them, or nil when it cannot.
  static func videoFrames(_ path: String) throws -> Int? {
    let ffprobe = try #require(AppHarness.which("ffprobe"), "ffprobe (Debian's ffmpeg) is needed")
    let result = try AppHarness.run(
      ffprobe,
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=nb_read_frames", "-of", "csv=p=0", path,
      ])
    return Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Checks a run that `firstSignal` interrupted: the shell's status for that signal, one line
  /// saying so, the video under its final name with exactly the frames the PNGs hold, nothing
  /// partial or temporary left, and a recording that ends with a whole line.
  func expectFinished(
    status: Int32, firstSignal: Int32, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws
  {
    let word = firstSignal == SIGTERM ? "terminated" : "interrupted"
    let stderr = app.stderr
    #expect(
      status == 128 + firstSignal, "status \(status): \(stderr)", sourceLocation: sourceLocation)
    #expect(
      messages.count == 1 && messages.first?.contains("\(word) after") == true,
      "one line says what happened: \(stderr)", sourceLocation: sourceLocation)
    #expect(
      leftovers.isEmpty, "nothing partial or temporary is left: \(leftovers)",
      sourceLocation: sourceLocation)
    let video = dir + "/out.mp4"
    #expect(
      FileManager.default.fileExists(atPath: video), "the video is finished: \(stderr)",
      sourceLocation: sourceLocation)
    if FileManager.default.fileExists(atPath: video) {
      let frames = try Self.videoFrames(video)
      #expect(
        frames == pngs.count, "video frames \(frames ?? -1), PNGs \(pngs.count)",
        sourceLocation: sourceLocation)
    }
    if recording {
      let text = (try? String(contentsOfFile: dir + "/input.jsonl", encoding: .utf8)) ?? ""
      #expect(
        text.hasSuffix("\n"), "the recording ends with a whole line", sourceLocation: sourceLocation
      )
    }
  }
}
