import ArgumentParser

/// The terms a scene's motion can be written in (`--export FORMAT`, and every one of them by the
/// `E` key): a platform's code, Origami's patch values, or JSON with every figure.
public enum ExportFormat: String, CaseIterable, Sendable, Codable {
  /// SwiftUI: `.spring(response:dampingFraction:)`, `.interpolatingSpring(...)`,
  /// `.timingCurve(...)`.
  case swiftui
  /// UIKit: `UISpringTimingParameters`, `UICubicTimingParameters`, `UIViewPropertyAnimator`.
  case uikit
  /// CSS: a spring as a `linear()` easing and a duration; a tween as `cubic-bezier()`.
  case css
  /// Android: `SpringForce`, `PathInterpolator`, and Jetpack Compose's `spring()`, `tween()`.
  case android
  /// This library (MaterialMotion, Swift): `Spring(...)`, `Tween(...)`.
  case materialMotion = "material-motion"
  /// Origami: the Spring patch's tension and friction, the POP Animation patch's bounciness and
  /// speed; a tween as the Classic Animation and Cubic Bezier Curve patches.
  case origami
  /// Every figure, and the `--set` flags that reproduce the motion, as JSON.
  case json

  /// The format named `text`, or the one line that says which names there are.
  static func parse(_ text: String) throws -> ExportFormat {
    guard let format = ExportFormat(rawValue: text) else {
      let names = allCases.map(\.rawValue)
      throw ValidationError(
        "choose \(names.dropLast().joined(separator: ", ")) or \(names.last!)"
      )
    }
    return format
  }

  /// The formats that write code or patch values, each checked against the motion (``json``
  /// carries the motion's own numbers and is exact).
  public static let checked: [ExportFormat] = allCases.filter { $0 != .json }

  /// The platform's name as a sentence writes it (`SwiftUI`, `CSS`, `this library`).
  public var title: String {
    switch self {
    case .swiftui: "SwiftUI"
    case .uikit: "UIKit"
    case .css: "CSS"
    case .android: "Android"
    case .materialMotion: "this library"
    case .origami: "Origami"
    case .json: "JSON"
    }
  }
}
