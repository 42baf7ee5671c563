/// Counts of values in equal bins over a fixed range, with the values below and above it counted
/// apart, and the exact smallest and largest value: percentiles, plots and a report from O(1)
/// work per value, whatever the number of values.
///
/// Percentiles are read off the bins: the upper edge of the bin where the count reaches the
/// share asked for (never more than the largest value), so they are exact to one bin's width.
struct ValueHistogram: Equatable, Sendable {
  /// The range the bins cover.
  let lower: Double
  let upper: Double
  /// The counts of the bins, lowest first.
  private(set) var bins: [Int]
  /// Values below ``lower`` and at or above ``upper``.
  private(set) var below = 0
  private(set) var above = 0
  /// How many values were added (not finite ones are not).
  private(set) var count = 0
  /// The smallest and largest value added (nil when none was).
  private(set) var minimum: Double?
  private(set) var maximum: Double?
  private(set) var sum = 0.0

  /// A histogram of `binCount` equal bins over `lower..<upper`.
  init(_ lower: Double, _ upper: Double, bins binCount: Int) {
    precondition(upper > lower && binCount > 0)
    self.lower = lower
    self.upper = upper
    bins = Array(repeating: 0, count: binCount)
  }

  /// The width of a bin.
  var binWidth: Double { (upper - lower) / Double(bins.count) }

  /// Adds `value` (ignored when not finite).
  mutating func add(_ value: Double) {
    guard value.isFinite else { return }
    count += 1
    sum += value
    minimum = min(minimum ?? value, value)
    maximum = max(maximum ?? value, value)
    if value < lower {
      below += 1
    } else if value >= upper {
      above += 1
    } else {
      let index = Int((value - lower) / binWidth)
      bins[min(max(index, 0), bins.count - 1)] += 1
    }
  }

  /// The mean of the values (nil when none).
  var mean: Double? { count > 0 ? sum / Double(count) : nil }

  /// The value at or under which a `share` (0...1) of the values lie: the upper edge of the
  /// bin where the count reaches it, at most ``maximum``; nil when there are no values.
  func percentile(_ share: Double) -> Double? {
    guard count > 0, let minimum, let maximum else { return nil }
    let needed = max(1, Int((share * Double(count)).rounded(.up)))
    var seen = below
    if seen >= needed { return minimum }
    for (index, binCount) in bins.enumerated() {
      seen += binCount
      if seen >= needed { return min(maximum, lower + Double(index + 1) * binWidth) }
    }
    return maximum
  }
}
