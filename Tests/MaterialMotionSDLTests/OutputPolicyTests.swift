import Foundation
import MaterialMotionSDL
import SandboxTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The one output policy: no input is written under any name, no two outputs share a path, an
/// existing file is replaced only when asked, and a write leaves a whole file or none.
@Suite struct OutputPolicyTests {
  func folder(_ name: String) -> String {
    let path = TestScratch.root + "/output-policy-\(name)-\(UInt32.random(in: 0...UInt32.max))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func anExistingFileIsRefusedUnlessOverwriting() throws {
    let dir = folder("exists")
    let kept = dir + "/keep.mp4"
    try "keep".write(toFile: kept, atomically: false, encoding: .utf8)
    var policy = OutputPolicy(overwrite: false)
    #expect(
      message { try policy.claim(kept, by: "--video") }
        == "--video \(kept): the file exists; give a new name, or add --overwrite to replace it")
    var overwriting = OutputPolicy(overwrite: true)
    #expect(message { try overwriting.claim(kept, by: "--video") } == nil)
    var recording = OutputPolicy(overwrite: true)
    #expect(
      message { try recording.claim(kept, by: "--record-input", replacing: false) }?.contains(
        "the file exists; give a new name (it is never replaced)") == true)
  }

  @Test func anInputIsNeverAnOutputUnderAnyName() throws {
    let dir = folder("input")
    let source = dir + "/r.gif"
    try "{}".write(toFile: source, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/soft.gif", withDestinationPath: source)
    try FileManager.default.linkItem(atPath: source, toPath: dir + "/hard.gif")
    for target in [source, dir + "/soft.gif", dir + "/hard.gif", dir + "/./r.gif"] {
      var policy = OutputPolicy(overwrite: true)
      policy.reads(source, by: "--replay")
      let refused = message { try policy.claim(target, by: "--video") }
      #expect(
        refused?.hasPrefix("--video \(target) is the file --replay reads") == true, "\(target)")
    }
  }

  @Test func twoOutputsOnOnePathAreRefused() throws {
    let dir = folder("twice")
    var policy = OutputPolicy(overwrite: false)
    try policy.claim(dir + "/same.png", by: "--report")
    #expect(
      message {
        try policy.claim(
          dir + "/../\(dir.split(separator: "/").last!)/same.png", by: "--report-sheet")
      }
        == "--report-sheet \(dir)/../\(dir.split(separator: "/").last!)/same.png is also --report's file; give each output its own name"
    )
  }

  @Test func aSeriesRefusesAFolderWithFramesAndNeverWritesAnInputInIt() throws {
    let dir = folder("series")
    try "old".write(toFile: dir + "/frame-000000.png", atomically: false, encoding: .utf8)
    var policy = OutputPolicy(overwrite: false)
    let frames: (String) -> Bool = { $0.hasPrefix("frame-") }
    #expect(
      message { try policy.claimSeries(in: dir, by: "--capture", members: frames) }
        == "--capture \(dir): it holds frame-000000.png of an earlier run; choose an empty folder, or add --overwrite to replace its files"
    )
    try "{}".write(toFile: dir + "/frame-000005.png", atomically: false, encoding: .utf8)
    var overwriting = OutputPolicy(overwrite: true)
    overwriting.reads(dir + "/frame-000005.png", by: "--replay")
    #expect(
      message { try overwriting.claimSeries(in: dir, by: "--capture", members: frames) }?
        .hasPrefix("--capture \(dir)/frame-000005.png is the file --replay reads") == true)
  }

  @Test func aNumberedSeriesTakesTheNextFreeNumber() throws {
    let dir = folder("numbered")
    #expect(OutputFile.numbered(dir + "/shot", extension: "png") == dir + "/shot.png")
    try OutputFile.write([1], to: dir + "/shot.png", replacing: false)
    symlink("/nonexistent", dir + "/shot-2.png")
    #expect(OutputFile.numbered(dir + "/shot", extension: "png") == dir + "/shot-3.png")
  }

  @Test func aFileThatAppearsIsNotReplacedAndNothingIsLeftBehind() throws {
    let dir = folder("appears")
    let path = dir + "/out.txt"
    try "theirs".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(
      message { try OutputFile.write(Array("mine".utf8), to: path, replacing: false) }?.contains(
        "the file exists") == true)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "theirs")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.txt"])
    try OutputFile.write(Array("mine".utf8), to: path, replacing: true)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
  }

  @Test func replacingALinkReplacesTheLinkNotItsTarget() throws {
    let dir = folder("link")
    try "target".write(toFile: dir + "/target.txt", atomically: false, encoding: .utf8)
    symlink(dir + "/target.txt", dir + "/link.txt")
    try OutputFile.write(Array("new".utf8), to: dir + "/link.txt", replacing: true)
    #expect(try String(contentsOfFile: dir + "/target.txt", encoding: .utf8) == "target")
    #expect(try String(contentsOfFile: dir + "/link.txt", encoding: .utf8) == "new")
    var status = stat()
    lstat(dir + "/link.txt", &status)
    #expect(status.st_mode & S_IFMT == S_IFREG)
  }

  @Test func aFullDiskLeavesNoFile() throws {
    // A full disk as the write sees it: the fill fails with ENOSPC.
    let dir = folder("full")
    let failed = message {
      try OutputFile.write(to: dir + "/x.bin", replacing: false) { _ in
        throw SystemReason(ENOSPC)
      }
    }
    #expect(failed == "cannot write \(dir)/x.bin: No space left on device")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }
}
