/// Every scene, in number-key order (1 is the first).
@MainActor
enum SceneCatalog {
  static let all: [any SandboxScene.Type] = [
    ScalableScene.self,
    DraggableScene.self,
    RotatableScene.self,
    DirectScene.self,
    TossableScene.self,
    TapScene.self,
    ValveScene.self,
    PinchLabScene.self,
    StressScene.self,
  ]

  static func scene(named name: String) -> (any SandboxScene.Type)? {
    all.first { $0.name == name }
  }

  static var names: [String] { all.map { $0.name } }
}
