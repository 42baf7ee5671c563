import Foundation
import SandboxTestSupport
import Testing

/// `--compare`'s sets, checked before anything opens.
@Suite struct CompareFlagTests {
  /// Defect: `--compare "spring.stiffness=10,spring.stiffness=20"` was accepted, the second
  /// value silently winning; it is refused in one line before a window opens.
  @Test func theSameParameterTwiceInASetIsRefused() throws {
    let directory = AppHarness.temporaryDirectory("compare-twice")
    let result = try AppHarness.sandbox([
      "--scene", "tossable", "--compare", "spring.stiffness=10,spring.stiffness=20",
      "spring.stiffness=30", "--headless", "--frames", "1", "--screenshot-dir", directory,
    ])
    #expect(result.status == 64 && result.stdout.isEmpty, "\(result.stdout)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "--compare spring.stiffness=20: spring.stiffness is given twice (already spring.stiffness=10); give each parameter once"
      ), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }
}
