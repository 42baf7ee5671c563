/// The scenes of one run, in number-key order (1 is the first; the first is the default).
@MainActor
struct SceneCatalog {
  let all: [any SandboxScene.Type]

  /// Checks that there is at least one scene and that no two share a name.
  init(_ scenes: [any SandboxScene.Type]) {
    precondition(!scenes.isEmpty, "SandboxApp.main(scenes:) needs at least one scene")
    var seen: Set<String> = []
    for scene in scenes {
      precondition(
        seen.insert(scene.name).inserted,
        "SandboxApp.main(scenes:): two scenes are named \"\(scene.name)\"")
    }
    all = scenes
  }

  /// The scene `--scene` opens when neither the flag nor a recording names one.
  var defaultScene: any SandboxScene.Type { all[0] }

  func scene(named name: String) -> (any SandboxScene.Type)? {
    all.first { $0.name == name }
  }

  var names: [String] { all.map { $0.name } }

  /// The lines `--list-scenes` prints: number, name and hint.
  var listing: [String] {
    all.enumerated().map { i, type in
      let padding = String(repeating: " ", count: max(1, 12 - type.name.count))
      return "\(i + 1)  \(type.name)\(padding)\(type.hint)"
    }
  }
}
