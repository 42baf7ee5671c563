import Foundation
import MaterialMotionSDL
import SandboxTestSupport
import Testing

/// SIGINT and SIGTERM end a run within a frame, with every output finalised (frames whole, the
/// video finished, the recording complete) and the shell's status: 130 and 143.
@Suite(.serialized) struct SignalTests {
  func interrupt(with signal: Int32) throws -> (status: Int32, stderr: String, dir: String) {
    let dir = AppHarness.temporaryDirectory("signal-\(signal)")
    let app = try Subprocess(
      AppHarness.binary,
      [
        "--headless", "--scene", "stress", "--frames", "1000000", "--fps", "30", "--capture",
        dir + "/frames", "--video", dir + "/out.mp4", "--record-input", dir + "/input.jsonl",
      ], environment: [:])
    // Wait until frames are being written, then signal.
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline && app.isRunning
      && ((try? FileManager.default.contentsOfDirectory(atPath: dir + "/frames"))?.count ?? 0) < 5
    {
      usleep(50_000)
    }
    kill(app.pid, signal)
    let status = app.wait(timeout: 30)
    return (status, app.stderr, dir)
  }

  @Test(arguments: [(SIGINT, Int32(130), "interrupted"), (SIGTERM, Int32(143), "terminated")])
  func aSignalFinalisesEverythingAndExitsWithTheShellsStatus(
    signal: Int32, status: Int32, word: String
  ) throws {
    let result = try interrupt(with: signal)
    #expect(result.status == status, "\(result.stderr)")
    // Progress lines aside, one line says what happened.
    let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("motion-sandbox:") }
    #expect(lines.count == 1 && lines[0].contains("\(word) after"), "\(result.stderr)")
    #expect(
      FileManager.default.fileExists(atPath: result.dir + "/out.mp4"), "the video is finished")
    let files = try FileManager.default.contentsOfDirectory(atPath: result.dir + "/frames")
    #expect(files.allSatisfy { $0.hasSuffix(".png") }, "no partial frames: \(files)")
    for name in files.sorted().suffix(3) {
      let image = try PNGFile.readRGBA(path: result.dir + "/frames/" + name)
      #expect(image.width == 800)
    }
    let recording = try String(contentsOfFile: result.dir + "/input.jsonl", encoding: .utf8)
    #expect(recording.hasSuffix("\n"), "the recording ends with a whole line")
  }
}
