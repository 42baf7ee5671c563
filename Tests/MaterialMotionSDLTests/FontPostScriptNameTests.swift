import Foundation
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// A font's PostScript name (a Lottie animation's `fName`) is read from its own `name` table:
/// for every DejaVu file installed it is the name fontconfig's `fc-scan` reads, including those
/// the family-and-style guess got wrong (condensed faces, `-Regular` names); bytes that are not a
/// font, or a font cut short anywhere, give nil and never a read outside the bytes.
@Suite struct FontPostScriptNameTests {
  static let folder = "/usr/share/fonts/truetype/dejavu"

  /// What fontconfig reads as the PostScript name of the font at `path`.
  static func fontconfigName(_ path: String) throws -> String {
    let fcScan = try #require(AppHarness.which("fc-scan"), "fc-scan (Debian's fontconfig)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: fcScan)
    process.arguments = ["--format", "%{postscriptname}", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  static func name(of bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { FontPostScriptName.read($0) }
  }

  @Test func everyDejaVuFontIsNamedAsFontconfigNamesIt() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
      .filter { $0.hasSuffix(".ttf") }.sorted()
    #expect(files.count >= 6, "fonts-dejavu-core is installed")
    for file in files {
      let path = "\(Self.folder)/\(file)"
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(Self.name(of: bytes) == (try Self.fontconfigName(path)), "\(file)")
    }
    // Where guessing from the family and style went wrong.
    let condensed = [UInt8](
      try Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/DejaVuSansCondensed.ttf")))
    #expect(Self.name(of: condensed) == "DejaVuSansCondensed")
  }

  @Test func anythingButAWholeFontGivesNil() throws {
    let bytes = [UInt8](
      try Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/DejaVuSans.ttf")))
    #expect(Self.name(of: bytes) == "DejaVuSans")
    #expect(Self.name(of: []) == nil)
    #expect(Self.name(of: Array("not a font at all, just some text".utf8)) == nil)
    // Cut short anywhere up to and through the name table: nil, or the name when the cut
    // leaves it whole (the Macintosh record can come before the Windows one).
    var named = 0
    for length in stride(from: 0, to: bytes.count, by: 997) {
      let found = Self.name(of: Array(bytes[..<length]))
      #expect(found == nil || found == "DejaVuSans", "cut at \(length): \(found ?? "")")
      if found != nil { named += 1 }
    }
    #expect(named > 0)
    // Every table offset pointing past the end.
    var broken = bytes
    for index in 0..<(Int(bytes[4]) << 8 | Int(bytes[5])) {
      for k in 0..<4 { broken[12 + 16 * index + 8 + k] = 0xFF }
    }
    #expect(Self.name(of: broken) == nil)
  }
}
