import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// Values tuned in a pane stay with the scene when another scene is shown and this one again.
@MainActor
@Suite struct CompareTuningTests {
  @Test func tunedValuesAreKeptPerSceneAndPane() throws {
    let run = try makeHeadlessHost(width: 1600, height: 600)
    defer { run.close() }
    let host = run.host
    let switcher = SceneSwitcher(host: host, catalog: try SceneCatalog(BuiltInScenes.all))
    defer { switcher.tearDown() }
    switcher.compare([
      .init(label: "a", values: ["spring.stiffness": 120]), .init(label: "b", values: [:]),
    ])
    switcher.show(TossableScene.self)
    switcher.panes[1].tuning.property(named: "spring.damping")?.value = 12
    switcher.show(SpringScene.self)
    #expect(switcher.panes[1].tuning.values["spring.damping"] == 30)
    switcher.show(TossableScene.self)
    #expect(switcher.panes[1].tuning.values["spring.damping"] == 12)
    #expect(switcher.panes[0].tuning.values["spring.stiffness"] == 120)
  }
}
