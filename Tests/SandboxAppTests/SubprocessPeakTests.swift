import Foundation
import SandboxTestSupport
import Testing

/// A child's peak is its own, not the test runner's: `wait4`'s `ru_maxrss` gives a child started
/// with `posix_spawn` the runner's high-water mark (a replay-memory test once failed on the
/// runner's 212 MB while the app itself peaked at 40 MB).
@Suite struct SubprocessPeakTests {
  @Test func aSmallChildReportsASmallPeak() throws {
    let child = try Subprocess("/bin/sleep", ["0.3"], environment: [:])
    #expect(child.wait(timeout: 10) == 0)
    let peak = try #require(child.peakResidentBytes)
    #expect(peak > 0 && peak < 16 << 20, "peak resident size \(peak >> 10) KiB")
  }

  @Test func aChildThatTouchesABufferReportsIt() throws {
    // dd reads /dev/zero into one 64 MiB buffer again and again: its pages are touched.
    let child = try Subprocess(
      "/bin/dd", ["if=/dev/zero", "of=/dev/null", "bs=64M", "count=40"], environment: [:])
    #expect(child.wait(timeout: 30) == 0, "\(child.stderr)")
    let peak = try #require(child.peakResidentBytes)
    #expect(peak >= 64 << 20 && peak < 96 << 20, "peak resident size \(peak >> 20) MiB")
  }
}
