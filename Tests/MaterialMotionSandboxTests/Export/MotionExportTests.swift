import Foundation
import MaterialMotion
import MaterialMotionChecking
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// A scene's motion as `--export` and the `E` key write it.
@MainActor
@Suite struct MotionExportTests {
  static func export(_ scene: any SandboxScene.Type, _ values: [String: Double] = [:])
    -> MotionExport
  {
    MotionExport(scene, tuning: SceneTuning(scene.parameters, values: values))
  }

  @Test func springsAndTweensAreFoundByTheirParameters() throws {
    let tossable = Self.export(TossableScene.self, ["spring.damping": 12])
    #expect(tossable.springs.count == 1 && tossable.tweens.isEmpty)
    #expect(tossable.springs[0].damping == 12 && tossable.springs[0].stiffness == 342)
    let tap = Self.export(TapScene.self)
    #expect(tap.springs.count == 1)
    let tween = try #require(tap.tweens.first)
    #expect(tween.easing == "materialDeceleration" && tween.controlPoints == [0, 0, 0.2, 1])
    // A transition spring: the reference shape fitted to its suggested duration.
    let album = Self.export(PhotoAlbumScene.self, ["spring.suggestedDuration": 0.8])
    let fitted = try #require(album.springs.first)
    #expect(fitted.suggestedDuration == 0.8)
    #expect(abs((fitted.settlingTime ?? 0) - 0.8) < 0.01)
    #expect(abs(fitted.dampingRatio - TransitionSpring<Double>.defaultShape.dampingRatio) < 1e-9)
    #expect(try Self.export(DraggableScene.self).text(.swiftui).contains("no spring or tween"))
  }

  /// The shape `defaultShape` names is the one a transition spring gets by default.
  @Test func theDefaultShapeIsTheInitializersDefault() {
    let spring = TransitionSpring<Double>(
      back: 0, fore: 1, direction: ReactiveProperty(.forward), suggestedDuration: 0,
      clock: FrameClock())
    let shape = TransitionSpring<Double>.defaultShape
    #expect(spring.stiffness.value == shape.stiffness && spring.damping.value == shape.damping)
    #expect(spring.mass.value == shape.mass)
  }

  /// Each format says what the issue asks of it.
  @Test func eachFormatInItsPlatformsTerms() throws {
    let export = Self.export(TapScene.self)
    let swiftUI = try export.text(.swiftui)
    #expect(swiftUI.contains(".spring(response: 0.3398, dampingFraction: 0.8111)"))
    #expect(swiftUI.contains(".timingCurve(0, 0, 0.2, 1, duration: 0.5).delay(0)"))
    #expect(
      try export.text(.uikit).contains(
        "UISpringTimingParameters(mass: 1, stiffness: 342, damping: 30, initialVelocity:"))
    let css = try export.text(.css)
    #expect(css.contains("--spring-easing: linear(0, ") && css.contains("it overshoots"))
    #expect(css.split(separator: "\n").allSatisfy { !$0.hasPrefix("/*") || $0.hasSuffix("*/") })
    #expect(
      try export.text(.android).contains(
        "SpringForce().setStiffness(342f).setDampingRatio(0.8111f)"))
    #expect(
      try export.text(.materialMotion).contains(
        "Spring(to: destination, stiffness: 342, damping: 30, mass: 1"))
    #expect(try export.text(.origami).contains("POP Animation patch: bounciness 4.32, speed 12"))
    // A critically damped spring does not overshoot, and CSS does not say it does.
    let critical = Self.export(
      SpringScene.self, ["spring.stiffness": 100, "spring.damping": 20, "spring.mass": 1])
    #expect(try !critical.text(.css).contains("overshoots"))
  }

  /// A refusal names a parameter and a value; set to that value, the format carries the spring.
  @Test(arguments: [
    (ExportFormat.css, ["spring.damping": 2.0]),
    (.uikit, ["spring.damping": 0.1]),
    (.origami, ["spring.stiffness": 1000, "spring.damping": 5]),
    (.origami, ["spring.stiffness": 60, "spring.damping": 9]),
    (.swiftui, ["spring.damping": 1e-12]),
  ])
  func aRefusalsRemedyWorks(format: ExportFormat, values: [String: Double]) throws {
    let export = Self.export(TossableScene.self, values)
    let refusal = try #require(export.refusals(format).first)
    #expect(throws: (any Error).self) { try export.text(format) }
    // "...; raise spring.damping to at least 3"
    let words = refusal.split(separator: " ").map(String.init)
    let name = try #require(words.dropLast(4).last)
    let value = try #require(words.last.flatMap { Double($0) })
    #expect(["raise", "lower"].contains(words[words.count - 6]), "\(refusal)")
    let fixed = Self.export(TossableScene.self, values.merging([name: value]) { $1 })
    #expect(fixed.refusals(format).isEmpty, "\(refusal) → \(fixed.refusals(format))")
  }

  /// A transition spring too stiff for Origami's 1 ms steps names a longer suggested duration.
  @Test func aTransitionSpringTooStiffForOrigamiNamesADuration() throws {
    let export = Self.export(PhotoAlbumScene.self, ["spring.suggestedDuration": 0.05])
    let refusal = try #require(export.refusals(.origami).first)
    #expect(
      refusal.contains("runs away")
        && refusal.contains("raise spring.suggestedDuration to at least"))
    #expect(try export.text(.swiftui).contains("allowOverDamping: true"))
  }

  /// Tweens: Origami wires its Delay, Classic Animation and Cubic Bezier Curve patches; Android
  /// takes whole milliseconds and refuses a duration between two.
  @Test func tweensInOrigamiAndAndroid() throws {
    let origami = try Self.export(TweenScene.self, ["tween.delay": 0.25]).text(.origami)
    #expect(origami.contains("Delay patch: duration 0.25"))
    #expect(origami.contains("Classic Animation patch: duration 0.5, curve Linear"))
    #expect(origami.contains("Cubic Bezier Curve patch: 0.42, 0, 0.58, 1"))
    let android = Self.export(TweenScene.self, ["tween.duration": 0.0504])
    let refusal = try #require(android.refusals(.android).first)
    #expect(refusal.contains("plays as 50 ms") && refusal.contains("whole milliseconds"))
    #expect(android.refusals(.css).isEmpty && android.refusals(.swiftui).isEmpty)
  }

  /// JSON has every figure and reads back as the same export.
  @Test func jsonReadsBack() throws {
    let export = Self.export(TossableScene.self, ["spring.stiffness": 120])
    let decoded = try JSONDecoder().decode(
      MotionExport.self, from: Data(try export.text(.json).utf8))
    #expect(decoded == export)
  }

  /// The `--set` flags an export carries give the same parameters, and replaying a recording
  /// with them moves exactly as with the values they were exported from.
  @Test func roundTripThroughSetReproducesTheMotion() throws {
    let values = ["spring.stiffness": 180.0, "spring.damping": 14, "spring.mass": 1.5]
    let export = Self.export(TossableScene.self, values)
    let settings = export.setFlags.map { String($0.dropFirst("--set ".count)) }
    let parsed = try ParameterAssignments(catalog: SceneCatalog(BuiltInScenes.all)).parse(
      flags: settings)
    #expect(Self.export(TossableScene.self, parsed) == export)
    let recording = AppHarness.asset("tossable-toss.jsonl")
    let direct = try SceneReplay(
      recording: recording, settings: values.map { "\($0.key)=\($0.value)" }
    ).capture()
    let roundTrip = try SceneReplay(recording: recording, settings: settings).capture()
    // The same motion frame by frame (the headers differ: the export sets every parameter).
    #expect(roundTrip.trace.frames.count == direct.trace.frames.count)
    #expect(roundTrip.trace.frames == direct.trace.frames)
    #expect(direct.trace.header.parameters["spring.stiffness"] == 180)
    // And the values matter: the default spring moves otherwise.
    #expect(try SceneReplay(recording: recording).capture().trace.frames != direct.trace.frames)
  }

  /// The `E` key's file: every format, in a new file each time, never over one already there.
  @Test func theExportFileIsAlwaysNew() throws {
    let directory = AppHarness.temporaryDirectory("export")
    let export = Self.export(SpringScene.self)
    let first = try ExportFile.write(export, into: directory)
    #expect(first.hasSuffix("-spring-export.txt"))
    let text = try String(contentsOfFile: first, encoding: .utf8)
    for format in ExportFormat.allCases { #expect(text.contains("=== \(format.rawValue) ===")) }
    // A link where the next name would go is left alone too.
    let link = first.replacingOccurrences(of: "export.txt", with: "export-2.txt")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/nonexistent")
    let second = try ExportFile.write(export, into: directory)
    #expect(second.hasSuffix("-spring-export-3.txt"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/nonexistent")
  }
}

/// A scene whose one duration times several staggered tweens exports those tweens, and they are
/// the scene's motion: material-expansion's width, height and ripple in its trace golden follow
/// the exported tweens from the frame of the first tap.
@MainActor
@Suite struct DeclaredTweensTests {
  @Test func materialExpansionExportsTheTweensItRuns() throws {
    let motion = MotionExportTests.export(MaterialExpansionScene.self)
    #expect(
      motion.tweens.map(\.name) == [
        "expansion.width", "expansion.height", "ripple.spread", "ripple.fade",
      ])
    let tween = { (name: String) in try #require(motion.tweens.first { $0.name == name }) }
    let (width, height, fade) = (
      try tween("expansion.width"), try tween("expansion.height"), try tween("ripple.fade")
    )
    #expect(width.easing == "materialStandard" && width.delay == 0)
    #expect(abs(width.duration - 0.3) < 1e-12 && abs(height.duration - 0.3) < 1e-12)
    #expect(abs(height.delay - 0.075) < 1e-12 && fade.easing == "easeInOut")
    #expect(try motion.text(.css).contains("cubic-bezier(0.4, 0, 0.2, 1)"))
    let text = try String(
      contentsOfFile: AppHarness.repositoryRoot
        + "/assets/goldens/material-expansion-taps.trace.txt",
      encoding: .utf8)
    let trace = try MotionTrace(text: text)
    func numbers(_ key: String) -> [[Double]] {
      trace.series(of: key).map {
        if case .numbers(let values)? = $0 { return Array(values) } else { return [] }
      }
    }
    let sizes = numbers("square.size")
    let opacities = numbers("square/ripple.opacity")
    // The tap's frame: the last at 200 × 200 before the square grows.
    let grows = try #require(sizes.firstIndex { ($0.first ?? 200) > 200 })
    var compared = 0
    for index in grows..<trace.frames.count {
      // Frames a 60th of a second apart (the trace writes their times to 4 decimals).
      let t = Double(index - (grows - 1)) / 60
      guard t <= 0.375 else { break }
      #expect(abs(sizes[index][0] - (200 + 200 * width.reference(t))) < 1e-3, "width at \(t)")
      #expect(abs(sizes[index][1] - (200 + 200 * height.reference(t))) < 1e-3, "height at \(t)")
      #expect(
        abs(opacities[index][0] - 0.75 * (1 - fade.reference(t))) < 1e-3, "opacity at \(t)")
      compared += 1
    }
    #expect(compared >= 20)
  }
}
