import FoundationEssentials
import MaterialMotion

extension MotionExport {
  /// The motion in `format`'s terms: code to paste, with a comment line per spring and tween
  /// saying what it is (for JSON, every figure).
  ///
  /// - Throws: `SandboxError`, one line, when a spring or tween of the scene cannot be written
  ///   in `format` (its ``FormatExport/refusal``): `--export` prints nothing false.
  public func text(_ format: ExportFormat) throws -> String {
    if format == .json { return json }
    if let refusal = refusals(format).first {
      throw SandboxError("--export \(format.rawValue): \(refusal)")
    }
    return body(format)
  }

  /// Every format, each under its name: what the `E` key writes. A spring or tween a format
  /// cannot carry is a comment line there saying why.
  public var allFormats: String {
    ExportFormat.allCases.map { "=== \($0.rawValue) ===\n" + ($0 == .json ? json : body($0)) }
      .joined(separator: "\n")
  }

  /// Why `format` cannot carry the scene's springs and tweens, one line each.
  public func refusals(_ format: ExportFormat) -> [String] {
    (springs.compactMap { $0.format(format)?.refusal })
      + (tweens.compactMap { $0.format(format)?.refusal })
  }

  /// The lines of `format`, a refusal as a comment.
  private func body(_ format: ExportFormat) -> String {
    var lines = [comment("\(scene): \(setFlags.joined(separator: " "))", format)]
    if springs.isEmpty && tweens.isEmpty {
      lines.append(comment("no spring or tween parameters in this scene", format))
    }
    for spring in springs {
      lines.append(comment(summary(spring), format))
      lines += written(spring.format(format), format)
      if let export = spring.format(format), export.isWritten {
        lines += errorLines(spring, export).map { comment($0, format) }
      }
    }
    for tween in tweens {
      lines.append(
        comment(
          "\(tween.name): \(n(tween.duration)) s after \(n(tween.delay)) s, \(tween.easing)", format
        ))
      lines += written(tween.format(format), format)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A format's lines, or its refusal as a comment.
  private func written(_ export: FormatExport?, _ format: ExportFormat) -> [String] {
    guard let export else { return [] }
    if let refusal = export.refusal { return [comment(refusal, format)] }
    return export.lines
  }

  /// How far `export`'s curve is from the sandbox's spring, from rest and from the release
  /// velocity: the largest difference as a percentage of the distance, and when.
  func errorLines(_ spring: SpringExport, _ export: FormatExport) -> [String] {
    func percent(_ fraction: Double) -> String { n(fraction * 100, fraction < 0.01 ? 6 : 2) }
    func difference(_ found: CurveDifference) -> String {
      found.largest == 0
        ? "0 % of the distance (the very same numbers)"
        : "\(percent(found.largest)) % of the distance at \(n(found.at, 3)) s"
    }
    guard let fromRest = export.difference else { return [] }
    var lines = [
      "\(export.format.title) from rest: at most \(difference(fromRest)) off the sandbox's spring (tolerance \(percent(export.tolerance)) %)"
    ]
    guard let velocity = spring.releaseVelocity, let released = export.releaseDifference else {
      if spring.releaseVelocity == nil {
        lines[0] +=
          "; from rest only: no gesture's release velocity was measured (E measures the live run's last gesture; --export measures a --replay FILE's)"
      }
      return lines
    }
    let given = "the release velocity of the last gesture, \(n(velocity, 3)) distances a second"
    if export.format == .css {
      lines.append(
        "CSS cannot carry \(given): a transition starts from rest, and its linear() is \(difference(released)) off the spring released so"
      )
    } else {
      lines.append("\(export.format.title) from \(given): at most \(difference(released)) off")
    }
    return lines
  }

  private var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every number is finite: a spring that never settles has no settling time, not infinity.
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// `text` as a comment line of `format`.
  private func comment(_ text: String, _ format: ExportFormat) -> String {
    switch format {
    case .css: return "/* \(text) */"
    case .origami: return "# \(text)"
    default: return "// \(text)"
    }
  }

  private func summary(_ spring: SpringExport) -> String {
    var text =
      "\(spring.name): stiffness \(n(spring.stiffness)), damping \(n(spring.damping)), mass \(n(spring.mass))"
    if let duration = spring.suggestedDuration {
      text +=
        duration > 0
        ? " (fitted to settle in \(n(duration)) s)"
        : " (suggested duration 0: its physics as given)"
    }
    text += "; damping ratio \(n(spring.dampingRatio, 3))"
    if let settling = spring.settlingTime {
      text += ", settles within 0.1 % in \(n(settling, 3)) s"
    } else {
      let bound = n(ExportBounds.longestSettling, 0)
      let distance = n((spring.unsettledDistance ?? 1) * 100, 1)
      text +=
        spring.dampingRatio < 1
        ? ", does not settle (after \(bound) s it still swings by \(distance) % of the distance)"
        : ", does not settle (after \(bound) s it is still \(distance) % of the distance from its destination)"
    }
    if spring.overshoot > 0.0005 { text += ", overshoots by \(n(spring.overshoot * 100, 1)) %" }
    return text
  }

  /// A parameter group as a Swift name: `spring`, `ripple`, `cardSpring`.
  static func identifier(_ group: String) -> String {
    let words = group.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    guard let first = words.first else { return "motion" }
    return first.lowercased()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// `swiftui`, `swiftui and css`, `swiftui, css and android`.
  static func list(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and \(last)"
  }

  /// ``number(_:decimals:)``, short.
  private func n(_ value: Double, _ decimals: Int = 4) -> String {
    Self.number(value, decimals: decimals)
  }

  /// `value` with up to `decimals` decimals, no trailing zeros (`342`, `0.8111`), or as many
  /// significant digits below 1, so that a small number is not written as 0.
  static func number(_ value: Double, decimals: Int = 4) -> String {
    ExportNumber(value, digits: decimals).text
  }
}
