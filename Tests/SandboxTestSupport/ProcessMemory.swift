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

  /// Runs `body` `blocks` times and returns the smallest growth of the resident size over one
  /// run of it, in bytes. Tests of one process run in parallel, so another test may grow the
  /// resident size while one block runs; a leak grows it in every block.
  public static func smallestGrowth(blocks: Int, _ body: () throws -> Void) rethrows -> Int {
    var smallest = Int.max
    for _ in 0..<blocks {
      let before = residentBytes()
      try body()
      smallest = min(smallest, residentBytes() - before)
    }
    return smallest
  }
}
