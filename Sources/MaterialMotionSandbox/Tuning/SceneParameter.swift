import MaterialMotion

/// A value of a scene that a person can tune while the scene runs: a spring's stiffness, a
/// tween's duration, the size of the square.
///
/// A scene lists its parameters in ``SandboxScene/parameters`` and gets each one's live value
/// from ``SceneStage/parameter(_:)``, a `ReactiveProperty<Double>` it connects to what the value
/// drives. The sandbox shows them as sliders in its tuning panel (the `T` key), sets them from
/// the command line (`--set spring.stiffness=120`) and prints the current values as those flags
/// (the `C` key).
///
/// ```swift
/// static let stiffness = SceneParameter.springStiffness()
/// static let duration = SceneParameter(
///   "tween.duration", title: "duration", range: 0.05...3, default: 0.6, step: 0.05, unit: "s")
/// ```
///
/// A parameter is either **numeric**, a value in ``range`` moved in multiples of ``step``, or a
/// **choice** among named options (``choices``), whose value is the index of the chosen option
/// (0, 1, 2, ...). The same ``name`` may be declared by several scenes (every spring scene has a
/// `spring.stiffness`): `--set` sets it in all of them, so they should agree on its range.
public struct SceneParameter: Hashable, Sendable {
  /// The name used by `--set`, recordings and the printed flags: short, lower-case words joined
  /// with dots, at most 64 ASCII characters, no spaces or `=` (for example `"spring.stiffness"`).
  public let name: String
  /// The short label shown beside the slider (for example `"stiffness"`).
  public let title: String
  /// The values the parameter may take. For a choice, `0...(choices.count - 1)`.
  public let range: ClosedRange<Double>
  /// The value a scene starts with unless `--set`, a recording or the panel says otherwise.
  public let defaultValue: Double
  /// The size of one step of the panel's arrow keys (Shift: ten steps) and the grid that dragging
  /// a slider snaps to. For a choice, 1.
  public let step: Double
  /// The unit shown after the value (for example `"pt"` or `"s"`); empty for none.
  public let unit: String
  /// The names of the options of a choice parameter, in order; empty for a numeric parameter.
  public let choices: [String]

  /// Creates a numeric parameter.
  ///
  /// - Parameters:
  ///   - name: The ``name`` (lower-case words joined with dots, no spaces or `=`).
  ///   - title: The ``title`` shown in the panel.
  ///   - range: The values allowed (finite, not empty).
  ///   - defaultValue: The ``defaultValue``, inside `range`.
  ///   - step: The ``step``, greater than 0.
  ///   - unit: The ``unit``; empty by default.
  public init(
    _ name: String, title: String, range: ClosedRange<Double>, default defaultValue: Double,
    step: Double, unit: String = ""
  ) {
    Self.checkName(name)
    precondition(
      range.lowerBound.isFinite && range.upperBound.isFinite,
      "SceneParameter \(name): the range must be finite")
    precondition(
      range.contains(defaultValue), "SceneParameter \(name): the default must be in its range")
    precondition(step > 0 && step.isFinite, "SceneParameter \(name): the step must be positive")
    self.name = name
    self.title = title
    self.range = range
    self.defaultValue = defaultValue
    self.step = step
    self.unit = unit
    self.choices = []
  }

  /// Creates a choice parameter: its value is the index of one of `choices`.
  ///
  /// - Parameters:
  ///   - name: The ``name`` (lower-case words joined with dots, no spaces or `=`).
  ///   - title: The ``title`` shown in the panel.
  ///   - choices: The names of the options (at least one; no spaces or `=`, so they can be given
  ///     to `--set`).
  ///   - defaultChoice: The index of the option a scene starts with.
  public init(_ name: String, title: String, choices: [String], default defaultChoice: Int = 0) {
    Self.checkName(name)
    precondition(!choices.isEmpty, "SceneParameter \(name): a choice needs at least one option")
    precondition(
      choices.indices.contains(defaultChoice),
      "SceneParameter \(name): the default choice must be one of the options")
    self.name = name
    self.title = title
    self.range = 0...Double(choices.count - 1)
    self.defaultValue = Double(defaultChoice)
    self.step = 1
    self.unit = ""
    self.choices = choices
  }

  private static func checkName(_ name: String) {
    precondition(
      !name.isEmpty && name.unicodeScalars.count <= 64
        && name.unicodeScalars.allSatisfy { $0 != "=" && $0.value > 0x20 && $0.value < 0x7F },
      "SceneParameter name \"\(name)\": 1 to 64 ASCII characters, no spaces or =")
  }

  /// Whether this is a choice among ``choices``.
  public var isChoice: Bool { !choices.isEmpty }

  /// `value` moved into ``range`` (for a choice, also rounded to a whole index). Not a number
  /// gives the default.
  public func clamped(_ value: Double) -> Double {
    guard !value.isNaN else { return defaultValue }
    let inRange = min(max(value, range.lowerBound), range.upperBound)
    return isChoice ? inRange.rounded() : inRange
  }

  /// `value` rounded to the nearest multiple of ``step`` and then clamped into ``range``: what
  /// dragging a slider gives, so that the values the panel prints are short.
  public func snapped(_ value: Double) -> Double {
    guard value.isFinite else { return clamped(value) }
    let multiple = (value / step).rounded() * step
    // Rounds away binary noise (0.1 + 0.2): as many decimals as the step has.
    let scale = Double(Self.power10(decimals))
    return clamped((multiple * scale).rounded() / scale)
  }

  /// `value` moved by `steps` steps (negative: down), clamped into ``range``.
  func stepped(_ value: Double, by steps: Int) -> Double {
    snapped(value + Double(steps) * step)
  }

  /// The value as a person reads it in the panel: the chosen option's name for a choice;
  /// otherwise the number with as many decimals as ``step`` has, and the ``unit``, for example
  /// `"0.60 s"` or `"342"`.
  public func formatted(_ value: Double) -> String {
    if isChoice { return choices[Int(clamped(value))] }
    let number = ValueFormat.fixed(value, digits: max(decimals, Self.decimals(of: value, max: 6)))
    return unit.isEmpty ? number : "\(number) \(unit)"
  }

  /// The value as `--set` takes it: the option's name for a choice, otherwise the shortest
  /// decimal text that reads back as the same number (`"342"`, `"0.55"`).
  func flagText(_ value: Double) -> String {
    if isChoice { return choices[Int(clamped(value))] }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// The parameter and its allowed values, as error messages list it: `"spring.stiffness (1 to
  /// 1000)"` or `"tween.easing (linear, easeIn, ...)"`.
  var allowedValues: String {
    if isChoice { return "\(name) (\(choices.joined(separator: ", ")))" }
    return "\(name) (\(flagText(range.lowerBound)) to \(flagText(range.upperBound))"
      + (unit.isEmpty ? ")" : " \(unit))")
  }

  /// The number of decimals of ``step`` (at most 6).
  var decimals: Int { Self.decimals(of: step, max: 6) }

  /// The decimals `value` needs to be written exactly, up to `max`.
  private static func decimals(of value: Double, max: Int) -> Int {
    var digits = 0
    while digits < max {
      let scaled = value * Double(power10(digits))
      if abs(scaled - scaled.rounded()) < 1e-9 * Swift.max(1, abs(scaled)) { break }
      digits += 1
    }
    return digits
  }

  private static func power10(_ n: Int) -> Int {
    (0..<n).reduce(1) { value, _ in value * 10 }
  }
}
