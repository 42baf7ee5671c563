import Foundation
import SandboxTestSupport
import Testing

/// `--export` and the `E` key, through the app.
@Suite struct ExportTests {
  @Test func exportPrintsTheTunedSpringAndExits() throws {
    let result = try AppHarness.sandbox([
      "--scene", "tossable", "--set", "spring.stiffness=120", "--export", "json",
    ])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    // Read as plain JSON: what another tool would see.
    let export = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let springs = try #require(export["springs"] as? [[String: Any]])
    #expect(export["scene"] as? String == "tossable")
    #expect(springs.first?["stiffness"] as? Double == 120)
    #expect((export["setFlags"] as? [String])?.contains("--set spring.stiffness=120") == true)
  }

  /// A recording's scene and parameters are the ones exported (`--set` over them).
  @Test func exportTakesARecordingsSceneAndParameters() throws {
    let path = try AppHarness.writeRecording([
      #"{"format":"motion-sandbox-input","version":2,"scene":"spring","size":[800,600],"fps":60,"params":{"spring.damping":12}}"#
    ])
    let result = try AppHarness.sandbox([
      "--replay", path, "--set", "spring.mass=2", "--export", "swiftui",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("// spring: "))
    #expect(result.stdout.contains(".interpolatingSpring(mass: 2, stiffness: 342, damping: 12,"))
  }

  @Test(arguments: [
    (
      ["--export", "kotlin"], 64,
      "choose swiftui, uikit, css, android, material-motion, origami or json"
    ),
    (["--export", "css", "--capture", "/tmp/never-written"], 64, "--export prints and exits"),
    (["--scene", "nope", "--export", "css"], 1, "unknown scene \"nope\""),
    (
      ["--scene", "tossable", "--set", "spring.stiffness=5000", "--export", "css"], 1,
      "spring.stiffness"
    ),
    (
      ["--scene", "tossable", "--set", "spring.stiffness=1e309", "--export", "css"], 1,
      "--set spring.stiffness=1e309: out of range; spring.stiffness takes 1 to 1000"
    ),
    (
      [
        "--scene", "tossable", "--set", "spring.damping=12", "--set", "spring.damping=20",
        "--export", "css",
      ], 1, "--set spring.damping=20: spring.damping is given twice (already spring.damping=12)"
    ),
  ])
  func aBadExportIsOneLine(arguments: [String], status: Int32, message: String) throws {
    let result = try AppHarness.sandbox(arguments)
    #expect(result.status == status, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1 && result.stderr.contains(message), "\(result.stderr)")
  }

  /// `E` in a recording writes the file on replay, with the values tuned by then, and says
  /// where.
  @Test func theEKeyWritesEveryFormatToANewFile() throws {
    let directory = AppHarness.temporaryDirectory("export-key")
    let path = try AppHarness.writeRecording([
      #"{"format":"motion-sandbox-input","version":2,"scene":"spring","size":[800,600],"fps":60,"params":{"spring.stiffness":200}}"#,
      #"{"t":0.2,"type":"key.down","key":"e","mods":[]}"#,
      #"{"t":0.25,"type":"key.up","key":"e","mods":[]}"#,
    ])
    let result = try AppHarness.sandbox([
      "--replay", path, "--headless", "--screenshot-dir", directory,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let written = result.stdout.split(separator: "\n").filter { $0.hasPrefix("export: ") }
    #expect(written.count == 1, "\(result.stdout)")
    let file = String(written.first?.dropFirst("export: ".count) ?? "")
    #expect(file == "\(directory)/motion-sandbox-spring-export.txt")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("=== swiftui ===") && text.contains("=== json ==="))
    #expect(text.contains("stiffness: 200"))
  }

  @Test func helpListsTheExport() throws {
    let result = try AppHarness.sandbox(["--help"])
    #expect(result.stdout.contains("--export <format>"))
    #expect(result.stdout.contains("E           export the scene's springs and tweens"))
  }
}
