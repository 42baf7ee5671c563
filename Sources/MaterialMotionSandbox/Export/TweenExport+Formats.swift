import MaterialMotion

/// The lines of each format for a tween, checked against the tween: every platform plays the
/// same cubic Bézier easing (CSS Easing Functions, "cubic Bézier easing functions",
/// https://drafts.csswg.org/css-easing/#cubic-bezier-easing-functions, which SwiftUI's
/// `.timingCurve`, UIKit's `UICubicTimingParameters`, Android's `PathInterpolator` and Origami's
/// Cubic Bezier Curve patch, https://origami.design/documentation/patches/builtin.cubicbezier,
/// share), so only the printed numbers can stray: Android's durations are whole milliseconds.
extension TweenExport {
  /// `format`'s lines, or the one line saying why it cannot carry this tween.
  func export(_ format: ExportFormat) -> FormatExport {
    var difference = CurveDifference.none
    for level in 0..<3 {
      let (lines, played) = draft(format, digits: 4 + 2 * level)
      // The very same easing, duration and delay are the tween itself.
      if case .tween(let easing, let duration, let delay) = played, easing == curve,
        duration == self.duration, delay == self.delay
      {
        difference = .none
      } else {
        difference = CurveDifference.between(reference, and: [played], at: times)
      }
      if difference.largest <= format.tweenTolerance {
        return FormatExport(
          format: format, lines: lines, tolerance: format.tweenTolerance, difference: difference)
      }
      if format == .android { break }
    }
    let off =
      "\(number(difference.largest * 100, 1)) % of the distance off at \(number(difference.at, 2)) s, over the \(number(format.tweenTolerance * 100, 1)) % \(format.title) is held to"
    let reason =
      format == .android
      ? "Android's durations are whole milliseconds: \(number(duration, 4)) s after \(number(delay, 4)) s plays as \(milliseconds(duration)) ms after \(milliseconds(delay)) ms, \(off); give \(name).duration and \(name).delay in whole milliseconds"
      : "with its numbers printed to 8 digits it is still \(off); json carries it exactly"
    return FormatExport(
      format: format, refusal: "\(name) cannot be written in \(format.title): \(reason)",
      tolerance: format.tweenTolerance, difference: difference)
  }

  /// `format`'s lines at `digits`, and the curve the platform plays for them.
  private func draft(_ format: ExportFormat, digits: Int) -> (lines: [String], curve: ExportCurve) {
    let points = controlPoints.map { ExportNumber($0, digits: digits) }
    let p = points.map(\.text)
    let (d, l) = (ExportNumber(duration, digits: digits), ExportNumber(delay, digits: digits))
    let easing = Easing(
      x1: points[0].value, y1: points[1].value, x2: points[2].value, y2: points[3].value)
    let played = ExportCurve.tween(easing, duration: d.value, delay: l.value)
    switch format {
    case .swiftui:
      return (
        [".timingCurve(\(p[0]), \(p[1]), \(p[2]), \(p[3]), duration: \(d.text)).delay(\(l.text))"],
        played
      )
    case .uikit:
      return (
        [
          "let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: \(p[0]), y: \(p[1])), controlPoint2: CGPoint(x: \(p[2]), y: \(p[3])))",
          "let animator = UIViewPropertyAnimator(duration: \(d.text), timingParameters: timing)  // animator.startAnimation(afterDelay: \(l.text))",
        ], played
      )
    case .css:
      return (
        ["transition: transform \(d.text)s cubic-bezier(\(p.joined(separator: ", "))) \(l.text)s;"],
        played
      )
    case .android:
      let (ms, delayMs) = (milliseconds(duration), milliseconds(delay))
      let floats = p.map { $0 + "f" }.joined(separator: ", ")
      return (
        [
          "animator.setDuration(\(ms)); animator.setStartDelay(\(delayMs)); animator.setInterpolator(PathInterpolator(\(floats)))",
          "// Jetpack Compose:",
          "tween<Float>(durationMillis = \(ms), delayMillis = \(delayMs), easing = CubicBezierEasing(\(floats)))",
        ], .tween(easing, duration: Double(ms) / 1000, delay: Double(delayMs) / 1000)
      )
    case .materialMotion:
      return (
        [
          "let \(MotionExport.identifier(name)) = Tween(duration: \(d.text), values: [from, to], delay: \(l.text), timingFunctions: [.cubicBezier(\(p.joined(separator: ", ")))], clock: clock)"
        ], played
      )
    case .origami:
      return (
        [
          "Delay patch: duration \(l.text)",
          "Classic Animation patch: duration \(d.text), curve Linear",
          "Cubic Bezier Curve patch: \(p.joined(separator: ", ")) (its progress from the Classic Animation patch's)",
        ], played
      )
    case .json:
      return ([], played)
    }
  }

  /// Whole milliseconds, as Android takes durations.
  private func milliseconds(_ seconds: Double) -> Int {
    let value = (seconds * 1000).rounded()
    return value.isFinite ? Int(min(max(value, 0), 1e12)) : 0
  }

  /// The times compared: 2,000 over the delay and the tween.
  private var times: [Double] {
    let end = delay + duration
    return (0...2000).map { end * Double($0) / 2000 }
  }

  /// `value` for a message (see ``ExportNumber``).
  private func number(_ value: Double, _ digits: Int) -> String {
    ExportNumber(value, digits: digits).text
  }
}
