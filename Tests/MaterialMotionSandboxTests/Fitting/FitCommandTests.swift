import Foundation
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// `motion-sandbox fit`: easings, presets, samples and a recording's element, each fitted with
/// its error printed; bad input one line.
@MainActor
@Suite struct FitCommandTests {
  let catalog: SceneCatalog

  init() throws {
    catalog = try SceneCatalog(BuiltInScenes.all)
  }

  func lines(_ arguments: [String]) throws -> [String] {
    let command = try FitCommand.parse(arguments)
    let curve = try command.curve(catalog: catalog)
    return FitCommand.report(SpringFit(times: curve.times, progress: curve.progress), of: curve)
  }

  /// The issue's example and Material's emphasized easing: a spring, its error, the flags.
  @Test func easingsAreFittedWithTheirError() throws {
    let bezier = try lines(["--easing", "cubic-bezier(0.2, 0, 0, 1)", "--duration", "0.5"])
    #expect(bezier[0] == "fit of cubic-bezier(0.2, 0, 0, 1) over 0.5 s, 120 samples over 0.625 s:")
    #expect(bezier[1].hasPrefix("spring: stiffness ") && bezier[1].contains("mass 1"))
    #expect(bezier[2].hasPrefix("error: largest ") && bezier[2].contains("RMS"))
    #expect(bezier[3].hasPrefix("try it: --set spring.stiffness="))
    let emphasized = try lines(["--preset", "m3.easing.emphasized", "--duration", "0.5"])
    #expect(Array(bezier.dropFirst()) == Array(emphasized.dropFirst()))
    let keyword = try lines(["--easing", "ease-out", "--duration", "0.3"])
    #expect(keyword[0].hasPrefix("fit of ease-out over 0.3 s"))
  }

  /// A spring preset is its own best spring.
  @Test func aSpringPresetIsRecovered() throws {
    let command = try FitCommand.parse(["--preset", "swiftui.bouncy"])
    let curve = try command.curve(catalog: catalog)
    let fit = SpringFit(times: curve.times, progress: curve.progress)
    let bouncy = try #require(MotionPreset.named("swiftui.bouncy")?.spring)
    #expect(abs(fit.spring.stiffness / bouncy.stiffness - 1) < 0.01)
    #expect(abs(fit.spring.dampingRatio / bouncy.dampingRatio - 1) < 0.01)
  }

  /// `linear()` plays straight lines between its points, missing percentages spread evenly.
  @Test func cssLinearIsPiecewise() throws {
    let easing = try FitEasing.parse("linear(0, 0.25 40%, 1)")
    #expect(easing(0.2) == 0.125)
    #expect(abs(easing(0.7) - 0.625) < 1e-12)
    let spread = try FitEasing.parse("linear(0, 0.5, 0.75, 1)")
    #expect(abs(spread(1.0 / 3) - 0.5) < 1e-12)
    #expect(abs(spread(0.5) - 0.625) < 1e-12)
    for bad in [
      "linear(0)", "linear(a, 1)", "cubic-bezier(2, 0, 0, 1)", "cubic-bezier(1, 2)", "wobble",
    ] {
      #expect(throws: SandboxError.self) { try FitEasing.parse(bad) }
    }
  }

  /// CSV samples: a header skipped, progress from the first value to the last, the travel
  /// stated in the file's units; a bad line named.
  @Test func samplesFromACSV() throws {
    let spring = DampedHarmonicOscillator(stiffness: 200, damping: 20)
    var text = "time,value\n"
    for frame in 0..<120 {
      let t = Double(frame) / 60
      text += "\(t),\(100 + 200 * (1 - spring.response(at: t).displacementFromDisplacement))\n"
    }
    let curve = try FitCurve.csv(text, path: "s.csv")
    #expect(curve.travel.map { abs($0 - 200) < 0.01 } == true)
    let fit = SpringFit(times: curve.times, progress: curve.progress)
    #expect(abs(fit.spring.stiffness / 200 - 1) < 0.01)
    #expect(abs(fit.spring.damping / 20 - 1) < 0.01)
    #expect(throws: SandboxError.self) { try FitCurve.csv("0,1\n0.1,x\n0.2,3\n", path: "b.csv") }
    #expect(throws: SandboxError.self) { try FitCurve.csv("0,1\n0.1,2\n0.1,3\n", path: "b.csv") }
    #expect(throws: SandboxError.self) { try FitCurve.csv("0,1\n0.1,2\n0.2,1\n", path: "b.csv") }
    // A file written on Windows (CRLF) reads the same; it used to be one line, taken for a
    // header ("0 samples"). A bad line is named by its number there too.
    let windows = try FitCurve.csv(text.replacingOccurrences(of: "\n", with: "\r\n"), path: "w.csv")
    #expect(windows.times == curve.times && windows.progress == curve.progress)
    #expect(throws: SandboxError.self) {
      try FitCurve.csv("0,1\r\n0.1,x\r\n0.2,3\r\n", path: "b.csv")
    }
    do {
      _ = try FitCurve.csv("t,v\r\n0,1\r\n0.1,x\r\n0.2,3\r\n", path: "b.csv")
    } catch {
      #expect("\(error)".hasPrefix("b.csv line 3: "), "\(error)")
    }
  }

  /// Blanks around the fields (spaces, tabs, no-break spaces) are trimmed, as Foundation's
  /// `.whitespaces` trimmed them; a file that cannot be read is named with the system's reason.
  @Test func blanksAreTrimmedAndAnUnreadableFileNamed() throws {
    let curve = try FitCurve.csv(" 0 ,\t1\n\u{00A0}0.1, 2 \n0.2 ,3\t\n", path: "b.csv")
    #expect(curve.times == [0, 0.1, 0.2])
    #expect(curve.progress == [0, 0.5, 1])
    #expect(
      "\t cubic-bezier(0.2, 0, 0, 1)\u{2009}".trimmingBlanks() == "cubic-bezier(0.2, 0, 0, 1)")
    #expect(" \t ".trimmingBlanks().isEmpty)
    let command = try FitCommand.parse(["--samples", "/nonexistent/s.csv"])
    do {
      _ = try command.curve(catalog: catalog)
      Issue.record("a missing file was read")
    } catch {
      #expect(
        "\(error)" == "--samples /nonexistent/s.csv: cannot be read (No such file or directory)")
    }
  }

  /// Flags that do not make one curve are usage errors.
  @Test func badFlagsAreRefused() {
    for arguments in [
      [], ["--easing", "ease"], ["--easing", "ease", "--duration", "0"],
      ["--preset", "css.ease", "--samples", "a.csv"], ["--replay", "a.jsonl"],
      ["--samples", "a.csv", "--element", "square"], ["--samples", "a.csv", "--duration", "1"],
    ] {
      #expect(throws: (any Error).self, "\(arguments)") { try FitCommand.parse(arguments) }
    }
  }

  /// The square of the spring scene, replayed headless: its last move is the spring's, and the
  /// fit finds the scene's spring (stiffness 342, damping 30).
  @Test func aRecordingsElementIsFitted() throws {
    let replay = AppHarness.asset("spring-taps.jsonl")
    let curve = try RecordedCurve.curve(
      replay: replay, element: "square", property: "position.x", catalog: catalog)
    let fit = SpringFit(times: curve.times, progress: curve.progress)
    #expect(abs(fit.spring.stiffness / 342 - 1) < 0.01, "\(fit.spring)")
    #expect(abs(fit.spring.damping / 30 - 1) < 0.01, "\(fit.spring)")
    #expect(throws: SandboxError.self) {
      try RecordedCurve.curve(
        replay: replay, element: "nothing", property: "position.x", catalog: catalog)
    }
  }

  /// A toss: the square's last move starts where the drag let it go, at the release velocity
  /// (−6.17 distances a second), and the fit finds the tossable scene's spring (stiffness 342,
  /// damping 30) in x and in y.
  @Test func aTossIsFittedFromItsRelease() throws {
    for property in ["position.x", "position.y"] {
      let curve = try RecordedCurve.curve(
        replay: AppHarness.asset("tossable-toss.jsonl"), element: "square", property: property,
        catalog: catalog)
      #expect(abs(curve.velocity - -6.1703) < 1e-3, "\(property): \(curve.velocity)")
      let fit = SpringFit(times: curve.times, progress: curve.progress, velocity: curve.velocity)
      #expect(abs(fit.spring.stiffness / 342 - 1) < 0.01, "\(property): \(fit.spring)")
      #expect(abs(fit.spring.damping / 30 - 1) < 0.01, "\(property): \(fit.spring)")
      #expect(
        FitCommand.report(fit, of: curve)[0].hasSuffix(
          "from its release at -6.17 distances a second:"))
    }
  }

  /// A fling of the change-direction sheet: its transition spring (stiffness 1000, damping 500,
  /// mass 3, played faster to settle in 0.5 s) is recovered by its damping ratio, 4.564, which
  /// playing it faster keeps; fitted from rest the same frames gave 1.1.
  @Test func aFlingsTransitionSpringIsFittedFromItsRelease() throws {
    let curve = try RecordedCurve.curve(
      replay: AppHarness.asset("change-direction-flings.jsonl"), element: "sheet",
      property: "position.y", catalog: catalog)
    #expect(curve.velocity != 0)
    let fit = SpringFit(times: curve.times, progress: curve.progress, velocity: curve.velocity)
    let ratio = 500 / (2 * (1000.0 * 3).squareRoot())
    #expect(abs(fit.spring.dampingRatio / ratio - 1) < 0.01, "\(fit.spring.dampingRatio)")
  }
}
