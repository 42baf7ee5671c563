import MaterialMotion

/// A spring's curve as a CSS `linear()` easing: at most ``maximumPoints`` points joined by
/// straight lines, placed where the curve bends, over the time the spring takes to settle.
///
/// CSS Easing Functions Level 2 defines `linear()` as straight lines between its points, each
/// an output progress with an optional input percentage (points without one are spread evenly
/// between their neighbours; before the first point and after the last, the end values hold):
/// https://drafts.csswg.org/css-easing/#the-linear-easing-function. The points here carry their
/// percentages, so they crowd where the spring swings and thin out where it creeps: each is
/// chosen so that the lines stay within the least distance of the curve that ``maximumPoints``
/// points allow (a greedy fit through the cone of lines within that distance, narrowed by
/// bisection).
struct CSSLinearEasing: Equatable, Sendable {
  /// The most points an easing lists.
  static let maximumPoints = 61

  /// Seconds the transition lasts, as printed.
  let duration: ExportNumber
  /// The points' output progress, as printed: the first 0, the last 1.
  let values: [ExportNumber]
  /// The points' input percentages (0 to 100), as printed; the first 0, the last 100.
  let percentages: [ExportNumber]

  /// The easing's text: `linear(0, 0.0612 1.3%, ..., 1)`.
  var text: String {
    var items: [String] = []
    for index in values.indices {
      let isEnd = index == 0 || index == values.count - 1
      items.append(
        isEnd ? values[index].text : "\(values[index].text) \(percentages[index].text)%")
    }
    return "linear(" + items.joined(separator: ", ") + ")"
  }

  /// Progress `t` seconds after the transition starts, as a browser computes it from the
  /// printed points.
  func progress(at t: Double) -> Double {
    let input = duration.value > 0 ? t / duration.value * 100 : 100
    guard let first = percentages.first, let last = percentages.last else { return 1 }
    if input <= first.value { return values[0].value }
    if input >= last.value { return values[values.count - 1].value }
    var low = 0
    var high = percentages.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if percentages[middle].value <= input { low = middle } else { high = middle }
    }
    let span = percentages[high].value - percentages[low].value
    guard span > 0 else { return values[high].value }
    let fraction = (input - percentages[low].value) / span
    return values[low].value + (values[high].value - values[low].value) * fraction
  }

  /// Points of a fit: seconds from the start and progress.
  typealias Knots = [(time: Double, value: Double)]

  /// The easing of `knots` over `duration` seconds, its numbers printed with `digits` (see
  /// ``ExportNumber``; the percentages with two fewer).
  init(_ knots: Knots, duration: Double, digits: Int) {
    self.duration = ExportNumber(duration, digits: digits - 1)
    let knots = knots.isEmpty ? [(0, 0), (duration, 1)] : knots
    values = knots.map { ExportNumber(Swift.max(0, $0.value), digits: digits) }
    percentages = knots.map {
      ExportNumber(duration > 0 ? $0.time / duration * 100 : 0, digits: digits - 2)
    }
  }

  /// The points that follow `oscillator`'s run from rest over `duration` seconds most closely:
  /// the least distance whose lines need at most ``maximumPoints`` points, found by bisection
  /// below `limit`; nil when even `limit` needs more points (the easing cannot come within it).
  static func knots(
    fitting oscillator: DampedHarmonicOscillator, over duration: Double, within limit: Double
  ) -> Knots? {
    guard duration > 0, oscillator.isValid else { return [(0, 0), (Swift.max(duration, 0), 1)] }
    let (times, progress) = samples(oscillator, over: duration)
    guard var best = knots(times, progress, within: limit) else { return nil }
    var low = 1e-6
    var high = limit
    for _ in 0..<12 {
      let middle = (low * high).squareRoot()
      if let fit = knots(times, progress, within: middle) {
        best = fit
        high = middle
      } else {
        low = middle
      }
    }
    return best
  }

  /// Whether ``maximumPoints`` points can keep their lines within `limit` of `oscillator`'s
  /// curve at its samples over `duration` seconds: one pass of the fit, no bisection.
  static func canFollow(
    _ oscillator: DampedHarmonicOscillator, over duration: Double, within limit: Double
  )
    -> Bool
  {
    guard duration > 0, oscillator.isValid else { return true }
    let (times, progress) = samples(oscillator, over: duration)
    return knots(times, progress, within: limit) != nil
  }

  /// The least distance from `oscillator`'s curve over `duration` seconds that
  /// ``maximumPoints`` points can keep their lines within, to 2 %, from `limit` up to 2.
  static func leastDistance(
    fitting oscillator: DampedHarmonicOscillator, over duration: Double, from limit: Double
  ) -> Double {
    guard duration > 0, oscillator.isValid else { return 0 }
    let (times, progress) = samples(oscillator, over: duration)
    var low = limit
    var high = 2.0
    while high / low > 1.02 {
      let middle = (low * high).squareRoot()
      if knots(times, progress, within: middle) != nil { high = middle } else { low = middle }
    }
    return high
  }

  /// The curve's progress at evenly spaced times over `duration`, from exactly 0 to exactly 1.
  private static func samples(_ oscillator: DampedHarmonicOscillator, over duration: Double)
    -> (times: [Double], progress: [Double])
  {
    let count = sampleCount(oscillator, over: duration)
    let times = (0...count).map { duration * Double($0) / Double(count) }
    var progress = times.map { 1 - oscillator.response(at: $0).displacementFromDisplacement }
    progress[0] = 0
    progress[count] = 1
    return (times, progress)
  }

  /// Samples enough to follow the swings: 32 a period, from 2,000 to 6,000.
  private static func sampleCount(_ oscillator: DampedHarmonicOscillator, over duration: Double)
    -> Int
  {
    let zeta = oscillator.dampingRatio
    guard zeta < 1 else { return 2000 }
    let period =
      2 * Double.pi / (oscillator.undampedAngularFrequency * (1 - zeta * zeta).squareRoot())
    let swings = duration / period
    return Int(min(6000, max(2000, 32 * swings)))
  }

  /// The fewest points (at most ``maximumPoints``) whose lines stay within `distance` of the
  /// samples, the last one `(end, 1)`; nil when more are needed.
  private static func knots(_ times: [Double], _ values: [Double], within distance: Double)
    -> Knots?
  {
    var points: Knots = [(times[0], values[0])]
    var start = (time: times[0], value: values[0])
    var lowest = -Double.infinity
    var highest = Double.infinity
    var index = 1
    while index < times.count {
      let span = times[index] - start.time
      let low = Swift.max(lowest, (values[index] - distance - start.value) / span)
      let high = Swift.min(highest, (values[index] + distance - start.value) / span)
      if low > high {
        // The line can reach no further: end it at the previous sample.
        let slope = (lowest + highest) / 2
        let time = times[index - 1]
        start = (time, start.value + slope * (time - start.time))
        points.append(start)
        if points.count >= maximumPoints { return nil }
        lowest = -.infinity
        highest = .infinity
        continue
      }
      lowest = low
      highest = high
      index += 1
    }
    points.append((times[times.count - 1], 1))
    return points
  }
}
