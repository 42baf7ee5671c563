import MaterialMotionSDL

/// The scenes of one run, in number-key order (1 is the first; the first is the default).
@MainActor
package struct SceneCatalog {
  /// The scenes, in number-key order.
  package let all: [any SandboxScene.Type]

  /// Checks that there is at least one scene, that every scene's name is one a recording can
  /// carry (``RecordingLimits/sceneNameProblem(_:)``), and that no two share a name.
  ///
  /// - Throws: ``SandboxError``, one line that names the scene type and what to do.
  package init(_ scenes: [any SandboxScene.Type]) throws(SandboxError) {
    let caller = "SandboxApp.main(scenes:)"
    guard !scenes.isEmpty else {
      throw SandboxError("\(caller) was given no scenes; pass at least one scene type")
    }
    var seen: [String: any SandboxScene.Type] = [:]
    for scene in scenes {
      let name = scene.name
      if let problem = RecordingLimits.sceneNameProblem(name) {
        let shown = name.unicodeScalars.count > 80 ? String(name.prefix(60)) + "…" : name
        throw SandboxError(
          "\(caller): the scene \(String(reflecting: scene)) is named \(shown.debugDescription), which \(problem); change its static name to \(RecordingLimits.sceneNameRule) (e.g. \"my-scene\")"
        )
      }
      if let other = seen.updateValue(scene, forKey: name) {
        throw SandboxError(
          "\(caller): the scenes \(String(reflecting: other)) and \(String(reflecting: scene)) are both named \(name.debugDescription); give each scene a name of its own"
        )
      }
    }
    all = scenes
  }

  /// The scene `--scene` opens when neither the flag nor a recording names one.
  var defaultScene: any SandboxScene.Type { all[0] }

  /// The scene called `name`, if there is one.
  package func scene(named name: String) -> (any SandboxScene.Type)? {
    all.first { $0.name == name }
  }

  /// The scenes' names, in number-key order.
  package var names: [String] { all.map { $0.name } }

  /// The lines `--list-scenes` prints: number, name and hint, in aligned columns.
  var listing: [String] {
    let numberWidth = String(all.count).count
    let nameWidth = (all.map { $0.name.count }.max() ?? 0) + 2
    return all.enumerated().map { i, type in
      let number = String(i + 1)
      let numberPadding = String(repeating: " ", count: numberWidth - number.count)
      let namePadding = String(repeating: " ", count: nameWidth - type.name.count)
      return "\(numberPadding)\(number)  \(type.name)\(namePadding)\(type.hint)"
    }
  }
}
