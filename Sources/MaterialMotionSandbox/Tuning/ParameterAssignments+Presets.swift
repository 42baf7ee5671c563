import MaterialMotion

/// `G.preset=NAME`: a group's spring, easing or duration set from a platform's preset
/// (`MotionPreset`), as the parameters the scenes declare for it.
extension ParameterAssignments {
  /// Whether `name` is a group's preset (`spring.preset`) rather than a parameter of its own.
  func isPreset(_ name: String) -> Bool {
    name.hasSuffix(".preset") && declarations[name] == nil && name.count > ".preset".count
  }

  /// The parameters that `preset` sets in the group of `name` (`spring` for `spring.preset`),
  /// each checked against its range:
  /// - a spring sets `G.stiffness` and `G.damping`, and `G.mass` when the scenes declare it. Its
  ///   mass is 1 when that keeps the stiffness and damping in their ranges; otherwise, when every
  ///   scene that declares `G.stiffness` declares `G.mass` too, the mass is the largest tenth
  ///   that does, with stiffness and damping in proportion (the same motion);
  /// - an easing sets the choice `G.easing` to the option with the same curve;
  /// - a duration sets `G.duration`.
  ///
  /// - Parameters:
  ///   - name: The flag's name, `G.preset`.
  ///   - preset: The preset's name (`swiftui.bouncy`, `css.ease`, `swiftui.snappy:0.3:0.1`).
  ///   - context: The flag, for messages.
  /// - Throws: ``SandboxError``, one line: an unknown preset, a group without the parameters it
  ///   sets, or a number out of range.
  func presetValues(_ name: String, preset: String, context: String) throws -> [(String, Double)] {
    let group = String(name.dropLast(".preset".count))
    guard let found = MotionPreset.named(preset) else {
      throw SandboxError(
        "\(context): no preset named \"\(preset)\"; \(ProgramName.current) --list-presets lists them (swiftui.bouncy, android.low.no-bouncy, m3.expressive.spatial.fast, css.ease, ...)"
      )
    }
    switch found.motion {
    case .spring(let spring):
      return try springValues(group, spring, context: context)
    case .easing(let easing):
      let easingName = "\(group).easing"
      guard declarations[easingName] != nil else {
        throw missing(group, needs: easingName, kind: "an easing", context: context)
      }
      guard let index = SceneParameter.easings.firstIndex(where: { $0.easing == easing }) else {
        throw SandboxError("\(context): \(easingName) has no option for \(found.expression)")
      }
      return [(easingName, try check(easingName, value: Double(index), context: context))]
    case .duration(let seconds):
      let durationName = "\(group).duration"
      guard declarations[durationName] != nil else {
        throw missing(group, needs: durationName, kind: "a duration", context: context)
      }
      return [(durationName, try check(durationName, value: seconds, context: context))]
    }
  }

  /// A spring preset's stiffness, damping and mass in the group `group`.
  private func springValues(
    _ group: String, _ spring: DampedHarmonicOscillator, context: String
  ) throws -> [(String, Double)] {
    let (stiffnessName, dampingName, massName) = (
      "\(group).stiffness", "\(group).damping", "\(group).mass"
    )
    guard let stiffnesses = declarations[stiffnessName], declarations[dampingName] != nil else {
      throw missing(
        group, needs: "\(stiffnessName) and \(dampingName)", kind: "a spring", context: context)
    }
    let highestStiffness = stiffnesses.map(\.parameter.range.upperBound).min() ?? 0
    let highestDamping =
      declarations[dampingName]?.map(\.parameter.range.upperBound).min() ?? 0
    var mass = 1.0
    let fits = spring.stiffness <= highestStiffness && spring.damping <= highestDamping
    let everyHasMass = stiffnesses.allSatisfy { declared in
      declarations[massName]?.contains { $0.scene == declared.scene } ?? false
    }
    if !fits, everyHasMass {
      let room = min(highestStiffness / spring.stiffness, highestDamping / spring.damping)
      mass = (room * 10).rounded(.down) / 10
      let lightest = declarations[massName]?.map(\.parameter.range.lowerBound).max() ?? 1
      if mass < lightest { mass = 1 }
    }
    let stiffness = spring.stiffness * mass
    let damping = spring.damping * mass
    var values = [
      (stiffnessName, try checkPreset(stiffnessName, stiffness, context: context)),
      (dampingName, try checkPreset(dampingName, damping, context: context)),
    ]
    if declarations[massName] != nil {
      values.append((massName, try checkPreset(massName, mass, context: context)))
    }
    return values
  }

  /// `value` for `name`, with the value named in the message when it is out of range.
  private func checkPreset(_ name: String, _ value: Double, context: String) throws -> Double {
    do {
      return try check(name, value: value, context: context)
    } catch {
      let shown = MotionExport.number(value)
      throw SandboxError("\(error) (the preset's \(name) is \(shown))")
    }
  }

  /// The error of a preset given to a group that has no parameter for it.
  private func missing(_ group: String, needs: String, kind: String, context: String)
    -> SandboxError
  {
    SandboxError(
      "\(context): the preset is \(kind), and no scene has \(needs); give it to a group that has (spring.preset, tween.preset)"
    )
  }
}
