import MaterialMotion

/// One tween of a scene, in the terms of the platforms that may ship it: its duration, its delay
/// and its easing, a cubic Bézier curve that every platform takes as four numbers (CSS
/// `cubic-bezier()`, SwiftUI `.timingCurve`, UIKit `UICubicTimingParameters`, Android
/// `PathInterpolator`, Compose `CubicBezierEasing`, Origami's Cubic Bezier Curve patch), each
/// checked against the tween itself (``formats``).
public struct TweenExport: Sendable, Equatable, Codable {
  /// The parameter group it comes from (`tween` for `tween.duration`, ...).
  public var name: String
  /// Seconds.
  public var duration: Double
  /// Seconds before it starts (0 when the scene has no delay parameter).
  public var delay: Double
  /// The easing's name in the tuning panel (`easeInOut`, `materialStandard`, ...).
  public var easing: String
  /// The easing's control points: x1, y1, x2, y2.
  public var controlPoints: [Double]
  /// Each format's lines, or the one line saying why it cannot carry this tween, with how far
  /// its curve is from the tween's.
  public var formats: [FormatExport]

  /// A tween of `duration` seconds after `delay`, eased by `easing` (named `easingName`).
  public init(
    name: String, duration: Double, delay: Double, easing: Easing, easingName: String
  ) {
    self.name = name
    self.duration = duration
    self.delay = delay
    self.easing = easingName
    controlPoints = [easing.x1, easing.y1, easing.x2, easing.y2]
    formats = []
    formats = ExportFormat.checked.map { export($0) }
  }

  /// What `format` makes of this tween.
  public func format(_ format: ExportFormat) -> FormatExport? {
    formats.first { $0.format == format }
  }

  /// The easing as the tween plays it.
  var curve: Easing {
    Easing(x1: controlPoints[0], y1: controlPoints[1], x2: controlPoints[2], y2: controlPoints[3])
  }

  /// The sandbox's own curve: progress `t` seconds after the tween is started.
  func reference(_ t: Double) -> Double {
    ExportCurve.tween(curve, duration: duration, delay: delay).progress(at: t)
  }
}
