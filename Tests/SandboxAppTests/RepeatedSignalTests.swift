import Foundation
import SandboxTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// However many SIGINT and SIGTERM arrive, and whenever, a run that writes frames, a video and a
/// recording finishes all of them: the video under its final name with as many frames as PNGs
/// were written, nothing partial or temporary left, one line on standard error, and the status of
/// the first signal (130 for SIGINT, 143 for SIGTERM).
@Suite(.serialized) struct RepeatedSignalTests {
  @Test(arguments: [(SIGINT, SIGINT), (SIGTERM, SIGINT)])
  func twoSignalsAFewMillisecondsApart(first: Int32, second: Int32) throws {
    let run = try InterruptedRun("two-\(first)-\(second)")
    run.waitForFrames(20)
    run.send([first, second], gap: 0.003)
    try run.expectFinished(status: run.app.wait(timeout: 60), firstSignal: first)
  }

  @Test func aBurstOfTwentySignals() throws {
    let run = try InterruptedRun("burst")
    run.waitForFrames(20)
    run.send(Array(repeating: SIGINT, count: 20), gap: 0.001, delivered: false)
    try run.expectFinished(status: run.app.wait(timeout: 60), firstSignal: SIGINT)
  }

  /// Signals every 5 ms from the first until the run exits, so some arrive while the PNG pool
  /// drains and ffmpeg finishes the file; at `--png-level 9` the PNG queue is full when the
  /// first arrives, so draining it takes a while.
  @Test(arguments: ["1", "9"])
  func signalsWhileTheOutputsAreFinished(pngLevel: String) throws {
    let run = try InterruptedRun("finishing-\(pngLevel)", extra: ["--png-level", pngLevel])
    run.waitForFrames(20)
    let status = run.signalUntilExit(first: SIGTERM, then: SIGINT)
    try run.expectFinished(status: status, firstSignal: SIGTERM)
  }

  /// SIGINT while ffmpeg is still starting (a stand-in `ffmpeg` on PATH waits a second before it
  /// becomes the real one), so frames queue up for a video encoder that reads nothing yet.
  @Test func signalsWhileFFmpegStarts() throws {
    let ffmpeg = try #require(AppHarness.which("ffmpeg"), "ffmpeg is needed")
    let bin = AppHarness.temporaryDirectory("slow-ffmpeg")
    try Self.installFakeFFmpeg(
      in: bin, "echo started > '\(bin)/started'; sleep 1; exec '\(ffmpeg)' \"$@\"")
    let run = try InterruptedRun("ffmpeg-start", environment: ["PATH": Self.path(with: bin)])
    let deadline = Date().addingTimeInterval(30)
    while !FileManager.default.fileExists(atPath: bin + "/started") && Date() < deadline {
      usleep(5_000)
    }
    // By now frames wait for the encoder.
    usleep(200_000)
    run.send([SIGINT, SIGTERM], gap: 0.003)
    try run.expectFinished(status: run.app.wait(timeout: 60), firstSignal: SIGINT)
  }

  @Test func sigintDuringAReplay() throws {
    let run = try InterruptedRun(
      "replay", replay: AppHarness.asset("scalable-two-finger-pinch.jsonl"))
    run.waitForFrames(10)
    run.send([SIGINT, SIGINT], gap: 0.003)
    try run.expectFinished(status: run.app.wait(timeout: 60), firstSignal: SIGINT)
  }

  /// SIGINT from the very start: before the handlers are installed it ends the process as the
  /// default action does (nothing was started, so nothing is left); after, the run finishes.
  @Test(arguments: [0, 10, 20, 40, 80])
  func aSignalBeforeTheCaptureStarts(milliseconds: Int) throws {
    let run = try InterruptedRun("early-\(milliseconds)")
    usleep(UInt32(milliseconds * 1000))
    kill(run.app.pid, SIGINT)
    let status = run.app.wait(timeout: 60)
    let started = FileManager.default.fileExists(atPath: run.dir + "/frames")
    if !started && run.messages.isEmpty {
      #expect(status == 130, "\(run.app.stderr)")
      #expect(run.leftovers.isEmpty, "\(run.leftovers)")
      #expect(!FileManager.default.fileExists(atPath: run.dir + "/out.mp4"))
    } else {
      // Never status 0: the handlers are installed before SDL_Init, whose own handlers would
      // have turned the signal into an ordinary quit.
      try run.expectFinished(status: status, firstSignal: SIGINT)
    }
  }

  /// An ffmpeg that never reads its input stalls the run; Ctrl-C (pressed again a second later)
  /// still ends it: ffmpeg is stopped once it has made no progress for 10 s, and the video, its
  /// partial file and its log are removed, with one line saying so.
  @Test func aStalledFFmpegIsStoppedAndLeavesNothing() throws {
    let bin = AppHarness.temporaryDirectory("stalled-ffmpeg")
    try Self.installFakeFFmpeg(in: bin, "echo $$ > '\(bin)/pid'; exec sleep 600")
    defer {
      if let text = try? String(contentsOfFile: bin + "/pid", encoding: .utf8),
        let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        kill(pid, SIGKILL)
      }
    }
    let run = try InterruptedRun("stalled", environment: ["PATH": Self.path(with: bin)])
    run.waitForFrames(5)
    run.send([SIGINT, SIGINT], gap: 1)
    let status = run.app.wait(timeout: 60)
    #expect(status == 2, "\(run.app.stderr)")
    #expect(
      run.messages.count == 1 && run.messages.first?.contains("no video was written") == true,
      "\(run.app.stderr)")
    #expect(!FileManager.default.fileExists(atPath: run.dir + "/out.mp4"))
    #expect(run.leftovers.isEmpty, "\(run.leftovers)")
    let recording = (try? String(contentsOfFile: run.dir + "/input.jsonl", encoding: .utf8)) ?? ""
    #expect(recording.hasSuffix("\n"), "the recording ends with a whole line")
  }

  /// Writes an executable `ffmpeg` shell script running `body` into `dir`.
  static func installFakeFFmpeg(in dir: String, _ body: String) throws {
    try "#!/bin/sh\n\(body)\n".write(toFile: dir + "/ffmpeg", atomically: true, encoding: .utf8)
    chmod(dir + "/ffmpeg", 0o755)
  }

  /// PATH with `dir` first.
  static func path(with dir: String) -> String {
    dir + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
  }
}
