import MaterialMotion

/// A curve to fit a spring to, as `fit` reads it: progress from 0 to 1 at moments from 0.
struct FitCurve {
  /// What it is, for the first line printed (`cubic-bezier(0.2, 0, 0, 1) over 0.5 s`).
  var title: String
  /// Seconds from the start.
  var times: [Double]
  /// Progress at each: 0 where it starts, 1 at its destination.
  var progress: [Double]
  /// The distance travelled in the curve's own units, when it has them (a recording, samples).
  var travel: Double?
  /// The velocity it starts with, in distances a second (a recording's release velocity); 0
  /// from rest.
  var velocity = 0.0

  /// The samples of an easing over `duration` seconds: 120 of them over 1.25 × the duration,
  /// so the spring is held to arriving when the easing does and staying there.
  static func easing(_ text: String, duration: Double, curve: (Double) -> Double) -> FitCurve {
    let count = 120
    let span = duration * 1.25
    let times = (0..<count).map { span * Double($0) / Double(count - 1) }
    return FitCurve(
      title: "\(text) over \(MotionExport.number(duration)) s", times: times,
      progress: times.map { curve(min($0 / duration, 1)) }, travel: nil)
  }

  /// Samples `values` at `times` (from any start), as progress from the first value to the last.
  ///
  /// - Throws: ``SandboxError`` when they cannot be a curve: fewer than 3, times not rising, or
  ///   no travel (the first value and the last the same).
  static func samples(_ title: String, times: [Double], values: [Double]) throws -> FitCurve {
    guard times.count >= 3 else {
      throw SandboxError("\(title): \(times.count) samples; a fit needs at least 3")
    }
    for index in 1..<times.count where !(times[index] > times[index - 1]) {
      throw SandboxError(
        "\(title): time \(MotionExport.number(times[index])) s of sample \(index + 1) does not come after \(MotionExport.number(times[index - 1])) s; give the samples in time order"
      )
    }
    let (first, last) = (values[0], values[values.count - 1])
    guard first != last else {
      throw SandboxError(
        "\(title): it ends where it starts (\(MotionExport.number(first))); a fit needs a curve that travels"
      )
    }
    return FitCurve(
      title: title, times: times.map { $0 - times[0] },
      progress: values.map { ($0 - first) / (last - first) }, travel: last - first)
  }

  /// The `time,value` lines of a CSV file: blank lines, `#` comments and a first line that is
  /// not two numbers (a header) are skipped.
  ///
  /// - Throws: ``SandboxError`` naming the line that is not two finite numbers.
  static func csv(_ text: String, path: String) throws -> FitCurve {
    var (times, values) = ([Double](), [Double]())
    // `isNewline`: "\r\n" is one Character in Swift, so a split on "\n" alone would not split a
    // Windows file at all (its lines read as one, taken for a header: "0 samples").
    for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let line = raw.trimmingBlanks()
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: ",").map { $0.trimmingBlanks() }
      let numbers = fields.compactMap { field in
        ParameterAssignments.isDecimal(field) ? Double(field) : nil
      }
      guard fields.count == 2, numbers.count == 2, numbers.allSatisfy(\.isFinite) else {
        if times.isEmpty && index == 0 { continue }
        throw SandboxError(
          "\(path) line \(index + 1): expected time,value (two numbers), got \"\(line.prefix(40))\""
        )
      }
      times.append(numbers[0])
      values.append(numbers[1])
    }
    return try samples(path, times: times, values: values)
  }
}
