import BenchSupport

/// The budgets of the app workloads in this file (see Benchmarks/README.md).
enum Budget {
  /// (f): stress frame median / bare loop median, software renderer (issue 12).
  static let stressRatio = 1.15
  /// (f): stress frame median / bare loop median, OpenGL (llvmpipe) (issue 30; 1.15 before).
  static let stressOpenGLRatio = 1.0
  /// (f): stress frame median / the Cairo loop's median, software renderer (issue 30: the app's
  /// anti-aliased frame at or under a plain Cairo program's).
  static let stressCairoRatio = 1.0
  /// (f): the stress frame median, ms.
  static let stressFrame = 16.7
  /// (f) with the tuning panel and plots shown (issue 9): stress / bare loop.
  static let stressWithPanelsRatio = 1.3
  /// (f) touchpad receiver on / off, with no gesture happening (issue 8: no measurable cost).
  /// The noise between two runs of the same binary on 2 cores is a few percent.
  static let touchpadReceiverRatio = 1.05
  /// (l): a paused window with no input (issue 9: pause costs nothing), cores of CPU.
  static let pausedCores = 0.02
  /// (g): capture fps end to end at 1280x720.
  static let captureFPS = 60.0
  /// (g): capture fps end to end at 1920x1080 pixels, also drawn at --pixel-scale 2 (issue 30;
  /// 60 before).
  static let captureFullHDFPS = 120.0
  /// (g): capture fps / IMG_SavePNG fps, 1280x720 row.
  static let captureRatio = 2.0
  /// (h): real time / wall time of the whole process.
  static let replaySpeed = 40.0
}

/// One budget check, for the summary line and `--budget-log`.
struct BudgetCheck {
  let name: String
  let within: Bool
}

func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

/// `median [min–max]` with `decimals` digits (BenchSupport's `spread`), or "—" for no values.
func cell(_ values: [Double], _ decimals: Int, _ unit: String = "") -> String {
  values.isEmpty ? "—" : spread(values, decimals) + unit
}
