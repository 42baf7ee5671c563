import Foundation
import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// Exports are true or refuse: for every format and a grid over every spring and tween parameter
/// the scenes let a person tune (each range's ends, points between them, and the values that
/// once gave false exports), each format's curve is within its stated tolerance of the motion,
/// or the format says in one line why it cannot carry it; and nothing printed is a number that
/// makes no sense (negative, not finite, or a value that is not 0 printed as 0).
@MainActor
@Suite struct ExportSweepTests {
  /// The names of a spring's or tween's parameters, after the group: `spring.stiffness`, ...
  static let motionParameters = [
    "stiffness", "damping", "mass", "suggestedDuration", "duration", "delay", "easing",
  ]

  /// A parameter's values to try: both ends, the default, points between, and for a spring's
  /// damping and a suggested duration the tiny values that once gave false exports.
  static func grid(_ parameter: SceneParameter) -> [Double] {
    if parameter.isChoice { return parameter.choices.indices.map(Double.init) }
    let (low, high) = (parameter.range.lowerBound, parameter.range.upperBound)
    var values =
      [low, high, parameter.defaultValue] + [0.001, 0.01, 0.1, 0.3].map { low + (high - low) * $0 }
    if parameter.name.hasSuffix(".damping") { values += [1e-7, 0.1, 0.5, 9] }
    if parameter.name.hasSuffix(".suggestedDuration") { values += [1e-4] }
    return Array(Set(values.filter { parameter.range.contains($0) })).sorted()
  }

  /// Every distinct group of motion parameters the scenes declare (the same names and ranges
  /// in several scenes are swept once), with a scene that declares it.
  static func groups() -> [(scene: any SandboxScene.Type, parameters: [SceneParameter])] {
    var seen: Set<String> = []
    var groups: [(scene: any SandboxScene.Type, parameters: [SceneParameter])] = []
    for scene in BuiltInScenes.all {
      var byGroup: [String: [SceneParameter]] = [:]
      for parameter in scene.parameters {
        guard let dot = parameter.name.lastIndex(of: "."),
          motionParameters.contains(String(parameter.name[parameter.name.index(after: dot)...]))
        else { continue }
        byGroup[String(parameter.name[..<dot]), default: []].append(parameter)
      }
      for parameters in byGroup.values {
        let signature = parameters.map { "\($0.name) \($0.range)" }.sorted().joined(separator: ";")
        if seen.insert(signature).inserted { groups.append((scene, parameters)) }
      }
    }
    return groups
  }

  /// Every combination of the grids of `parameters`.
  static func combinations(_ parameters: [SceneParameter]) -> [[String: Double]] {
    parameters.reduce([[:]]) { partial, parameter in
      partial.flatMap { values in
        grid(parameter).map { value in values.merging([parameter.name: value]) { $1 } }
      }
    }
  }

  @Test func everyFormatIsWithinItsToleranceOrRefusesInOneLine() throws {
    var cases = 0
    var refused: [ExportFormat: Int] = [:]
    var swept: [String] = []
    for (scene, parameters) in Self.groups() {
      let combinations = Self.combinations(parameters)
      swept.append("\(parameters.map(\.name).joined(separator: " × ")): \(combinations.count)")
      for values in combinations {
        let export = MotionExport(
          scene, tuning: SceneTuning(scene.parameters, values: values))
        let motions: [(name: String, damping: Double?, formats: [FormatExport])] =
          export.springs.map { ($0.name, $0.damping, $0.formats) }
          + export.tweens.map { ($0.name, nil, $0.formats) }
        for motion in motions {
          #expect(motion.formats.map(\.format) == ExportFormat.checked)
          for format in motion.formats {
            cases += 1
            let context = "\(scene.name) \(values) \(format.format.rawValue)"
            if let refusal = format.refusal {
              refused[format.format, default: 0] += 1
              Self.checkRefusal(refusal, format, motion.name, context)
            } else {
              Self.checkWritten(format, damping: motion.damping, context)
            }
          }
        }
        try Self.checkJSON(export, "\(scene.name) \(values)")
        cases += 1
      }
    }
    // The sweep's size and what it refused, for the record.
    print("export sweep: \(swept.joined(separator: "; "))")
    print(
      "export sweep: \(cases) checks; refused: \(refused.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))"
    )
    #expect(cases > 5000)
  }

  /// A refusal: one line naming the motion and the format, with a number, and what to do.
  static func checkRefusal(
    _ refusal: String, _ format: FormatExport, _ name: String, _ context: String
  ) {
    #expect(format.lines.isEmpty, "\(context)")
    #expect(!refusal.contains("\n"), "\(context): \(refusal)")
    #expect(
      refusal.hasPrefix("\(name) cannot be written in \(format.format.title): "),
      "\(context): \(refusal)")
    #expect(refusal.contains { $0.isNumber }, "\(context): \(refusal)")
    let remedy = refusal.split(separator: ";").last.map(String.init) ?? ""
    #expect(
      ["raise ", "lower ", "give ", " carry it", " carries it"].contains { remedy.contains($0) },
      "\(context): \(refusal)")
    #expect(!refusal.contains("nan") && !refusal.contains("inf %"), "\(context): \(refusal)")
  }

  /// A written format: within its tolerance, and every number it prints sensible.
  static func checkWritten(_ format: FormatExport, damping: Double?, _ context: String) {
    #expect(!format.lines.isEmpty, "\(context)")
    let difference = format.difference?.largest ?? .infinity
    #expect(difference <= format.tolerance, "\(context): \(difference) over \(format.tolerance)")
    for line in format.lines where !line.hasPrefix("//") && !line.hasPrefix("/*") {
      for (label, value) in numbers(in: line) {
        #expect(value.isFinite && value >= 0, "\(context): \(label) \(value) in \(line)")
        let mayBeZero =
          ["damping", "dampingFraction", "dampingRatio", "setDampingRatio"].contains(label)
          ? damping == 0 : label == "bounciness" || line.hasPrefix("Delay patch")
        #expect(value > 0 || mayBeZero, "\(context): \(label) printed as 0 in \(line)")
      }
      if let start = line.range(of: "linear(") {
        let points = line[start.upperBound...].split(whereSeparator: { ", )%;".contains($0) })
          .compactMap { Double($0) }
        #expect(points.allSatisfy { $0.isFinite && $0 >= 0 }, "\(context): \(line)")
      }
    }
  }

  /// JSON reads back as the same export, and carries no figure that makes no sense.
  static func checkJSON(_ export: MotionExport, _ context: String) throws {
    let text = try export.text(.json)
    #expect(!text.contains("nan") && !text.contains("inf\""), "\(context)")
    #expect(
      try JSONDecoder().decode(MotionExport.self, from: Data(text.utf8)) == export, "\(context)")
    for spring in export.springs {
      #expect(spring.settlingTime.map { $0 > 0 && $0 <= ExportBounds.longestSettling } ?? true)
      #expect((0...1).contains(spring.overshoot), "\(context)")
      if let origami = spring.origami {
        #expect(origami.tension > 0 && origami.friction > 0, "\(context)")
      }
    }
  }

  /// The labelled numbers of a line: `response: 0.34`, `setStiffness(342f)`, `tension 70.88`.
  static func numbers(in line: String) -> [(String, Double)] {
    let labels =
      "response|dampingFraction|mass|stiffness|damping|duration|dampingRatio|setStiffness|setDampingRatio|tension|friction|bounciness|speed|setDuration|durationMillis"
    guard
      let pattern = try? NSRegularExpression(pattern: "\\b(\(labels))[:=(]? ?=? ?(-?[0-9][0-9.]*)")
    else { return [] }
    let text = line as NSString
    return pattern.matches(in: line, range: NSRange(location: 0, length: text.length)).compactMap {
      match in
      guard let value = Double(text.substring(with: match.range(at: 2))) else { return nil }
      return (text.substring(with: match.range(at: 1)), value)
    }
  }
}
