import Foundation
import MaterialMotionChecking
import MaterialMotionSandbox
import SnapshotTesting

extension Snapshotting where Value == MotionReplay, Format == MotionTrace {
  /// The replay's trace as a text golden (`.txt`), compared within 0.0001: every element's
  /// position, size, scale, rotation and opacity and every visualized stream's value and `state`,
  /// per frame. Robust across machines: fonts and renderers do not enter it.
  public static var motionTrace: Snapshotting { motionTrace(tolerance: 0.0001) }

  /// The replay's trace compared within `tolerance`. A failure names the first divergence
  /// (`frame 57, square.scale: expected 1.4200, got 1.3875 (tolerance 0.0001)`) and writes a
  /// plot of the diverging values (`curves.svg`; also `curves.png` on the main thread) and a
  /// report to the artifacts folder (`$SNAPSHOT_ARTIFACTS`, else the temporary folder).
  public static func motionTrace(tolerance: Double) -> Snapshotting {
    motionTrace(tolerance: tolerance, onMainActor: false)
  }

  /// The strategy, told whether its caller is on the main actor (the PNG plot is drawn there).
  static func motionTrace(tolerance: Double, onMainActor: Bool) -> Snapshotting {
    Snapshotting(
      pathExtension: "txt", diffing: .motionTrace(tolerance: tolerance, onMainActor: onMainActor)
    ) { $0.trace }
  }
}

extension Diffing where Value == MotionTrace {
  /// Traces as text, compared value by value within `tolerance`.
  public static func motionTrace(tolerance: Double) -> Diffing {
    motionTrace(tolerance: tolerance, onMainActor: false)
  }

  /// The diffing, told whether its caller is on the main actor.
  static func motionTrace(tolerance: Double, onMainActor: Bool) -> Diffing {
    Diffing.diff(
      toData: { Data($0.text.utf8) },
      fromData: { data in
        do {
          return try MotionTrace(text: String(decoding: data, as: UTF8.self))
        } catch {
          return MotionTrace.unreadable("\(error)")
        }
      },
      diffV2: { golden, actual in
        if let reason = golden.unreadableReason {
          return ("the trace golden cannot be read (\(reason)); record it again", [])
        }
        guard let divergence = actual.firstDivergence(from: golden, tolerance: tolerance) else {
          return nil
        }
        let artifacts = MotionArtifacts.write(
          trace: actual, golden: golden, divergence: divergence, tolerance: tolerance,
          onMainActor: onMainActor)
        return ("\(divergence)" + artifacts, [])
      })
  }
}

extension MotionTrace {
  /// A stand-in for a golden that cannot be read: its header says why.
  static func unreadable(_ reason: String) -> MotionTrace {
    MotionTrace(
      header: Header(
        scene: "", replay: "unreadable: " + reason, width: 1, height: 1, fps: 1, parameters: [:]),
      frames: [])
  }

  /// Why this golden cannot be read, if it is such a stand-in.
  var unreadableReason: String? {
    header.scene.isEmpty && header.replay.hasPrefix("unreadable: ")
      ? String(header.replay.dropFirst("unreadable: ".count)) : nil
  }
}
