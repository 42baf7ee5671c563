import ArgumentParser
import MaterialMotion

/// What a shell completes `--set` to, asked of the running program when TAB is pressed, like
/// ``SceneNameCompletion``: a parameter's name and its `=` (`spring.stiffness=`), a group's
/// `G.preset=`; after `G.preset=` the platform presets that group can take (`--list-presets`),
/// after a choice's `NAME=` its options. The parameters are those of the scene `--scene` names,
/// else those of every scene (`--set` takes a name any scene declares).
enum AssignmentCompletion {
  /// The scenes, in number-key order; set once by ``SandboxApp/main(scenes:name:arguments:)``
  /// before the command line is parsed, on the main thread; read afterwards.
  nonisolated(unsafe) static var scenes: [any SandboxScene.Type] = []

  /// `--set`'s completion. ArgumentParser calls it while it parses, on the thread that parses:
  /// ``SandboxApp/main(scenes:name:arguments:)``'s, the main thread.
  static let kind = CompletionKind.custom { words, index, prefix in
    MainActor.assumeIsolated {
      let named = scene(in: words)
      var chosen = scenes.filter { $0.name == named }
      if chosen.isEmpty { chosen = scenes }
      // A loop: `chosen.flatMap(\.parameters)` crashes Swift 6.3.1's SILGen here.
      var parameters: [SceneParameter] = []
      for scene in chosen { parameters += scene.parameters }
      let word = words.indices.contains(index) ? words[index] : prefix
      return candidates(prefix, word: word, parameters: parameters)
    }
  }

  /// The completions of `word`, typed up to `prefix` (the cursor), among `parameters` (a name
  /// declared twice counts once, its first declaration): `NAME=` and `G.preset=` for the groups
  /// that take a preset, or, when the word has its `=`, `NAME=VALUE` for each preset or option
  /// of its name; those that start with `prefix`.
  ///
  /// The name after which values are offered is the word's, not only the prefix's: fish 3.6
  /// completing a line with `complete -C` passes the cursor as 0, so the prefix is empty; every
  /// shell then keeps only the candidates that match what was typed.
  static func candidates(_ prefix: String, word: String? = nil, parameters: [SceneParameter])
    -> [String]
  {
    var declared: [String: SceneParameter] = [:]
    var names: [String] = []
    for parameter in parameters where declared[parameter.name] == nil {
      declared[parameter.name] = parameter
      names.append(parameter.name)
    }
    let typed = word?.contains("=") == true ? word! : prefix
    guard let equals = typed.firstIndex(of: "=") else {
      var groups: [String] = []
      for name in names {
        guard let dot = name.lastIndex(of: ".") else { continue }
        let group = String(name[..<dot])
        if !groups.contains(group), !presets(of: group, declared).isEmpty { groups.append(group) }
      }
      return (names.map { "\($0)=" } + groups.map { "\($0).preset=" }).filter {
        $0.hasPrefix(prefix)
      }
    }
    let name = String(typed[..<equals])
    let values: [String]
    if let parameter = declared[name] {
      values = parameter.choices
    } else if name.hasSuffix(".preset") {
      values = presets(of: String(name.dropLast(".preset".count)), declared).map(\.name)
    } else {
      values = []
    }
    return values.map { "\(name)=\($0)" }.filter { $0.hasPrefix(prefix) }
  }

  /// The presets `G.preset=` takes for the group `group` (as `ParameterAssignments` applies
  /// them): springs when it has `G.stiffness` and `G.damping`, easings when it has the choice
  /// `G.easing`, durations within the range of its `G.duration`.
  private static func presets(of group: String, _ declared: [String: SceneParameter])
    -> [MotionPreset]
  {
    MotionPreset.all.filter { preset in
      switch preset.motion {
      case .spring:
        declared["\(group).stiffness"] != nil && declared["\(group).damping"] != nil
      case .easing:
        declared["\(group).easing"]?.isChoice == true
      case .duration(let seconds):
        declared["\(group).duration"]?.range.contains(seconds) == true
      }
    }
  }

  /// The scene the command line names: `--scene NAME` or `--scene=NAME`.
  static func scene(in words: [String]) -> String? {
    for (index, word) in words.enumerated() {
      if word == "--scene", index + 1 < words.count { return words[index + 1] }
      if word.hasPrefix("--scene=") { return String(word.dropFirst("--scene=".count)) }
    }
    return nil
  }
}
