import MaterialMotion

/// One tween of a scene, in the terms of the platforms that may ship it: its duration, its delay
/// and its easing, a cubic Bézier curve that every platform takes as four numbers (CSS
/// `cubic-bezier()`, SwiftUI `.timingCurve`, UIKit `UICubicTimingParameters`, Android
/// `PathInterpolator`, Compose `CubicBezierEasing`).
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

  /// A tween of `duration` seconds after `delay`, eased by `easing` (named `easingName`).
  public init(
    name: String, duration: Double, delay: Double, easing: Easing, easingName: String
  ) {
    self.name = name
    self.duration = duration
    self.delay = delay
    self.easing = easingName
    controlPoints = [easing.x1, easing.y1, easing.x2, easing.y2]
  }
}
