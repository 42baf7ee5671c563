/// How close each format's motion stays to the sandbox's, and the bounds an export holds to.
///
/// A tolerance is the largest difference allowed between the format's own curve (what its
/// published model computes from the numbers the export prints, see `ExportCurve`) and the
/// sandbox's, at any moment of a run from rest, as a fraction of the distance travelled. An
/// export that cannot keep within it is refused in one line (``FormatExport/refusal``).
extension ExportFormat {
  /// The tolerance of a spring written in this format:
  /// - SwiftUI, UIKit, Android and this library solve the same damped oscillator in closed form,
  ///   so only the printed numbers' rounding separates them: 0.1 % (numbers get more digits
  ///   until they are within it);
  /// - CSS plays straight lines between at most 61 points (`CSSLinearEasing.maximumPoints`) of a
  ///   `linear()` easing: 1 %;
  /// - Origami steps Rebound's (and POP's) integrator every millisecond and shows a blend of
  ///   the last two steps each frame, which runs 2 to 3 % slow on a 60 Hz display: 5 %;
  /// - JSON carries the spring's own numbers: exact.
  public var springTolerance: Double {
    switch self {
    case .swiftui, .uikit, .android, .materialMotion: 0.001
    case .css: 0.01
    case .origami: 0.05
    case .json: 0
    }
  }

  /// The tolerance of a tween written in this format: every platform plays the same cubic
  /// Bézier easing, so only the printed numbers' rounding (Android's whole milliseconds)
  /// separates them: 0.1 %; JSON is exact.
  public var tweenTolerance: Double { self == .json ? 0 : 0.001 }
}

/// The bounds every export holds to.
public enum ExportBounds {
  /// The longest a spring may take to settle within 0.1 % and still be exported with a duration
  /// (CSS, UIKit) or an Origami friction, in seconds: past it, a spring "never settles" for an
  /// export (one with damping 1e-7 takes years). Formats that need no duration still carry it,
  /// compared over this span.
  public static let longestSettling = 60.0
  /// The display rate at which frame-stepped curves (Origami's) are compared, in frames per
  /// second: the sandbox's.
  public static let frameRate = 60.0
}
