import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// Compare mode leaves nothing behind: torn down, both copies of the scene, their runtimes and
/// the router are gone while the window lives on, and a switch of scene frees the copies it
/// replaced.
@MainActor
@Suite struct CompareMemoryTests {
  @Test func bothCopiesAndTheRouterGoAtTearDown() throws {
    weak var firstCopy: AnyObject?
    weak var replacedCopy: AnyObject?
    weak var switcherLeft: SceneSwitcher?
    let run = try makeHeadlessHost(width: 1600, height: 600)
    defer { run.close() }
    let host = run.host
    do {
      let switcher = SceneSwitcher(host: host, catalog: try SceneCatalog(BuiltInScenes.all))
      switcherLeft = switcher
      switcher.compare([
        .init(label: "a", values: ["spring.stiffness": 120]), .init(label: "b", values: [:]),
      ])
      switcher.plotPanel.isShown = true
      switcher.show(TossableScene.self)
      replacedCopy = switcher.panes[1].scene as AnyObject
      for _ in 0..<20 { try host.runFrame() }
      switcher.show(SpringScene.self)
      firstCopy = switcher.panes[0].scene as AnyObject
      for _ in 0..<20 { try host.runFrame() }
      #expect(replacedCopy == nil, "a scene switch kept the copy it replaced")
      switcher.tearDown()
      #expect(firstCopy == nil, "tear-down kept a copy of the scene")
      #expect(host.router == nil)
    }
    #expect(switcherLeft == nil, "the switcher outlived its run")
  }
}
