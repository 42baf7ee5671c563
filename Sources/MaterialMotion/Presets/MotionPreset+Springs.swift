extension MotionPreset {
  /// Apple's `Spring` page, which gives `Spring(duration:bounce:)` in stiffness and damping.
  static let swiftUISpringSource = "https://developer.apple.com/documentation/swiftui/spring"

  /// SwiftUI's springs given by a duration and a bounce, with their base bounce: `.smooth` 0,
  /// `.snappy` 0.15, `.bouncy` 0.3 (each "base bounce" in its `duration:extraBounce:` page), and
  /// `Spring(duration:bounce:)`, whose bounce is given whole.
  static let swiftUIBounces: [(name: String, bounce: Double)] = [
    ("smooth", 0), ("snappy", 0.15), ("bouncy", 0.3), ("spring", 0),
  ]

  /// Android `SpringForce`'s stiffness constants, as `android.NAME.*` names them.
  static let androidStiffnesses: [(name: String, constant: String, value: Double)] = [
    ("high", "STIFFNESS_HIGH", 10_000), ("medium", "STIFFNESS_MEDIUM", 1500),
    ("low", "STIFFNESS_LOW", 200), ("very-low", "STIFFNESS_VERY_LOW", 50),
  ]

  /// Android `SpringForce`'s damping-ratio constants, as `android.*.NAME` names them.
  static let androidRatios: [(name: String, constant: String, value: Double)] = [
    ("high-bouncy", "DAMPING_RATIO_HIGH_BOUNCY", 0.2),
    ("medium-bouncy", "DAMPING_RATIO_MEDIUM_BOUNCY", 0.5),
    ("low-bouncy", "DAMPING_RATIO_LOW_BOUNCY", 0.75),
    ("no-bouncy", "DAMPING_RATIO_NO_BOUNCY", 1),
  ]

  /// Material 3's spring tokens: scheme, kind, speed, stiffness and damping ratio
  /// (`StandardMotionTokens` and `ExpressiveMotionTokens` of Compose Material 3).
  static let materialSprings:
    [(scheme: String, kind: String, speed: String, k: Double, z: Double)] =
      [
        ("standard", "spatial", "fast", 1400, 0.9), ("standard", "spatial", "default", 700, 0.9),
        ("standard", "spatial", "slow", 300, 0.9), ("standard", "effects", "fast", 3800, 1),
        ("standard", "effects", "default", 1600, 1), ("standard", "effects", "slow", 800, 1),
        ("expressive", "spatial", "fast", 800, 0.6), ("expressive", "spatial", "default", 380, 0.8),
        ("expressive", "spatial", "slow", 200, 0.8), ("expressive", "effects", "fast", 3800, 1),
        ("expressive", "effects", "default", 1600, 1), ("expressive", "effects", "slow", 800, 1),
      ]

  /// Every spring preset: SwiftUI's, Core Animation's, Android's and Material 3's.
  public static let springs: [MotionPreset] =
    swiftUISprings + coreAnimationSprings
    + androidSprings + materialSpringPresets

  private static let swiftUISprings: [MotionPreset] = {
    let animation = "https://developer.apple.com/documentation/swiftui/animation/"
    var presets = swiftUIBounces.map { base in
      MotionPreset(
        name: "swiftui.\(base.name)",
        motion: .spring(swiftUI(duration: 0.5, bounce: base.bounce)!),
        expression: base.name == "spring"
          ? "Animation.spring (duration 0.5, bounce 0)"
          : "Spring.\(base.name) (duration 0.5, base bounce \(base.bounce == 0 ? "0" : "\(base.bounce)"))",
        source: base.name == "spring"
          ? animation + "spring(duration:bounce:blendduration:)"
          : "https://developer.apple.com/documentation/swiftui/spring/\(base.name)(duration:extrabounce:)"
      )
    }
    let response = 2 * Double.pi / 0.5
    presets.append(
      MotionPreset(
        name: "swiftui.spring.response",
        motion: .spring(
          DampedHarmonicOscillator(stiffness: response * response, damping: 2 * 0.825 * response)),
        expression: "Animation.spring(response: 0.5, dampingFraction: 0.825)",
        source: animation + "spring(response:dampingfraction:blendduration:)"))
    let interactive = 2 * Double.pi / 0.15
    presets.append(
      MotionPreset(
        name: "swiftui.interactive-spring",
        motion: .spring(
          DampedHarmonicOscillator(
            stiffness: interactive * interactive, damping: 2 * 0.86 * interactive)),
        expression: "Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86)",
        source: animation + "interactivespring(response:dampingfraction:blendduration:)"))
    return presets
  }()

  private static let coreAnimationSprings = [
    MotionPreset(
      name: "uikit.caspringanimation",
      motion: .spring(DampedHarmonicOscillator(stiffness: 100, damping: 10, mass: 1)),
      expression: "CASpringAnimation() (mass 1, stiffness 100, damping 10)",
      source: "https://developer.apple.com/documentation/quartzcore/caspringanimation")
  ]

  private static let androidSprings: [MotionPreset] = {
    let source =
      "https://cs.android.com/androidx/platform/frameworks/support/+/androidx-main:dynamicanimation/dynamicanimation/src/main/java/androidx/dynamicanimation/animation/SpringForce.java"
    var presets = [
      MotionPreset(
        name: "android.default", motion: .spring(spring(stiffness: 1500, dampingRatio: 0.5)),
        expression: "SpringForce() (STIFFNESS_MEDIUM, DAMPING_RATIO_MEDIUM_BOUNCY)",
        source: source)
    ]
    for stiffness in androidStiffnesses {
      for ratio in androidRatios {
        presets.append(
          MotionPreset(
            name: "android.\(stiffness.name).\(ratio.name)",
            motion: .spring(spring(stiffness: stiffness.value, dampingRatio: ratio.value)),
            expression:
              "SpringForce().setStiffness(\(stiffness.constant)).setDampingRatio(\(ratio.constant))",
            source: source))
      }
    }
    return presets
  }()

  private static let materialSpringPresets: [MotionPreset] = materialSprings.map { token in
    let object = token.scheme == "standard" ? "StandardMotionTokens" : "ExpressiveMotionTokens"
    let speed = token.speed.prefix(1).uppercased() + token.speed.dropFirst()
    let kind = token.kind.prefix(1).uppercased() + token.kind.dropFirst()
    return MotionPreset(
      name: "m3.\(token.scheme).\(token.kind).\(token.speed)",
      motion: .spring(spring(stiffness: token.k, dampingRatio: token.z)),
      expression: "\(object).Spring\(speed)\(kind)Stiffness, Spring\(speed)\(kind)Damping",
      source:
        "https://cs.android.com/androidx/platform/frameworks/support/+/androidx-main:compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens/\(object).kt"
    )
  }
}
