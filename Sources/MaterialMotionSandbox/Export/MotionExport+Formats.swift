import Foundation
import MaterialMotion

extension MotionExport {
  /// The motion in `format`'s terms: code to paste, with a comment line per spring and tween
  /// saying what it is (for JSON, every figure).
  public func text(_ format: ExportFormat) -> String {
    if format == .json { return json }
    var lines = [comment("\(scene): \(setFlags.joined(separator: " "))", format)]
    if springs.isEmpty && tweens.isEmpty {
      lines.append(comment("no spring or tween parameters in this scene", format))
    }
    for spring in springs {
      lines.append(comment(summary(spring), format))
      lines += springLines(spring, format)
    }
    for tween in tweens {
      lines.append(
        comment(
          "\(tween.name): \(n(tween.duration)) s after \(n(tween.delay)) s, \(tween.easing)", format
        ))
      lines += tweenLines(tween, format)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every format, each under its name: what the `E` key writes.
  public var allFormats: String {
    ExportFormat.allCases.map { "=== \($0.rawValue) ===\n" + text($0) }.joined(separator: "\n")
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
      text += " (fitted to settle in \(n(duration)) s)"
    }
    text += "; damping ratio \(n(spring.dampingRatio, 3))"
    if let settling = spring.settlingTime {
      text += ", settles within 0.1 % in \(n(settling, 3)) s"
    } else {
      text += ", never settles (no damping)"
    }
    if spring.overshoot > 0.0005 { text += ", overshoots by \(n(spring.overshoot * 100, 1)) %" }
    return text
  }

  private func springLines(_ spring: SpringExport, _ format: ExportFormat) -> [String] {
    let (k, c, m, zeta) = (
      n(spring.stiffness), n(spring.damping), n(spring.mass), n(spring.dampingRatio)
    )
    switch format {
    case .swiftui:
      return [
        ".spring(response: \(n(spring.response)), dampingFraction: \(zeta))",
        "// the same motion from its physics:",
        ".interpolatingSpring(mass: \(m), stiffness: \(k), damping: \(c), initialVelocity: 0)",
      ]
    case .uikit:
      var lines = [
        "let timing = UISpringTimingParameters(mass: \(m), stiffness: \(k), damping: \(c), initialVelocity: CGVector(dx: 0, dy: 0))"
      ]
      // UIKit runs a spring given by its physics for as long as the physics says and ignores the
      // duration passed to the animator.
      lines.append(
        "let animator = UIViewPropertyAnimator(duration: \(n(spring.settlingTime ?? 0, 3)), timingParameters: timing)  // the duration is the spring's own; UIKit ignores it"
      )
      return lines
    case .css:
      guard let linear = spring.cssLinear, let settling = spring.settlingTime else {
        return ["/* no CSS easing: the spring never settles */"]
      }
      var lines: [String] = []
      if spring.overshoot > 0.0005 {
        lines.append(
          "/* it overshoots: linear() plays the same curve, overshoot included, but a CSS transition starts from rest every time; it cannot carry a gesture's velocity or turn round mid-flight as the spring does */"
        )
      }
      lines.append("--\(spring.name)-duration: \(n(settling, 3))s;")
      lines.append("--\(spring.name)-easing: \(linear);")
      lines.append(
        "transition: transform var(--\(spring.name)-duration) var(--\(spring.name)-easing);")
      return lines
    case .android:
      return [
        "SpringForce().setStiffness(\(n(spring.androidStiffness))f).setDampingRatio(\(zeta)f)",
        "// Jetpack Compose:",
        "spring<Float>(dampingRatio = \(zeta)f, stiffness = \(n(spring.androidStiffness))f)",
      ]
    case .materialMotion:
      return [
        "let \(identifier(spring.name)) = Spring(to: destination, stiffness: \(k), damping: \(c), mass: \(m), clock: clock)"
      ]
    case .origami:
      var lines = [
        "Spring patch: tension \(n(spring.origami.tension, 2)), friction \(n(spring.origami.friction, 2))"
      ]
      if let bounciness = spring.origami.bounciness, let speed = spring.origami.speed {
        lines.append("POP Animation patch: bounciness \(n(bounciness, 2)), speed \(n(speed, 2))")
      } else {
        lines.append("POP Animation patch: no bounciness and speed give this spring")
      }
      return lines
    case .json:
      return []
    }
  }

  private func tweenLines(_ tween: TweenExport, _ format: ExportFormat) -> [String] {
    let p = tween.controlPoints.map { n($0) }
    let (d, delay) = (n(tween.duration), n(tween.delay))
    let ms = (Int((tween.duration * 1000).rounded()), Int((tween.delay * 1000).rounded()))
    switch format {
    case .swiftui:
      return [".timingCurve(\(p[0]), \(p[1]), \(p[2]), \(p[3]), duration: \(d)).delay(\(delay))"]
    case .uikit:
      return [
        "let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: \(p[0]), y: \(p[1])), controlPoint2: CGPoint(x: \(p[2]), y: \(p[3])))",
        "let animator = UIViewPropertyAnimator(duration: \(d), timingParameters: timing)  // animator.startAnimation(afterDelay: \(delay))",
      ]
    case .css:
      return ["transition: transform \(d)s cubic-bezier(\(p.joined(separator: ", "))) \(delay)s;"]
    case .android:
      return [
        "animator.setDuration(\(ms.0)); animator.setStartDelay(\(ms.1)); animator.setInterpolator(PathInterpolator(\(p.map { $0 + "f" }.joined(separator: ", "))))",
        "// Jetpack Compose:",
        "tween<Float>(durationMillis = \(ms.0), delayMillis = \(ms.1), easing = CubicBezierEasing(\(p.map { $0 + "f" }.joined(separator: ", "))))",
      ]
    case .materialMotion:
      return [
        "let \(identifier(tween.name)) = Tween(duration: \(d), values: [from, to], delay: \(delay), timingFunctions: [.cubicBezier(\(p.joined(separator: ", ")))], clock: clock)"
      ]
    case .origami:
      return [
        "# only springs have Origami values; this tween is cubic-bezier(\(p.joined(separator: ", ")))"
      ]
    case .json:
      return []
    }
  }

  /// A parameter group as a Swift name: `spring`, `ripple`, `cardSpring`.
  private func identifier(_ group: String) -> String {
    let words = group.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    guard let first = words.first else { return "motion" }
    return first.lowercased()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// ``number(_:decimals:)``, short.
  private func n(_ value: Double, _ decimals: Int = 4) -> String {
    Self.number(value, decimals: decimals)
  }

  /// `value` with up to `decimals` decimals, no trailing zeros (`342`, `0.8111`).
  static func number(_ value: Double, decimals: Int = 4) -> String {
    ValueFormat.decimal(value, digits: decimals, trimmed: true)
  }
}
