/// Estimates the velocity of a sampled value from a short trailing window of timestamped
/// samples (the model of the JavaScript port's `getVelocity$`).
///
/// - Only the last ``maximumSampleCount`` samples (5) no older than ``maximumAge`` (0.25 s) before
///   the newest sample count.
/// - Each axis is estimated separately: walking back from the newest sample while each segment
///   keeps moving in the same direction (a segment that does not move stops the walk once a
///   direction is known), the velocity is the average between the newest sample and the oldest
///   sample still moving that way. This resists a single odd event.
/// - A speed above ``maximumSpeed`` (per axis) is clamped to it, or to ``defaultSpeed`` when
///   fewer than three samples back it up (too little data to trust).
/// - Times are the events' own timestamps, never a wall clock, so uneven event timing is
///   handled; a sample with the same timestamp as the previous one replaces it.
///
/// Velocity is in value units per second.
public struct VelocityEstimator: Sendable {
  /// The oldest a sample may be, relative to the newest, to count. Default 0.25 s.
  public var maximumAge: Double = 0.25
  /// How many of the newest samples count. Default 5.
  public var maximumSampleCount = 5
  /// The largest speed reported per axis, or `nil` for no limit.
  public var maximumSpeed: Double?
  /// The speed reported instead of an over-limit speed backed by fewer than three samples.
  public var defaultSpeed: Double

  private var samples: [(time: Double, value: Point)] = []

  /// Creates an estimator with the given speed limits.
  public init(maximumSpeed: Double? = nil, defaultSpeed: Double = 0) {
    self.maximumSpeed = maximumSpeed
    self.defaultSpeed = defaultSpeed
  }

  /// Forgets every sample.
  public mutating func reset() {
    samples.removeAll()
  }

  /// The number of samples kept.
  public var sampleCount: Int { samples.count }

  /// Adds a two-dimensional sample taken at `time` seconds. A time earlier than the newest
  /// sample's is treated as equal to it.
  public mutating func add(_ value: Point, at time: Double) {
    if let last = samples.last, time <= last.time {
      samples[samples.count - 1].value = value
      return
    }
    samples.append((time, value))
    if samples.count > maximumSampleCount {
      samples.removeFirst(samples.count - maximumSampleCount)
    }
  }

  /// Adds a one-dimensional sample taken at `time` seconds.
  public mutating func add(_ value: Double, at time: Double) {
    add(Point(x: value, y: 0), at: time)
  }

  /// The two-dimensional velocity at the newest sample (zero with fewer than two samples).
  public var velocity: Point {
    guard let newest = samples.last else { return .zero }
    let recent = samples.filter { newest.time - $0.time < maximumAge }
    return Point(
      x: estimate(recent.map { ($0.time, $0.value.x) }),
      y: estimate(recent.map { ($0.time, $0.value.y) }))
  }

  /// The one-dimensional velocity at the newest sample (zero with fewer than two samples).
  public var scalarVelocity: Double { velocity.x }

  private func estimate(_ records: [(time: Double, value: Double)]) -> Double {
    guard records.count >= 2 else { return 0 }
    let newest = records[records.count - 1]
    var velocity = 0.0
    var next = newest
    for index in stride(from: records.count - 2, through: 0, by: -1) {
      let previous = records[index]
      let segment = (next.value - previous.value) / (next.time - previous.time)
      if velocity != 0 && (segment == 0 || (segment > 0) != (velocity > 0)) { break }
      velocity = (newest.value - previous.value) / (newest.time - previous.time)
      next = previous
    }
    if let maximumSpeed, abs(velocity) > maximumSpeed {
      let direction: Double = velocity > 0 ? 1 : -1
      velocity = direction * (records.count < 3 ? defaultSpeed : maximumSpeed)
    }
    return velocity
  }
}
