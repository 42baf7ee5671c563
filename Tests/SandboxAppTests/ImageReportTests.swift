import Foundation
import SandboxTestSupport
import Testing

/// The app's side of ``ImageCache``'s reports: a photo it cannot show is named once on standard
/// error, as a line of the program's own, however many frames draw it, and the run goes on.
@Suite struct ImageReportTests {
  @Test func eachPhotoThatCannotBeShownIsReportedOnceAndTheRunGoesOn() throws {
    let assets = AppHarness.temporaryDirectory("assets")
    try FileManager.default.createDirectory(
      atPath: assets + "/images", withIntermediateDirectories: true)
    // One damaged photo (a PNG's signature and nothing else); the other eleven are missing.
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(
      to: URL(fileURLWithPath: assets + "/images/photo-00.png"))
    let result = try AppHarness.sandbox(
      [
        "--scene", "photo-album", "--set", "photo-album.photos=24", "--headless", "--frames", "20",
        "--draw-every-frame", "--screenshot-dir", AppHarness.temporaryDirectory("shots"),
      ], environment: ["MOTION_SANDBOX_ASSETS": assets])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 12, "\(lines)")
    #expect(
      lines.allSatisfy { $0.hasPrefix("motion-sandbox: cannot show image \(assets)/images/") })
    #expect(lines.allSatisfy { $0.hasSuffix("(the scene keeps drawing without it)") })
    #expect(lines.filter { $0.contains(": no such file; check the path (") }.count == 11)
    #expect(lines.contains { $0.contains("photo-00.png: libpng cannot read it (") })
    #expect(
      result.stdout.contains("images: 0 decoded in 12 decodes, 0 bytes of pixels, 12 could not"))
  }
}
