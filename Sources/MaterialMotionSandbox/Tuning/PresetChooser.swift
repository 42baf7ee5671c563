import MaterialMotion

/// The presets the tuning panel's `[` and `]` go through for a row: the spring presets for a
/// spring's stiffness, damping or mass, the easing presets for a tween's easing, the duration
/// presets for its duration; and the values one of them gives a scene's parameters, as `--set
/// G.preset=NAME` gives them (``ParameterAssignments/presetValues(_:preset:context:)``).
@MainActor
enum PresetChooser {
  /// The group of `parameter` (`spring` for `spring.damping`), the list it takes presets from
  /// (`spring.spring`, `tween.easing`, `tween.duration`: one a group and kind) and that kind's
  /// presets, or nil for a parameter no preset sets.
  static func presets(for parameter: SceneParameter) -> (
    group: String, list: String, presets: [MotionPreset]
  )? {
    guard let dot = parameter.name.lastIndex(of: ".") else { return nil }
    let group = String(parameter.name[..<dot])
    switch parameter.name[parameter.name.index(after: dot)...] {
    case "stiffness", "damping", "mass": return (group, "\(group).spring", MotionPreset.springs)
    case "easing" where parameter.isChoice:
      return (group, "\(group).easing", MotionPreset.easings)
    case "duration": return (group, "\(group).duration", MotionPreset.durations)
    default: return nil
    }
  }

  /// The parameters of the scene `scene` (whose parameters are `parameters`) that `preset` sets
  /// in `group`, with their values.
  ///
  /// - Throws: ``SandboxError`` when they do not fit the parameters' ranges.
  static func values(
    _ preset: MotionPreset, group: String, scene: String, parameters: [SceneParameter]
  ) throws -> [(String, Double)] {
    try ParameterAssignments(scenes: [(scene, parameters)]).presetValues(
      "\(group).preset", preset: preset.name, context: "preset \(preset.name)")
  }
}
