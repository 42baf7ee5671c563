import Foundation

/// The memory this test process uses, for tests that check that work repeated in process does
/// not keep memory (a child's peak is ``Subprocess/peakResidentBytes``).
public enum ProcessMemory {
  /// The resident size of this process now, in bytes (from `/proc/self/statm`).
  public static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
