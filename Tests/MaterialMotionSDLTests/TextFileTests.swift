import Foundation
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// Recordings are read whole, straight into a string: the size the file says is only where the
/// reading starts.
@Suite struct TextFileTests {
  @Test func aFileThatSaysNoSizeIsReadToItsEnd() throws {
    // /proc's files say 0 bytes and hold more.
    let status = try TextFile.read("/proc/self/status", purpose: "--replay")
    #expect(status.hasPrefix("Name:") && status.contains("\nPid:"))
  }

  @Test func invalidUTF8IsRepairedAsStringDecodingRepairsIt() throws {
    let path = TestScratch.root + "/text-file.jsonl"
    defer { unlink(path) }
    let bytes: [UInt8] = [0x7B, 0xFF, 0xC3, 0x41, 0x7D, 0x0A]
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(try TextFile.read(path, purpose: "--replay") == String(decoding: bytes, as: UTF8.self))
  }

  @Test func aFileOverTheLimitIsRefusedAndOneAtItIsRead() throws {
    let path = TestScratch.root + "/text-file-limit.jsonl"
    defer { unlink(path) }
    try Data(repeating: 0x0A, count: 3 << 20).write(to: URL(fileURLWithPath: path))
    #expect(try TextFile.read(path, purpose: "--replay", limit: 3 << 20).utf8.count == 3 << 20)
    #expect {
      try TextFile.read(path, purpose: "--replay", limit: 2 << 20)
    } throws: { error in
      "\(error)".contains("\(path): larger than 2 MiB; a recording is at most 2 MiB of JSON lines")
    }
  }
}
