/// Median and 99th percentile of a list of frame times.
public struct FrameStatistics: Sendable {
  /// The median.
  public let median: Double
  /// The 99th percentile (nearest rank).
  public let p99: Double
  /// The mean.
  public let mean: Double

  /// Computes the statistics of `samples` (all zero for no samples).
  public init(_ samples: [Double]) {
    guard !samples.isEmpty else {
      (median, p99, mean) = (0, 0, 0)
      return
    }
    let sorted = samples.sorted()
    median = sorted[sorted.count / 2]
    let rank = Int((0.99 * Double(sorted.count)).rounded(.up)) - 1
    p99 = sorted[max(0, min(sorted.count - 1, rank))]
    mean = samples.reduce(0, +) / Double(samples.count)
  }
}
