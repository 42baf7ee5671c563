import Foundation
import MaterialMotionChecking
import MaterialMotionSDL
import MaterialMotionSandbox

/// The files a failing motion snapshot leaves for a reviewer, in `motion/NAME/` of the
/// artifacts folder (`$SNAPSHOT_ARTIFACTS`, else the temporary folder, where
/// swift-snapshot-testing writes the failed snapshot itself): this run's trace, the curves of
/// the diverging values, the expected, actual and diff frames, and `report.html`.
enum MotionArtifacts {
  /// The artifacts folder of the replay `name`.
  static func folder(_ name: String) -> String {
    let root =
      ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    return URL(fileURLWithPath: root).appendingPathComponent("motion")
      .appendingPathComponent(name).path
  }

  /// Writes a trace failure's files; returns the sentence naming them (empty if none could be
  /// written).
  /// `onMainActor`: the caller is on the main actor (then the plot is also drawn as PNG by the
  /// sandbox's renderer, which runs there); the SVG plot is written in any case.
  static func write(
    trace: MotionTrace, golden: MotionTrace, divergence: TraceDivergence, tolerance: Double,
    onMainActor: Bool
  ) -> String {
    let name = MotionCheck.name(of: trace.header.replay)
    let folder = folder(name)
    let tracePath = "\(folder)/\(name).trace.txt"
    let curves = TraceCurve.curves(
      of: divergence.divergingKeys, golden: golden, actual: trace, tolerance: tolerance)
    var check = ReplayCheck(name: name, recording: trace.header.replay, scene: trace.header.scene)
    check.trace = TraceCheck(
      goldenPath: "(the snapshot's reference)", outcome: .differed("\(divergence)"),
      divergence: divergence, curves: curves, actualPath: tracePath)
    return finish(check, folder: folder) {
      try write(Data(trace.text.utf8), to: tracePath)
      if !curves.isEmpty {
        // A standalone SVG file needs its namespace (inline in the report it does not).
        let svg = CurvePlot.svg(curves).replacingOccurrences(
          of: "<svg ", with: "<svg xmlns=\"http://www.w3.org/2000/svg\" ")
        try write(Data(svg.utf8), to: "\(folder)/curves.svg")
      }
      if !curves.isEmpty, onMainActor || Thread.isMainThread {
        let png = try MainActor.assumeIsolated {
          try CurvePlot.png(curves, title: "\(name): \(divergence)")
        }
        try write(Data(png), to: "\(folder)/curves.png")
      }
    }
  }

  /// Writes a frame failure's files; returns the sentence naming them.
  static func write(
    frame: FrameImage, golden: FrameImage, diff: FrameImage, index: Int, differing: Int,
    comparison: FrameComparison
  ) -> String {
    let name = frame.label ?? "frame"
    let folder = folder(name)
    var result = FrameCheck(
      index: index, goldenPath: "(the snapshot's reference)",
      outcome: .differed(
        "frame \(index): \(differing) pixels differ by more than \(comparison.tolerance) (budget \(comparison.pixelBudget))"
      ), differingPixels: differing, pixelBudget: comparison.pixelBudget,
      tolerance: comparison.tolerance)
    result.actualPath = "\(folder)/frame-\(index).actual.png"
    result.expectedPath = "\(folder)/frame-\(index).expected.png"
    result.diffPath = "\(folder)/frame-\(index).diff.png"
    let check = ReplayCheck(name: name, recording: name, scene: "", frames: [result])
    return finish(check, folder: folder) {
      try write(Data(frame.png()), to: result.actualPath!)
      try write(Data(golden.png()), to: result.expectedPath!)
      try write(Data(diff.png()), to: result.diffPath!)
    }
  }

  /// Runs `files`, then writes the report; the sentence for the failure message.
  private static func finish(_ check: ReplayCheck, folder: String, files: () throws -> Void)
    -> String
  {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try files()
      let report = try CheckReport(checks: [check]).write(to: folder)
      return "\nartifacts: \(folder)\nreport: \(report)"
    } catch {
      return "\n(the artifacts could not be written: \(error))"
    }
  }

  private static func write(_ data: Data, to path: String) throws {
    try OutputFile.write(Array(data), to: path, replacing: true, creatingFolder: true)
  }
}
