import ArgumentParser

/// How an onion skin draws its ghosts (`--onion N`, `--onion-step K`): how many earlier frames,
/// and how many frames apart. The ghosts are of the frames `step`, 2 × `step`, … `count` ×
/// `step` frames before the frame shown. A plain value; it has no `state` channel.
public struct OnionSettings: Equatable, Sendable {
  /// How many earlier frames are drawn as ghosts (one of ``counts``).
  public var count: Int
  /// How many frames apart they are (one of ``steps``).
  public var step: Int

  /// What `--onion` takes: 1 to 64 ghosts.
  public static let counts = 1...64
  /// What `--onion-step` takes: 1 to 60 frames.
  public static let steps = 1...60
  /// The step when none is given: 4 frames, so 8 ghosts span 32 frames (0.53 s at 60 fps),
  /// about the length of a toss or a spring's settling.
  public static let defaultStep = 4
  /// What the O key shows when `--onion` was not given: 8 ghosts, ``defaultStep`` apart.
  public static let standard = OnionSettings(count: 8, step: defaultStep)

  /// `count` ghosts, `step` frames apart (each clamped to its range).
  public init(count: Int, step: Int = OnionSettings.defaultStep) {
    self.count = min(max(count, Self.counts.lowerBound), Self.counts.upperBound)
    self.step = min(max(step, Self.steps.lowerBound), Self.steps.upperBound)
  }

  /// The settings of `--onion` and `--onion-step` as given (nil when `--onion` is not), or a
  /// one-line error saying which is out of range or missing.
  static func parse(count: Int?, step: Int?) throws -> OnionSettings? {
    if let count, !counts.contains(count) {
      throw ValidationError("--onion must be from 1 to 64 ghosts (got \(count))")
    }
    if let step, !steps.contains(step) {
      throw ValidationError("--onion-step must be from 1 to 60 frames (got \(step))")
    }
    if step != nil, count == nil {
      throw ValidationError(
        "--onion-step spaces the ghosts of --onion N; give --onion too (e.g. --onion 8 --onion-step 2)"
      )
    }
    return count.map { OnionSettings(count: $0, step: step ?? defaultStep) }
  }
}
