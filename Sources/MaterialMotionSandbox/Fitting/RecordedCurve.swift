import MaterialMotion
import MaterialMotionChecking

/// An element's property in a recording, replayed headless, as a curve to fit: its value per
/// frame over its last move, from the last frame it was at rest before it to the frame it comes
/// to rest. When a gesture released it during that move (the scene's `release velocity` stream
/// changed), the curve starts where it was released, at that velocity (for `position.x` and
/// `position.y`, the stream's component): what the spring that took over moved.
enum RecordedCurve {
  /// The components `--property` takes: a trace key's last word and the index of the number.
  static let properties: [String: (key: String, index: Int)] = [
    "position.x": ("position", 0), "position.y": ("position", 1), "size.width": ("size", 0),
    "size.height": ("size", 1), "scale": ("scale", 0), "rotation": ("rotation", 0),
    "opacity": ("opacity", 0),
  ]

  /// The curve of `element`'s `property` in the replay of `replay`.
  ///
  /// - Throws: ``SandboxError``: an unknown property (usage), a recording that cannot be
  ///   replayed, an element the trace does not have, or one that never moves.
  @MainActor
  static func curve(replay: String, element: String, property: String, catalog: SceneCatalog)
    throws -> FitCurve
  {
    guard let (key, index) = properties[property] else {
      throw SandboxError(
        "--property \(property): choose \(properties.keys.sorted().joined(separator: ", "))",
        isUsage: true)
    }
    let run = try SceneReplay(recording: replay, scenes: catalog.all)
    let trace = try run.capture().trace
    let fps = run.header.fps
    let series = trace.series(of: "\(element).\(key)").map { value -> Double? in
      guard case .numbers(let numbers)? = value, index < numbers.count else { return nil }
      return numbers[index]
    }
    guard series.contains(where: { $0 != nil }) else {
      throw SandboxError(
        "--element \(element): the replay of \(replay) has no element \"\(element)\" with a \(key); its trace names them (\(ProgramName.current) check writes it)"
      )
    }
    let values = series.map { $0 ?? .nan }
    // The last frame that changes, then back to the frame before the move began: the last one
    // whose value equals the one before it.
    guard let end = values.indices.dropFirst().last(where: { values[$0] != values[$0 - 1] })
    else {
      throw SandboxError(
        "--element \(element): its \(property) never changes in the replay of \(replay); choose a property that moves"
      )
    }
    var start = end - 1
    while start > 0, values[start] != values[start - 1] { start -= 1 }
    // A release during the move: the spring starts from where the frame before the velocity
    // arrived left the element (the frame it arrived in has its first step taken).
    let release = releases(in: trace).last { $0.frame > start && $0.frame <= end }
    if let release { start = release.frame - 1 }
    let moved = Array(values[start...end])
    let times = moved.indices.map { Double($0) / fps }
    var curve = try FitCurve.samples(
      "\(element) \(property) in \(replay) (frames \(start) to \(end))", times: times,
      values: moved)
    if let release, key == "position", index < release.velocity.count, let travel = curve.travel {
      curve.velocity = release.velocity[index] / travel
    }
    return curve
  }

  /// The frames of `trace` in which a scene's `release velocity` stream changed, with its value
  /// (points a second).
  private static func releases(in trace: MotionTrace) -> [(frame: Int, velocity: [Double])] {
    var found: [(frame: Int, velocity: [Double])] = []
    for (frame, value) in trace.series(of: ReleaseVelocity.traceKey).enumerated() {
      guard case .numbers(let numbers)? = value, found.last?.velocity != Array(numbers) else {
        continue
      }
      found.append((frame, Array(numbers)))
    }
    return found
  }
}
