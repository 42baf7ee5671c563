import Foundation
import MaterialMotionChecking
import MaterialMotionSandbox
import SnapshotTesting

extension Snapshotting where Value == MotionReplay, Format == FrameImage {
  /// Frame `index` of the replay (drawn when the replay was made: list it in
  /// ``MotionReplay/init(scene:recording:name:settings:plots:frames:scenes:pixelScale:)``) as a
  /// PNG golden with the environment it was drawn in (renderer, font file, SDL versions).
  ///
  /// It matches when at most `pixelBudget` pixels outside `masks` differ by more than
  /// `tolerance` in a channel. A golden drawn in another environment is not compared pixel by
  /// pixel: the failure says what differs (record it again there, or rely on the trace). A
  /// pixel failure writes the expected, actual and diff images and a report to the artifacts
  /// folder and names them.
  public static func frame(
    _ index: Int, tolerance: Int = 2, pixelBudget: Int = 0, masks: [PixelMask] = []
  ) -> Snapshotting {
    let comparison = FrameComparison(tolerance: tolerance, pixelBudget: pixelBudget, masks: masks)
    return Snapshotting(pathExtension: "png", diffing: .frame(comparison, index: index)) {
      replay in
      guard var frame = replay.frames[index] else {
        return FrameImage.missing(
          "frame \(index) of \(replay.name) was not drawn: list it in MotionReplay(frames:) (the replay has \(replay.frameCount) frames)"
        )
      }
      frame.label = replay.name
      return frame
    }
  }
}

extension Diffing where Value == FrameImage {
  /// Frames as PNG, compared by `comparison`; `index` names the frame in messages and artifacts.
  public static func frame(_ comparison: FrameComparison, index: Int) -> Diffing {
    Diffing.diff(
      toData: { (try? Data($0.png())) ?? Data() },
      fromData: { data in
        (try? FrameImage(png: Array(data)))
          ?? FrameImage.missing("the frame golden is not a readable PNG; record it again")
      },
      diffV2: { golden, actual in
        if let reason = actual.missingReason ?? golden.missingReason { return (reason, []) }
        switch comparison.compare(actual, with: golden) {
        case .matched: return nil
        case .otherEnvironment(let text), .otherSize(let text):
          return ("frame \(index): \(text)", [])
        case .differed(let differing, let diff):
          let artifacts = MotionArtifacts.write(
            frame: actual, golden: golden, diff: diff, index: index, differing: differing,
            comparison: comparison)
          return (
            "frame \(index): \(differing) pixels differ by more than \(comparison.tolerance) (budget \(comparison.pixelBudget))"
              + artifacts, []
          )
        }
      })
  }
}

extension FrameImage {
  /// A stand-in for a frame that is not there: a 1×1 image whose environment's renderer says
  /// why.
  static func missing(_ reason: String) -> FrameImage {
    FrameImage(
      width: 1, height: 1, rgb: [0, 0, 0],
      environment: RenderEnvironment(renderer: "missing: " + reason, font: "", sdl: "", sdlTTF: ""))
  }

  /// Why this frame is missing, if it is such a stand-in.
  var missingReason: String? {
    guard let renderer = environment?.renderer, renderer.hasPrefix("missing: ") else { return nil }
    return String(renderer.dropFirst("missing: ".count))
  }
}
