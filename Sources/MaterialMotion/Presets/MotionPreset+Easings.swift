extension MotionPreset {
  /// Compose Material 3's motion tokens, which hold the easing and duration tokens.
  static let materialTokensSource =
    "https://cs.android.com/androidx/platform/frameworks/support/+/androidx-main:compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens/MotionTokens.kt"

  /// CSS Easing Functions Level 1, the keywords' curves.
  static let cssEasingSource = "https://www.w3.org/TR/css-easing-1/#cubic-bezier-easing-functions"

  /// Every easing preset: CSS's keywords and Material 3's easing tokens.
  public static let easings: [MotionPreset] = {
    let css: [(String, Easing)] = [
      ("ease", Easing(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)), ("ease-in", .easeIn),
      ("ease-out", .easeOut), ("ease-in-out", .easeInOut), ("linear", .linear),
    ]
    let material: [(String, String, Easing)] = [
      ("emphasized", "EasingEmphasizedCubicBezier", Easing(x1: 0.2, y1: 0, x2: 0, y2: 1)),
      (
        "emphasized-accelerate", "EasingEmphasizedAccelerateCubicBezier",
        Easing(x1: 0.3, y1: 0, x2: 0.8, y2: 0.15)
      ),
      (
        "emphasized-decelerate", "EasingEmphasizedDecelerateCubicBezier",
        Easing(x1: 0.05, y1: 0.7, x2: 0.1, y2: 1)
      ),
      ("standard", "EasingStandardCubicBezier", Easing(x1: 0.2, y1: 0, x2: 0, y2: 1)),
      (
        "standard-accelerate", "EasingStandardAccelerateCubicBezier",
        Easing(x1: 0.3, y1: 0, x2: 1, y2: 1)
      ),
      (
        "standard-decelerate", "EasingStandardDecelerateCubicBezier",
        Easing(x1: 0, y1: 0, x2: 0, y2: 1)
      ),
      ("legacy", "EasingLegacyCubicBezier", Easing(x1: 0.4, y1: 0, x2: 0.2, y2: 1)),
      (
        "legacy-accelerate", "EasingLegacyAccelerateCubicBezier",
        Easing(x1: 0.4, y1: 0, x2: 1, y2: 1)
      ),
      (
        "legacy-decelerate", "EasingLegacyDecelerateCubicBezier",
        Easing(x1: 0, y1: 0, x2: 0.2, y2: 1)
      ),
      ("linear", "EasingLinearCubicBezier", Easing.linear),
    ]
    return css.map { name, easing in
      MotionPreset(
        name: "css.\(name)", motion: .easing(easing),
        expression: name == "linear" ? "linear" : "\(name): \(cubicBezierText(easing))",
        source: cssEasingSource)
    }
      + material.map { name, token, easing in
        MotionPreset(
          name: "m3.easing.\(name)", motion: .easing(easing),
          expression: "MotionTokens.\(token): \(cubicBezierText(easing))",
          source: materialTokensSource)
      }
  }()

  /// Every duration preset: Material 3's duration tokens, short1 (50 ms) to extra-long4 (1 s).
  public static let durations: [MotionPreset] = {
    let groups: [(name: String, token: String, milliseconds: [Double])] = [
      ("short", "Short", [50, 100, 150, 200]), ("medium", "Medium", [250, 300, 350, 400]),
      ("long", "Long", [450, 500, 550, 600]), ("extra-long", "ExtraLong", [700, 800, 900, 1000]),
    ]
    return groups.flatMap { group in
      group.milliseconds.enumerated().map { index, milliseconds in
        MotionPreset(
          name: "m3.duration.\(group.name)\(index + 1)", motion: .duration(milliseconds / 1000),
          expression: "MotionTokens.Duration\(group.token)\(index + 1) = \(Int(milliseconds)) ms",
          source: materialTokensSource)
      }
    }
  }()

  /// `easing` as CSS writes it, `cubic-bezier(x1, y1, x2, y2)`, with the shortest numbers.
  ///
  /// - Parameter easing: The curve.
  public static func cubicBezierText(_ easing: Easing) -> String {
    let numbers = [easing.x1, easing.y1, easing.x2, easing.y2].map { value in
      value == value.rounded() ? String(Int(value)) : "\(value)"
    }
    return "cubic-bezier(\(numbers.joined(separator: ", ")))"
  }
}
