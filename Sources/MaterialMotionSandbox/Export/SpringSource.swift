import MaterialMotion

/// Where a spring of an export comes from: its shape, the duration it is fitted to, and the
/// parameters of its group a person can tune. An export that refuses uses it to say which
/// parameter to change, and to what (``remedy(_:passes:)``).
struct SpringSource: Sendable {
  /// A physical quantity of the spring, tuned by the parameter `G.stiffness`, `G.damping`, ...
  enum Quantity: String, CaseIterable, Sendable {
    case stiffness, damping, mass, suggestedDuration
  }

  /// A change that may make an export possible: one quantity, raised or lowered.
  struct Adjustment: Sendable {
    /// The quantity.
    var quantity: Quantity
    /// Up (true) or down.
    var raise: Bool

    /// Raising `quantity`.
    static func raise(_ quantity: Quantity) -> Adjustment {
      Adjustment(quantity: quantity, raise: true)
    }
    /// Lowering `quantity`.
    static func lower(_ quantity: Quantity) -> Adjustment {
      Adjustment(quantity: quantity, raise: false)
    }
  }

  /// The spring's physics before fitting (for a plain spring, the physics itself).
  var shape: DampedHarmonicOscillator
  /// The seconds a transition spring is fitted to settle in; nil for a plain spring.
  var suggestedDuration: Double?
  /// The group's parameters that tune each quantity; empty when nothing is known of them.
  var parameters: [Quantity: SceneParameter]

  /// A spring with no parameters to tune.
  init(_ oscillator: DampedHarmonicOscillator, suggestedDuration: Double? = nil) {
    self.init(shape: oscillator, suggestedDuration: suggestedDuration, parameters: [:])
  }

  /// A spring of `shape`, fitted to `suggestedDuration` when there is one, tuned by
  /// `parameters`.
  init(
    shape: DampedHarmonicOscillator, suggestedDuration: Double?,
    parameters: [Quantity: SceneParameter]
  ) {
    self.shape = shape
    self.suggestedDuration = suggestedDuration
    self.parameters = parameters
  }

  /// The physics as it runs: the shape, fitted to the suggested duration as a
  /// `TransitionSpring` fits it.
  var oscillator: DampedHarmonicOscillator {
    guard let suggestedDuration else { return shape }
    return TransitionSpring<Double>.fitted(shape, suggestedDuration: suggestedDuration)
  }

  /// The quantity's current value.
  func value(_ quantity: Quantity) -> Double? {
    switch quantity {
    case .stiffness: shape.stiffness
    case .damping: shape.damping
    case .mass: shape.mass
    case .suggestedDuration: suggestedDuration
    }
  }

  /// The same source with `quantity` at `value`.
  func setting(_ quantity: Quantity, to value: Double) -> SpringSource {
    var source = self
    switch quantity {
    case .stiffness: source.shape.stiffness = value
    case .damping: source.shape.damping = value
    case .mass: source.shape.mass = value
    case .suggestedDuration: source.suggestedDuration = value
    }
    return source
  }

  /// What to change so that `passes` holds, as the end of a message: "raise spring.damping to at
  /// least 6.5", for the first of `adjustments` whose parameter, moved within its range, makes
  /// `passes` true: the nearest such value (found on 4 steps toward the end of the range, then
  /// by 6 bisections, and rounded out to the parameter's step), which `confirm` (the full check,
  /// when `passes` is a quicker one) must accept too, a few steps further at most. Nil when none
  /// does.
  func remedy(
    _ adjustments: [Adjustment], passes: (SpringSource) -> Bool,
    confirm: ((SpringSource) -> Bool)? = nil
  ) -> String? {
    func confirms(_ source: SpringSource) -> Bool { confirm?(source) ?? passes(source) }
    for adjustment in adjustments {
      guard let parameter = parameters[adjustment.quantity],
        let current = value(adjustment.quantity)
      else { continue }
      let end = adjustment.raise ? parameter.range.upperBound : parameter.range.lowerBound
      guard end != current else { continue }
      var failing = current
      var found: Double?
      for step in 1...4 {
        let candidate = current + (end - current) * Double(step) / 4
        if passes(setting(adjustment.quantity, to: candidate)) {
          found = candidate
          break
        }
        failing = candidate
      }
      guard var passing = found else { continue }
      for _ in 0..<6 {
        let middle = (failing + passing) / 2
        if passes(setting(adjustment.quantity, to: middle)) {
          passing = middle
        } else {
          failing = middle
        }
      }
      // Out to the parameter's step, on the passing side, until the full check agrees.
      let direction = adjustment.raise ? 1.0 : -1.0
      let steps = passing / parameter.step
      var value = parameter.snapped(
        (adjustment.raise ? steps.rounded(.up) : steps.rounded(.down)) * parameter.step)
      var confirmed = false
      for _ in 0..<4 {
        if value != current, confirms(setting(adjustment.quantity, to: value)) {
          confirmed = true
          break
        }
        let next = parameter.snapped(value + direction * parameter.step)
        if next == value { break }
        value = next
      }
      guard confirmed else { continue }
      let unit = parameter.unit.isEmpty ? "" : " \(parameter.unit)"
      let number = parameter.flagText(value)
      return adjustment.raise
        ? "raise \(parameter.name) to at least \(number)\(unit)"
        : "lower \(parameter.name) to at most \(number)\(unit)"
    }
    return nil
  }
}
