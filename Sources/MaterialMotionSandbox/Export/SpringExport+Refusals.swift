import MaterialMotion

/// What one try at writing a spring in a format gives.
enum SpringAttempt {
  /// The lines, how far their curve is from the spring's, the CSS easing for CSS, and the
  /// precision the lines were drafted at.
  case written(lines: [String], difference: CurveDifference, css: CSSLinearEasing?, digits: Int)
  /// Why the format cannot carry the spring.
  case refused(SpringRefusal)

  /// Whether the format carries the spring.
  var isWritten: Bool {
    if case .written = self { return true }
    return false
  }
}

/// Why a format cannot carry a spring: the reason with its number, how far the format's curve
/// is when there is one, and the changes that may make it possible.
struct SpringRefusal {
  /// The reason, in words, with the number that says so.
  var reason: String
  /// The largest difference found, when a curve was compared.
  var difference: CurveDifference?
  /// What to try, in order.
  var adjustments: [SpringSource.Adjustment]
}

extension SpringExport {
  /// `format`'s lines for this spring and how far their curve is from it, or why it cannot be
  /// written. Numbers get more digits (4, 6, then 8; Origami's 2, 4, 6) while that brings the
  /// curve closer; the format is refused when no precision brings it within its tolerance.
  ///
  /// A `quick` attempt (a remedy's trial, confirmed by a full one) may decide from less: for
  /// UIKit, that the spring settles (its closed form strays only by rounding); for CSS, whether
  /// its points can come within the tolerance at all, without printing and comparing them; for
  /// Origami, from the Spring patch alone. Its refusal's reason may leave out a costly number.
  func attempt(_ format: ExportFormat, quick: Bool = false) -> SpringAttempt {
    if let refusal = precondition(format) { return .refused(refusal) }
    if quick, format == .uikit {
      return .written(lines: [], difference: .none, css: nil, digits: 4)
    }
    var knots: CSSLinearEasing.Knots?
    if format == .css {
      let tolerance = format.springTolerance
      if quick {
        let fits = CSSLinearEasing.canFollow(oscillator, over: span, within: tolerance)
        return fits
          ? .written(lines: [], difference: .none, css: nil, digits: 4)
          : .refused(stray(format, CurveDifference(largest: .infinity, at: .nan)))
      }
      knots = CSSLinearEasing.knots(fitting: oscillator, over: span, within: tolerance)
      // Not even at the samples do the lines come within the tolerance.
      if knots == nil {
        let least = CSSLinearEasing.leastDistance(fitting: oscillator, over: span, from: tolerance)
        return .refused(stray(format, CurveDifference(largest: least, at: .nan)))
      }
    }
    var previous: CurveDifference?
    var lost: (name: String, number: ExportNumber)?
    for level in 0..<3 {
      let draft = draft(format, digits: 4 + 2 * level, css: knots, quick: quick)
      if let number = draft.numbers.first(where: \.number.isLost) {
        lost = number
        continue
      }
      lost = nil
      // A curve of the very same physics is the spring itself.
      let curves = draft.curves.filter {
        if case .spring(let physics, _) = $0 { return physics != oscillator }
        return true
      }
      let difference =
        curves.isEmpty
        ? CurveDifference.none
        : CurveDifference.between(reference, and: curves, at: comparisonTimes(format, draft))
      if difference.largest <= format.springTolerance {
        return .written(
          lines: draft.lines, difference: difference, css: draft.css, digits: 4 + 2 * level)
      }
      defer { previous = difference }
      // More digits help only while rounding is what strays.
      if let previous, difference.largest > previous.largest / 2 { break }
    }
    if let lost {
      let reason =
        lost.number.value == 0
        ? "its \(lost.name) is below 0.000000001, the least that 9 decimals write, and would read as 0"
        : "its \(lost.name) is too large for \(format.title) to read"
      return .refused(
        SpringRefusal(
          reason: reason,
          adjustments: [.raise(.damping), .raise(.suggestedDuration), .lower(.stiffness)]))
    }
    return .refused(stray(format, previous ?? CurveDifference(largest: .infinity, at: 0)))
  }

  /// The times to compare `format`'s curve at: frames for Origami's; for CSS also each point
  /// and the middle of each line.
  private func comparisonTimes(_ format: ExportFormat, _ draft: SpringDraft) -> [Double] {
    if format == .origami { return frameTimes }
    guard let css = draft.css else { return times }
    let points = css.percentages.map { $0.value / 100 * css.duration.value }
    let middles = zip(points, points.dropFirst()).map { ($0 + $1) / 2 }
    return times + points + middles
  }

  /// A refusal before anything is written: a spring that never settles has no duration for
  /// UIKit and CSS and no Origami friction; Origami takes no negative tension or friction.
  private func precondition(_ format: ExportFormat) -> SpringRefusal? {
    if settlingTime == nil, [.uikit, .css, .origami].contains(format) {
      let after = "after \(number(ExportBounds.longestSettling, 0)) s"
      let still =
        dampingRatio < 1
        ? "it does not settle: \(after) it still swings by \(percent(unsettledDistance ?? 1)) of the distance"
        : "it does not settle: \(after) it is still \(percent(unsettledDistance ?? 1)) of the distance from its destination"
      let needs =
        switch format {
        case .uikit: "UIViewPropertyAnimator needs a duration"
        case .css: "a CSS transition needs a duration"
        default: "no Origami friction makes it"
        }
      return SpringRefusal(
        reason: "\(still), and \(needs)",
        adjustments: [
          .raise(.damping), .lower(.mass), .raise(.stiffness), .lower(.damping),
          .raise(.suggestedDuration),
        ])
    }
    guard format == .origami else { return nil }
    let origami = OrigamiSpring(oscillator)
    let (tension, friction) = (
      ExportNumber(origami.tension, digits: 2), ExportNumber(origami.friction, digits: 2)
    )
    if tension.value <= 0 {
      return SpringRefusal(
        reason:
          "its Origami tension would be \(tension.text), and Origami's Spring and POP Animation patches take a tension above 0",
        adjustments: [.raise(.stiffness), .lower(.mass), .lower(.suggestedDuration)])
    }
    if friction.value <= 0 {
      return SpringRefusal(
        reason:
          "its Origami friction would be \(friction.text), and Origami's Spring and POP Animation patches take a friction above 0",
        adjustments: [.raise(.damping), .lower(.mass)])
    }
    return nil
  }

  /// The refusal of a format whose curve strays past its tolerance at every precision (for
  /// CSS, a difference at no time, `at` not a number: the least any of its `linear()` easings
  /// could be off).
  private func stray(_ format: ExportFormat, _ difference: CurveDifference) -> SpringRefusal {
    let tolerance = "\(percent(format.springTolerance)) \(format.title) is held to"
    let off =
      "\(percent(difference.largest)) of the distance off at \(number(difference.at, 2)) s, over the \(tolerance)"
    switch format {
    case .css:
      let points =
        difference.at.isNaN
        ? "\(CSSLinearEasing.maximumPoints) linear() points cannot follow it: at best they are \(percent(difference.largest)) of the distance off, over the \(tolerance)"
        : "\(CSSLinearEasing.maximumPoints) linear() points cannot follow it: they are \(off)"
      let swings =
        dampingRatio < 1
        ? "it swings every \(number(swingPeriod, 2)) s for \(number(span, 1)) s, and " : ""
      return SpringRefusal(
        reason: swings + points, difference: difference.at.isNaN ? nil : difference,
        adjustments: [.raise(.damping), .lower(.stiffness), .raise(.mass)])
    case .origami:
      let reason =
        difference.largest.isFinite && difference.largest < 1
        ? "Rebound and POP step springs every 1 ms and show a blend of two steps each frame, which at \(number(ExportBounds.frameRate, 0)) Hz leaves it \(off)"
        : "Rebound and POP step springs every 1 ms, too coarse for one this stiff: their curve runs away"
      return SpringRefusal(
        reason: reason, difference: difference.largest.isFinite ? difference : nil,
        adjustments: [
          .raise(.damping), .lower(.stiffness), .raise(.mass), .raise(.suggestedDuration),
        ])
    default:
      return SpringRefusal(
        reason: "with its numbers printed to 8 digits it is still \(off)", difference: difference,
        adjustments: [.raise(.damping), .raise(.suggestedDuration)])
    }
  }

  /// `refusal` as the one line a person reads: the spring, the format, the reason, and what to
  /// change (or which formats carry the spring instead).
  func message(
    _ refusal: SpringRefusal, format: ExportFormat, source: SpringSource,
    written: [ExportFormat]
  ) -> String {
    let remedy =
      source.remedy(
        refusal.adjustments,
        passes: { SpringExport(figuresOf: $0).attempt(format, quick: true).isWritten },
        confirm: { SpringExport(figuresOf: $0).attempt(format).isWritten })
      ?? (written.isEmpty
        ? "only json carries it"
        : "\(MotionExport.list(written.map(\.rawValue))) carry it")
    return "\(name) cannot be written in \(format.title): \(refusal.reason); \(remedy)"
  }

  /// Seconds between two swings of an under-damped spring.
  var swingPeriod: Double {
    let zeta = dampingRatio
    return 2 * Double.pi / (oscillator.undampedAngularFrequency * (1 - zeta * zeta).squareRoot())
  }

  /// A fraction as a percentage for a message: `5.8 %`, `0.103 %`.
  private func percent(_ fraction: Double) -> String {
    let value = fraction * 100
    return "\(number(value, value < 1 ? 3 : 1)) %"
  }

  /// `value` for a message, with `digits` decimals (or significant digits below 1).
  private func number(_ value: Double, _ digits: Int) -> String {
    ExportNumber(value, digits: digits).text
  }
}
