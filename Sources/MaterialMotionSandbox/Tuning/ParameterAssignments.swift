import MaterialMotionSDL

/// Parameter values given before a run starts, `--set NAME=VALUE` flags and a recording header's
/// `params`, checked against the parameters the run's scenes declare.
///
/// A name is accepted when at least one scene of the run declares it (parameters are per scene:
/// the value applies to every scene that declares the name, and scenes that don't simply do not
/// have it); its value must lie in the range of every scene that declares it. Anything else is a
/// one-line error that lists what is allowed.
@MainActor
struct ParameterAssignments {
  /// The scenes' parameters by name, each with the scenes that declare it (in catalog order).
  let declarations: [String: [(scene: String, parameter: SceneParameter)]]
  /// The names in the order the scenes declare them (first declaration), for messages.
  let names: [String]

  init(catalog: SceneCatalog) {
    self.init(scenes: catalog.all.map { ($0.name, $0.parameters) })
  }

  /// The parameters of `scenes`, each a name and its parameters.
  init(scenes: [(name: String, parameters: [SceneParameter])]) {
    var declarations: [String: [(scene: String, parameter: SceneParameter)]] = [:]
    var names: [String] = []
    for scene in scenes {
      for parameter in scene.parameters {
        if declarations[parameter.name] == nil { names.append(parameter.name) }
        declarations[parameter.name, default: []].append((scene.name, parameter))
      }
    }
    self.declarations = declarations
    self.names = names
  }

  /// Parses `--set` arguments (`NAME=VALUE`, the value a number or, for a choice, an option's
  /// name or index; `G.preset=PRESET` sets the group `G` from a platform's preset, see
  /// ``presetValues(_:preset:context:)``). A name may be given once: two values for one parameter in one set
  /// (`--compare "spring.stiffness=10,spring.stiffness=20"`) are refused, not one of them
  /// silently dropped.
  ///
  /// - Throws: ``SandboxError``, one line naming the flag (as `option` gave it), what is wrong
  ///   and what is allowed.
  func parse(flags: [String], option: String = "--set") throws -> [String: Double] {
    var values: [String: Double] = [:]
    var given: [String: String] = [:]
    for flag in flags {
      guard let equals = flag.firstIndex(of: "="), equals != flag.startIndex else {
        throw SandboxError(
          "\(option) \(flag): expected NAME=VALUE, for example --set \(example); \(allowed)")
      }
      let name = String(flag[..<equals])
      let text = String(flag[flag.index(after: equals)...])
      let context = "\(option) \(flag)"
      let assigned =
        isPreset(name)
        ? try presetValues(name, preset: text, context: context)
        : [(name, try check(name, text: text, context: context))]
      for (name, value) in assigned {
        if let first = given[name] {
          throw SandboxError(
            "\(context): \(name) is given twice (already \(first)); give each parameter once")
        }
        given[name] = flag
        values[name] = value
      }
    }
    try checkCount(values, context: option)
    return values
  }

  /// `values` as `NAME=VALUE` assignments in name order, each value as `--set` takes it (a
  /// choice by its option's name): how compare mode labels a pane's set.
  func assignmentsText(_ values: [String: Double]) -> [String] {
    values.keys.sorted().map { name in
      let value = values[name]!
      guard let parameter = declarations[name]?.first?.parameter else { return "\(name)=\(value)" }
      return "\(name)=\(parameter.flagText(value))"
    }
  }

  /// Checks a recording header's `params` (names and ranges; the format already checked their
  /// shape).
  ///
  /// - Throws: ``SandboxError`` naming the recording, the parameter and what is allowed.
  func check(header params: [String: Double], recording: String) throws -> [String: Double] {
    for name in params.keys.sorted() {
      _ = try check(
        name, value: params[name]!, context: "\(recording) line 1: \"params\": \"\(name)\"")
    }
    return params
  }

  /// The value `text` gives the parameter `name`.
  private func check(_ name: String, text: String, context: String) throws -> Double {
    guard let declared = declarations[name] else { throw unknown(name, context: context) }
    let first = declared[0].parameter
    if first.isChoice {
      if let index = first.choices.firstIndex(where: { $0.lowercased() == text.lowercased() }) {
        return try check(name, value: Double(index), context: context)
      }
      if let index = Int(text) { return try check(name, value: Double(index), context: context) }
      throw SandboxError("\(context): \(name) is one of \(first.choices.joined(separator: ", "))")
    }
    // Decimal notation only (no `inf`, `nan` or hexadecimal); a number too large for a Double
    // (`1e309`) reads as infinite and is then out of range, as it is.
    guard Self.isDecimal(text), let value = Double(text), !value.isNaN else {
      throw SandboxError("\(context): not a number; \(name) takes \(ranges(of: declared))")
    }
    return try check(name, value: value, context: context)
  }

  /// Whether `text` is a number in decimal notation: an optional sign, digits with at most one
  /// point, and an optional exponent (`120`, `-0.5`, `1e-7`, `1e309`).
  nonisolated static func isDecimal(_ text: String) -> Bool {
    let isDigit: (Character) -> Bool = { ("0"..."9").contains($0) }
    var rest = Substring(text)
    if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
    let mantissa = rest.prefix { $0 != "e" && $0 != "E" }
    let digits = mantissa.filter { $0 != "." }
    guard !digits.isEmpty, digits.allSatisfy(isDigit), mantissa.count - digits.count <= 1
    else { return false }
    var exponent = rest.dropFirst(mantissa.count)
    guard !exponent.isEmpty else { return true }
    exponent = exponent.dropFirst()
    if let sign = exponent.first, sign == "+" || sign == "-" { exponent = exponent.dropFirst() }
    return !exponent.isEmpty && exponent.allSatisfy(isDigit)
  }

  /// `value` for the parameter `name`, checked against every scene that declares it.
  func check(_ name: String, value: Double, context: String) throws -> Double {
    guard let declared = declarations[name] else { throw unknown(name, context: context) }
    for (_, parameter) in declared {
      let whole = !parameter.isChoice || value == value.rounded()
      guard parameter.range.contains(value), whole else {
        if parameter.isChoice {
          throw SandboxError(
            "\(context): \(name) is one of \(parameter.choices.joined(separator: ", ")) (0 to \(parameter.choices.count - 1))"
          )
        }
        throw SandboxError("\(context): out of range; \(name) takes \(ranges(of: declared))")
      }
    }
    return value
  }

  private func checkCount(_ values: [String: Double], context: String) throws {
    let limit = RecordingLimits.maximumParameters
    guard values.count <= limit else {
      throw SandboxError("\(context): at most \(limit) parameters can be set at once")
    }
  }

  /// "1 to 1000", or, when scenes disagree, "1 to 1000 in tossable, tap; 10 to 200 in stress".
  private func ranges(of declared: [(scene: String, parameter: SceneParameter)]) -> String {
    var groups: [(text: String, scenes: [String])] = []
    for (scene, parameter) in declared {
      let text =
        parameter.isChoice
        ? parameter.choices.joined(separator: ", ")
        : "\(parameter.flagText(parameter.range.lowerBound)) to \(parameter.flagText(parameter.range.upperBound))"
          + (parameter.unit.isEmpty ? "" : " \(parameter.unit)")
      if let index = groups.firstIndex(where: { $0.text == text }) {
        groups[index].scenes.append(scene)
      } else {
        groups.append((text, [scene]))
      }
    }
    if groups.count == 1 { return groups[0].text }
    return groups.map { "\($0.text) in \($0.scenes.joined(separator: ", "))" }.joined(
      separator: "; ")
  }

  private func unknown(_ name: String, context: String) -> SandboxError {
    SandboxError("\(context): no scene has a parameter named \"\(name)\"; \(allowed)")
  }

  /// "the parameters are square.size (40 to 400 pt), spring.stiffness (1 to 1000), ...".
  private var allowed: String {
    guard !names.isEmpty else { return "these scenes have no parameters" }
    return "the parameters are "
      + names.map { declarations[$0]![0].parameter.allowedValues }.joined(separator: ", ")
  }

  /// A valid flag for the first parameter, for the "expected NAME=VALUE" message.
  private var example: String {
    guard let name = names.first, let parameter = declarations[name]?.first?.parameter else {
      return "NAME=VALUE"
    }
    return "\(name)=\(parameter.flagText(parameter.defaultValue))"
  }

  /// The flags that set every parameter of `tuning` to its current value: `--set
  /// spring.stiffness=342 --set spring.damping=30 ...` (empty when there are none).
  static func flags(for tuning: SceneTuning) -> String {
    flagList(for: tuning).joined(separator: " ")
  }

  /// ``flags(for:)``, one flag each.
  static func flagList(for tuning: SceneTuning) -> [String] {
    let values = tuning.values
    return tuning.parameters.map { parameter in
      "--set \(parameter.name)=\(parameter.flagText(values[parameter.name] ?? parameter.defaultValue))"
    }
  }
}
