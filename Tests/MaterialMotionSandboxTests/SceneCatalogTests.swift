import MaterialMotionSDL
import Testing

@testable import MaterialMotionSandbox

/// The scenes given to `SandboxApp.main(scenes:)` are checked when the catalog is built: a scene
/// whose name a recording could not carry, an empty list and two scenes of one name are each one
/// line naming the scene type and what to do. The name rule is the recording reader's own.
@MainActor
@Suite struct SceneCatalogTests {
  /// A scene whose name is whatever the test sets.
  @MainActor
  final class Named: SandboxScene {
    static var current = "named"
    static var name: String { current }
    static let hint = ""
    init(context: SceneContext) {}
    func tearDown() {}
  }

  final class Other: SandboxScene {
    static let name = "named"
    static let hint = ""
    init(context: SceneContext) {}
    func tearDown() {}
  }

  static let validNames = [
    "a", "pinch-lab", "slide_2", "spring.lab", "ünïcödé", "颜色", "(x)", "a:b",
    String(repeating: "s", count: RecordingLimits.maximumStringLength),
  ]
  static let invalidNames: [(name: String, problem: String)] = [
    ("", "is empty"),
    ("my scene", "holds white space"),
    (" lead", "holds white space"),
    ("no\u{A0}break", "holds white space"),
    ("ideographic\u{3000}space", "holds white space"),
    ("tab\tname", "holds a control character"),
    ("new\nline", "holds a control character"),
    ("escape\u{1B}[31m", "holds a control character"),
    ("delete\u{7F}", "holds a control character"),
    ("c1\u{85}", "holds a control character"),
    ("spring=120", "holds \"=\""),
    ("a/b", "holds \"/\""),
    (String(repeating: "s", count: RecordingLimits.maximumStringLength + 1), "is longer than 64"),
    (String(repeating: "s", count: 1000), "is longer than 64"),
  ]

  func catalogError(_ scenes: [any SandboxScene.Type]) -> String? {
    do {
      _ = try SceneCatalog(scenes)
      return nil
    } catch {
      return error.description
    }
  }

  /// The header line of a recording made in a scene named `name`.
  func header(scene name: String) -> String {
    Recording.line(for: RecordingHeader(scene: name, width: 800, height: 600, fps: 60)) + "\n"
  }

  @Test func theBuiltInScenesAndValidNamesMakeACatalog() throws {
    _ = try SceneCatalog(BuiltInScenes.all)
    for name in Self.validNames {
      Named.current = name
      #expect(catalogError([Named.self]) == nil, "\(name.debugDescription) was refused")
      // What the catalog accepts, a recording can carry.
      let parsed = try Recording(parsing: header(scene: name), name: "r.jsonl")
      #expect(parsed.header.scene == name)
    }
  }

  @Test func aNameARecordingCannotCarryIsOneLineNamingTheTypeAndWhatToDo() throws {
    for (name, problem) in Self.invalidNames {
      Named.current = name
      let message = try #require(
        catalogError([BuiltInScenes.all[0], Named.self]), "\(name.debugDescription) was accepted")
      #expect(!message.contains("\n") && !message.contains("\r"), "\(message)")
      #expect(
        message.hasPrefix(
          "SandboxApp.main(scenes:): the scene MaterialMotionSandboxTests.SceneCatalogTests.Named is named "
        ), "\(message)")
      #expect(message.contains(", which \(problem)"), "\(message)")
      #expect(
        message.contains(
          "change its static name to 1 to 64 characters with no control characters, white space, \"=\" or \"/\""
        ), "\(message)")
      #expect(message.count < 400, "\(message)")
      // The recording reader refuses the same name, for the same reason, naming the line.
      do {
        _ = try Recording(parsing: header(scene: name), name: "r.jsonl")
        Issue.record("a recording of scene \(name.debugDescription) was read")
      } catch let error as PlatformError {
        #expect(error.description.hasPrefix("r.jsonl line 1: field \"scene\" "), "\(error)")
        #expect(error.description.contains(problem), "\(error)")
      } catch {
        Issue.record("the reader threw something other than a PlatformError: \(error)")
      }
    }
  }

  @Test func noScenesAndTwoScenesOfOneNameAreRefused() {
    #expect(
      catalogError([])
        == "SandboxApp.main(scenes:) was given no scenes; pass at least one scene type")
    Named.current = "named"
    #expect(
      catalogError([Named.self, BuiltInScenes.all[0], Other.self])
        == "SandboxApp.main(scenes:): the scenes MaterialMotionSandboxTests.SceneCatalogTests.Named and MaterialMotionSandboxTests.SceneCatalogTests.Other are both named \"named\"; give each scene a name of its own"
    )
  }
}
