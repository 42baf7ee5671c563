import MaterialMotion

/// A scene's tunable motion as it stands: its parameters' values, and the springs and tweens they
/// make, ready to be written in a platform's terms (``ExportFormat``).
///
/// Springs and tweens are found by the names of the parameters (see ``SceneParameter``):
/// - a group with `G.stiffness`, `G.damping` or `G.mass` is a spring (what it does not declare
///   is `Spring`'s default: stiffness 342, damping 30, mass 1); with `G.suggestedDuration` too,
///   its physics is fitted to settle in that time, as a `TransitionSpring` does;
/// - a group with `G.suggestedDuration` alone is a transition spring of the default shape
///   (`TransitionSpring.defaultShape`) fitted to that time;
/// - a group with `G.duration` is a tween, with `G.delay` and `G.easing` when declared
///   (otherwise no delay, and linear).
///
/// A scene that times several tweens with one parameter says what they are
/// (``SandboxScene/exportedTweens(values:)``): those are its tweens then. Other motion a scene
/// does not expose as parameters is not exported.
public struct MotionExport: Sendable, Equatable, Codable {
  /// The scene.
  public var scene: String
  /// Every parameter's current value, by name: `--set name=value` reproduces them.
  public var parameters: [String: Double]
  /// The `--set` flags, in the scene's order of parameters.
  public var setFlags: [String]
  /// The springs, in the order their groups first appear.
  public var springs: [SpringExport]
  /// The tweens, in the same order.
  public var tweens: [TweenExport]

  /// The motion of the scene `scene` whose parameters are `tuning`'s; with `releaseVelocity`
  /// (distances a second, see ``SpringExport/releaseVelocity``), each spring's formats are
  /// compared from that velocity too; with `tweens`, those are the scene's tweens (what
  /// ``SandboxScene/exportedTweens(values:)`` gives), not the ones its parameters name. (Not
  /// public: from a scene's type, ``init(_:tuning:releaseVelocity:)`` never leaves out the
  /// tweens it declares.)
  @MainActor
  init(
    scene: String, tuning: SceneTuning, releaseVelocity: Double? = nil,
    tweens declared: [TweenExport]? = nil
  ) {
    self.scene = scene
    let values = tuning.values
    func value(_ name: String) -> Double? { values[name] }
    parameters = values
    setFlags = ParameterAssignments.flagList(for: tuning)
    var groups: [String] = []
    for parameter in tuning.parameters {
      guard let dot = parameter.name.lastIndex(of: ".") else { continue }
      let group = String(parameter.name[..<dot])
      if !groups.contains(group) { groups.append(group) }
    }
    springs = []
    tweens = []
    for group in groups {
      let stiffness = value("\(group).stiffness")
      let damping = value("\(group).damping")
      let mass = value("\(group).mass")
      let suggested = value("\(group).suggestedDuration")
      var declared: [SpringSource.Quantity: SceneParameter] = [:]
      for quantity in SpringSource.Quantity.allCases {
        declared[quantity] = tuning.parameters.first { $0.name == "\(group).\(quantity.rawValue)" }
      }
      if stiffness != nil || damping != nil || mass != nil {
        let defaults = DampedHarmonicOscillator()
        let shape = DampedHarmonicOscillator(
          stiffness: stiffness ?? defaults.stiffness, damping: damping ?? defaults.damping,
          mass: mass ?? defaults.mass)
        springs.append(
          SpringExport(
            name: group,
            source: SpringSource(shape: shape, suggestedDuration: suggested, parameters: declared),
            releaseVelocity: releaseVelocity))
      } else if let suggested {
        springs.append(
          SpringExport(
            name: group,
            source: SpringSource(
              shape: TransitionSpring<Double>.defaultShape, suggestedDuration: suggested,
              parameters: declared), releaseVelocity: releaseVelocity))
      }
      if let duration = value("\(group).duration") {
        let choice = value("\(group).easing")
        let index = choice.map { SceneParameter.easingIndex(at: $0) } ?? 0
        tweens.append(
          TweenExport(
            name: group, duration: duration, delay: value("\(group).delay") ?? 0,
            easing: SceneParameter.easings[index].easing,
            easingName: SceneParameter.easings[index].name))
      }
    }
    if let declared { tweens = declared }
  }

  /// The motion of a scene of type `type` whose parameters are `tuning`'s, with the tweens it
  /// declares (``SandboxScene/exportedTweens(values:)``) when it does.
  @MainActor
  public init(
    _ type: any SandboxScene.Type, tuning: SceneTuning, releaseVelocity: Double? = nil
  ) {
    self.init(
      scene: type.name, tuning: tuning, releaseVelocity: releaseVelocity,
      tweens: type.exportedTweens(values: tuning.values))
  }
}
