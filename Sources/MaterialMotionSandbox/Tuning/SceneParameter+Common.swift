import MaterialMotion

/// The parameters the built-in scenes share, so that a name means the same thing, with the same
/// range, in every scene that declares it.
extension SceneParameter {
  /// `square.size`: the side of the standard square in points, 40 to 400 in steps of 10
  /// (default 200). ``SceneStage/makeSquare()`` sizes its square with it when the scene declares
  /// it.
  public static let squareSize = SceneParameter(
    "square.size", title: "square size", range: 40...400, default: 200, step: 10, unit: "pt")

  /// `spring.stiffness`: a spring's stiffness, 1 to 1000 in steps of 1 (`Spring`'s default is
  /// 342).
  public static func springStiffness(default value: Double = 342) -> SceneParameter {
    SceneParameter("spring.stiffness", title: "stiffness", range: 1...1000, default: value, step: 1)
  }

  /// `spring.damping`: a spring's damping, 0 (it never comes to rest) to 100 in steps of 0.5
  /// (`Spring`'s default is 30).
  public static func springDamping(default value: Double = 30) -> SceneParameter {
    SceneParameter("spring.damping", title: "damping", range: 0...100, default: value, step: 0.5)
  }

  /// `spring.mass`: the mass a spring moves, 0.1 to 10 in steps of 0.1 (`Spring`'s default is 1).
  public static func springMass(default value: Double = 1) -> SceneParameter {
    SceneParameter("spring.mass", title: "mass", range: 0.1...10, default: value, step: 0.1)
  }

  /// `tween.duration`: a tween's duration in seconds, 0.05 to 3 in steps of 0.05.
  public static func tweenDuration(default value: Double) -> SceneParameter {
    SceneParameter(
      "tween.duration", title: "duration", range: 0.05...3, default: value, step: 0.05, unit: "s")
  }

  /// The easing curves ``tweenEasing(default:)`` offers, in order, with their names: the
  /// sandbox's first eight, then CSS's `ease` and Material 3's easing tokens that none of them
  /// is (every easing of `MotionPreset.easings` has an option, for `tween.preset`).
  public static let easings: [(name: String, easing: Easing)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ("materialStandard", .materialStandard), ("materialDeceleration", .materialDeceleration),
    ("materialAcceleration", .materialAcceleration), ("materialSharp", .materialSharp),
    ("ease", preset("css.ease")), ("m3Emphasized", preset("m3.easing.emphasized")),
    ("m3EmphasizedAccelerate", preset("m3.easing.emphasized-accelerate")),
    ("m3EmphasizedDecelerate", preset("m3.easing.emphasized-decelerate")),
    ("m3StandardAccelerate", preset("m3.easing.standard-accelerate")),
    ("m3StandardDecelerate", preset("m3.easing.standard-decelerate")),
  ]

  /// The easing of the preset `name` (one of `MotionPreset.easings`).
  private static func preset(_ name: String) -> Easing {
    MotionPreset.easings.first { $0.name == name }?.easing ?? .linear
  }

  /// `tween.easing`: a tween's easing, a choice among ``easings`` (`--set
  /// tween.easing=materialSharp`). Turn its value into the curve with ``easing(at:)``.
  ///
  /// - Parameter easing: The default curve; one of ``easings`` (otherwise the first, linear).
  public static func tweenEasing(default easing: Easing = .easeInOut) -> SceneParameter {
    SceneParameter(
      "tween.easing", title: "easing", choices: easings.map(\.name),
      default: easings.firstIndex { $0.easing == easing } ?? 0)
  }

  /// The curve of ``easings`` that a ``tweenEasing(default:)`` value chooses (clamped to the
  /// list).
  public static func easing(at value: Double) -> Easing {
    easings[easingIndex(at: value)].easing
  }

  /// The index in ``easings`` that a ``tweenEasing(default:)`` value chooses (clamped to the
  /// list; 0 for a value that is not finite).
  public static func easingIndex(at value: Double) -> Int {
    value.isFinite ? Int(min(max(value.rounded(), 0), Double(easings.count - 1))) : 0
  }

  /// `drag.resistance`: how far, in points, a dragged element can be pulled beyond its
  /// rubber-band perimeter (`Draggable.Resistance.maxLength`), 0 to 400 in steps of 4 (default
  /// 48).
  public static func dragResistance(default value: Double = 48) -> SceneParameter {
    SceneParameter(
      "drag.resistance", title: "rubber band", range: 0...400, default: value, step: 4, unit: "pt")
  }

  /// `direction.minimumVelocity`: the release speed a `ChangeDirection` needs to change the
  /// direction, 0 to 2,000 pt/s (default 100, the reference's).
  public static func minimumVelocity(default value: Double = 100) -> SceneParameter {
    SceneParameter(
      "direction.minimumVelocity", title: "minimum velocity", range: 0...2000, default: value,
      step: 25, unit: "pt/s")
  }

  /// `spring.suggestedDuration`: the seconds a `TransitionSpring` settles in, 0 to 2 s (default
  /// 0.5, the reference's; 0 runs its physics as given).
  public static func suggestedDuration(default value: Double = 0.5) -> SceneParameter {
    SceneParameter(
      "spring.suggestedDuration", title: "suggested duration", range: 0...2, default: value,
      step: 0.05, unit: "s")
  }

  /// An elevation in dp, 0 to 24 (Material's levels) in steps of 1, named `name` and shown as
  /// `title`: a scene lists one for each elevation it gives an element, so the tuning panel shows
  /// them.
  public static func elevation(_ name: String, title: String, default value: Double)
    -> SceneParameter
  {
    SceneParameter(name, title: title, range: 0...24, default: value, step: 1, unit: "dp")
  }
}
