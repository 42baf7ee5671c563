import Foundation
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// `--help` and the DocC landing page describe every flag and every key the app handles, and the
/// help's lines are not broken mid-sentence at 80 columns.
@MainActor
@Suite struct HelpTextTests {
  let help = SandboxOptions.helpMessage(columns: 80)

  /// The keys the app handles: those of the hint under every scene (``SandboxChrome/keysHint``,
  /// "1–9" written "1-9" as a terminal shows it) and the tuning panel's.
  var keys: [String] {
    let hinted = SandboxChrome.keysHint.split(separator: " · ").map {
      $0.split(separator: " ")[0].split(separator: "–").joined(separator: "-")
    }
    return hinted + ["Up/Down", "Left/Right", "C"]
  }

  /// The flags `--help` lists (`-h, --help` aside).
  var flags: [String] {
    let options = help.split(separator: "\n").drop { !$0.hasPrefix("OPTIONS:") }
    return options.compactMap { line in
      guard line.hasPrefix("  --") else { return nil }
      return String(line.dropFirst(2).prefix { $0 != " " })
    }
  }

  @Test func helpListsEveryKey() {
    let lines = help.split(separator: "\n")
    for key in keys {
      #expect(
        lines.contains { $0.hasPrefix("  \(key) ") }, "--help's Keys: lists no \(key)\n\(help)")
    }
  }

  @Test func helpHasNoLineBrokenMidSentence() {
    // ArgumentParser wraps each line of the discussion on its own: a hard line break inside a
    // sentence leaves a short line followed by its continuation in lower case.
    let discussion = help.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { !$0.hasPrefix("USAGE:") }
    for (line, next) in zip(discussion, discussion.dropFirst()) where line.count < 60 {
      guard let first = next.first, first.isLowercase else { continue }
      Issue.record("--help breaks a sentence after \"\(line)\"")
    }
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test func landingPageNamesEveryFlagAndKey() throws {
    let page = try String(
      contentsOfFile: AppHarness.repositoryRoot
        + "/Sources/MaterialMotionSandbox/MaterialMotionSandbox.docc/MaterialMotionSandbox.md",
      encoding: .utf8)
    #expect(flags.count >= 19, "flags found in --help: \(flags)")
    for flag in flags where flag != "--help" {
      #expect(page.contains("`\(flag)`"), "the landing page does not name \(flag)")
    }
    for key in keys {
      let row = key == "1-9" ? "1 to 9" : key.split(separator: "/").joined(separator: ", ")
      #expect(page.contains("| \(row) |"), "the landing page's key table has no \(row)")
    }
  }
}
