import MaterialMotion

/// What `--list-presets` prints: every platform preset (`MotionPreset`) that `--set
/// spring.preset=NAME` and `--set tween.preset=NAME` take, a spring with its stiffness and
/// damping (mass 1), its damping ratio ζ, SwiftUI's response and its settling time within
/// 0.1 %, an easing with its curve, a duration with its seconds; each with the platform's own
/// spelling.
enum PresetListing {
  /// The lines, a header then one per preset.
  static var lines: [String] {
    let width = (MotionPreset.all.map(\.name.count).max() ?? 0) + 2
    func padded(_ text: String, _ count: Int) -> String {
      text.count >= count ? text + " " : text + String(repeating: " ", count: count - text.count)
    }
    var lines = [
      padded("NAME", width) + padded("STIFFNESS", 11) + padded("DAMPING", 9) + padded("ζ", 7)
        + padded("RESPONSE", 10) + padded("SETTLES", 9) + "PLATFORM"
    ]
    for preset in MotionPreset.all {
      var line = padded(preset.name, width)
      switch preset.motion {
      case .spring(let spring):
        let figures = SpringExport(figuresOf: SpringSource(spring))
        line +=
          padded(n(spring.stiffness, 1), 11) + padded(n(spring.damping, 2), 9)
          + padded(n(figures.dampingRatio, 3), 7) + padded(n(figures.response, 3) + " s", 10)
          + padded(figures.settlingTime.map { n($0, 3) + " s" } ?? "never", 9)
      case .easing(let easing):
        line += padded("easing " + MotionPreset.cubicBezierText(easing), 46)
      case .duration(let seconds):
        line += padded("duration \(n(seconds, 3)) s", 46)
      }
      lines.append(line + preset.expression)
    }
    lines.append(
      "spring presets also take SwiftUI's duration and extra bounce: swiftui.snappy:0.3, swiftui.bouncy:0.4:0.1, swiftui.spring:DURATION:BOUNCE"
    )
    return lines
  }

  private static func n(_ value: Double, _ decimals: Int) -> String {
    MotionExport.number(value, decimals: decimals)
  }
}
