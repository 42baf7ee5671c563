import Foundation
import MaterialMotionSDL
import SandboxTestSupport
import Testing

/// A capture that runs out of disk space ends with one clear error and a non-zero exit, and every
/// frame already on disk is a complete, valid PNG. The full disk is a real 300 KB tmpfs mounted in
/// a private mount namespace (`unshare -rm`), so nothing outside the test is touched.
@Suite struct DiskFullTests {
  /// Runs the shell `script` in a private mount namespace where `mountPoint` is a tmpfs of
  /// `size` (e.g. "4k"), so a disk fills up for real without touching anything outside.
  func runOnFullDisk(size: String, at mountPoint: String, _ script: String) throws
    -> AppHarness.Result
  {
    let unshare = try #require(
      AppHarness.which("unshare"), "unshare (util-linux) is needed for this test")
    let mounted = "mount -t tmpfs -o size=\(size) none '\(mountPoint)' || exit 90\n" + script
    let result = try AppHarness.run(unshare, ["-rm", "sh", "-c", mounted])
    try #require(
      result.status != 90, "could not mount a tmpfs in a private namespace: \(result.stderr)")
    return result
  }

  @Test func fullDiskStopsTheCaptureWithValidFramesAndAClearError() throws {
    let mountPoint = AppHarness.temporaryDirectory("full-mount")
    let saved = AppHarness.temporaryDirectory("full-saved")
    let script = """
      '\(AppHarness.binary)' --replay '\(AppHarness.asset("scalable-two-finger-pinch.jsonl"))' --headless \
        --capture '\(mountPoint)/frames'
      status=$?
      cp '\(mountPoint)'/frames/* '\(saved)'/ 2>/dev/null
      exit $status
      """
    let result = try runOnFullDisk(size: "300k", at: mountPoint, script)
    #expect(result.status == 2)
    let errors = result.stderr.split(separator: "\n").filter { $0.contains("error:") }
    #expect(errors.count == 1, "stderr: \(result.stderr)")
    #expect(errors.first?.contains("No space left on device") == true, "stderr: \(result.stderr)")
    #expect(errors.first?.contains("frames written before it are valid") == true)

    let files = try FileManager.default.contentsOfDirectory(atPath: saved).sorted()
    let frames = files.filter { $0.hasSuffix(".png") }
    #expect(frames.count >= 5, "some frames fit before the disk filled: \(files)")
    #expect(frames.count < 120, "the disk filled before the end")
    #expect(files.allSatisfy { $0.hasSuffix(".png") }, "no partial files are left behind: \(files)")
    for name in frames {
      let image = try PNGFile.readRGBA(path: "\(saved)/\(name)")
      #expect(image.width == 800 && image.height == 600, "\(name) decodes")
    }
  }

  /// A video that cannot be finished (the disk is full) leaves no truncated file at its name, and
  /// the one-line error gives ffmpeg's own reason and the log's path (the log lives in the
  /// temporary folder, so the full disk does not swallow it).
  @Test func fullDiskVideoLeavesNoTruncatedFileAndNamesFfmpegsReason() throws {
    let mountPoint = AppHarness.temporaryDirectory("full-video")
    let script = """
      '\(AppHarness.binary)' --headless --frames 120 --video '\(mountPoint)/out.mp4'
      status=$?
      ls -a '\(mountPoint)'
      exit $status
      """
    let result = try runOnFullDisk(size: "4k", at: mountPoint, script)
    #expect(result.status == 2)
    let errors = result.stderr.split(separator: "\n").filter { $0.contains("error:") }
    #expect(errors.count == 1, "stderr: \(result.stderr)")
    let error = String(errors.first ?? "")
    #expect(error.contains("--video \(mountPoint)/out.mp4: ffmpeg failed"), "\(error)")
    #expect(error.contains("No space left on device"), "\(error)")
    #expect(error.contains("no video was written"), "\(error)")
    let logPath = try #require(error.components(separatedBy: "its full output is in ").last)
    #expect(FileManager.default.fileExists(atPath: logPath), "the log \(logPath) exists")
    #expect(!result.stdout.contains("out.mp4"), "no file at the video's name: \(result.stdout)")
    #expect(!result.stdout.contains("partial"), "no partial file left: \(result.stdout)")
  }

  /// A recording that fills the disk stops with one error line and the file still ends on a
  /// complete line: it replays as it is.
  @Test func fullDiskRecordingEndsOnACompleteLineAndReplays() throws {
    let mountPoint = AppHarness.temporaryDirectory("full-record")
    let saved = AppHarness.temporaryDirectory("full-record-saved")
    // A replay of many events, recorded again into a 4 KB disk.
    var lines = [
      #"{"format":"motion-sandbox-input","version":2,"scene":"scalable","size":[800,600],"fps":60}"#
    ]
    for i in 0..<400 {
      lines.append(
        #"{"t":\#(Double(i) / 100),"type":"mouse.motion","x":\#(300 + i % 100),"y":300,"mods":[]}"#)
    }
    let source = try AppHarness.writeRecording(lines, named: "many.jsonl")
    let script = """
      '\(AppHarness.binary)' --headless --replay '\(source)' --screenshot-dir '\(saved)' \
        --record-input '\(mountPoint)/rec.jsonl'
      status=$?
      cp '\(mountPoint)/rec.jsonl' '\(saved)/rec.jsonl'
      exit $status
      """
    let result = try runOnFullDisk(size: "4k", at: mountPoint, script)
    #expect(result.status == 2)
    let errors = result.stderr.split(separator: "\n").filter { $0.contains("error:") }
    #expect(errors.count == 1, "stderr: \(result.stderr)")
    #expect(errors.first?.contains("No space left on device") == true)
    #expect(errors.first?.contains("events recorded before are complete in it") == true)
    let recorded = try String(contentsOfFile: saved + "/rec.jsonl", encoding: .utf8)
    #expect(recorded.hasSuffix("\n"), "the recording ends on a complete line")
    let replay = try HeadlessReplay(saved + "/rec.jsonl", arguments: ["--frames", "3"]).result
    #expect(!replay.stderr.contains("incomplete"), "no torn line to skip: \(replay.stderr)")
  }
}
