import Foundation
import MaterialMotionSDL
import SandboxTestSupport
import Testing

/// The photos of `assets/images` (issue 20: ours, drawn by `assets/images/generate.py`): every
/// one decodes at 384×384, and the script draws exactly the committed files.
@Suite struct PhotoAssetsTests {
  private static let folder = AppHarness.repositoryRoot + "/assets/images"
  private static let names = (0..<12).map { ($0 < 10 ? "photo-0" : "photo-") + "\($0).png" }

  @Test func everyPhotoDecodesAt384By384() throws {
    for name in Self.names {
      let (pixels, width, height) = try PNGFile.readRGBA(path: "\(Self.folder)/\(name)")
      #expect(width == 384 && height == 384, "\(name) is \(width)x\(height)")
      #expect(pixels.count == 384 * 384 * 4)
      // Opaque, and a picture: gradients and anti-aliased edges make many colours.
      #expect(stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 })
      var colours = Set<UInt32>()
      for i in stride(from: 0, to: pixels.count, by: 4) {
        let red = UInt32(pixels[i]) << 16
        colours.insert(red | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2]))
      }
      #expect(colours.count > 100, "\(name) has \(colours.count) colours")
    }
  }

  @Test(.enabled(if: AppHarness.which("python3") != nil, "python3 is not installed"))
  func theGeneratorReproducesTheCommittedFiles() throws {
    let output = AppHarness.temporaryDirectory("photos")
    defer { try? FileManager.default.removeItem(atPath: output) }
    let python = try #require(AppHarness.which("python3"))
    let generator = try Subprocess(
      python, [Self.folder + "/generate.py", output], environment: [:])
    #expect(generator.wait(timeout: 120) == 0, "generate.py failed: \(generator.stderr)")
    for name in Self.names {
      let committed = try Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/\(name)"))
      let generated = try Data(contentsOf: URL(fileURLWithPath: "\(output)/\(name)"))
      #expect(
        committed == generated,
        "assets/images/\(name) is not what generate.py draws: run `make images` and commit")
    }
    let extra = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    #expect(extra == Self.names, "generate.py wrote \(extra)")
  }
}
