import MaterialMotion

/// One way of writing a spring in a format at one precision: its lines, the curves the platform
/// plays for them, and the numbers they print (to catch one that prints as 0).
struct SpringDraft {
  /// The lines to paste.
  var lines: [String]
  /// The curve of each way the lines give the spring (SwiftUI gives two).
  var curves: [ExportCurve]
  /// Every number printed, by the name the line gives it.
  var numbers: [(name: String, number: ExportNumber)]
  /// The CSS easing, for CSS.
  var css: CSSLinearEasing?
}

/// The lines of each format for a spring.
///
/// The curves are each platform's published model:
/// - SwiftUI: `.spring(response:dampingFraction:)` is a spring of mass 1, stiffness
///   (2π/response)² and damping 4π·dampingFraction/response; Apple's `Spring` page works the
///   example `Spring(duration: 0.5, bounce: 0.3)` = stiffness 157.9, damping 17.6 (ζ = 0.7)
///   (https://developer.apple.com/documentation/swiftui/spring). An over-damped spring is written
///   as `Spring(mass:stiffness:damping:allowOverDamping: true)`: without that flag SwiftUI
///   treats over-damping as critical damping
///   (https://developer.apple.com/documentation/swiftui/spring/init(mass:stiffness:damping:allowoverdamping:)).
/// - UIKit: `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, the same
///   oscillator; its default spring is itself over-damped (ζ = 4.56), so over-damping is kept
///   (https://developer.apple.com/documentation/uikit/uispringtimingparameters/init()).
/// - Android: `SpringForce` solves the oscillator in closed form from `setStiffness` and
///   `setDampingRatio`, both `float`s (`SpringForce.updateValues`,
///   https://cs.android.com/androidx/platform/frameworks/support/+/androidx-main:dynamicanimation/dynamicanimation/src/main/java/androidx/dynamicanimation/animation/SpringForce.java);
///   Compose's `spring()` takes the same two numbers.
/// - This library: `Spring`, the same closed form.
/// - Origami: `ReboundIntegrator` on the Spring patch's tension and friction (and POP's on the
///   POP Animation patch's bounciness and speed).
extension SpringExport {
  /// The number `value` printed with `digits` (see ``ExportNumber``).
  private func number(_ value: Double, _ digits: Int) -> ExportNumber {
    ExportNumber(value, digits: digits)
  }

  /// `format`'s lines at `digits`; `knots` is the CSS fit, made once for every precision; a
  /// `quick` draft of Origami leaves out the POP Animation patch.
  func draft(
    _ format: ExportFormat, digits: Int, css knots: CSSLinearEasing.Knots?, quick: Bool = false
  ) -> SpringDraft {
    let (m, k, c) = (number(mass, digits), number(stiffness, digits), number(damping, digits))
    let physics = ExportCurve.spring(
      DampedHarmonicOscillator(stiffness: k.value, damping: c.value, mass: m.value))
    switch format {
    case .swiftui:
      guard dampingRatio <= 1 else {
        return SpringDraft(
          lines: [
            "// over-damped: SwiftUI treats over-damping as critical damping unless allowOverDamping is true (iOS 17)",
            ".interpolatingSpring(Spring(mass: \(m.text), stiffness: \(k.text), damping: \(c.text), allowOverDamping: true))",
          ], curves: [physics], numbers: [("mass", m), ("stiffness", k), ("damping", c)])
      }
      let (r, z) = (number(response, digits), number(dampingRatio, digits))
      let fromResponse = DampedHarmonicOscillator(
        stiffness: (2 * Double.pi / r.value) * (2 * Double.pi / r.value),
        damping: 4 * Double.pi * z.value / r.value, mass: 1)
      return SpringDraft(
        lines: [
          ".spring(response: \(r.text), dampingFraction: \(z.text))",
          "// the same motion from its physics:",
          ".interpolatingSpring(mass: \(m.text), stiffness: \(k.text), damping: \(c.text), initialVelocity: 0)",
        ], curves: [.spring(fromResponse), physics],
        numbers: [
          ("response", r), ("dampingFraction", z), ("mass", m), ("stiffness", k), ("damping", c),
        ])
    case .uikit:
      let duration = number(settlingTime ?? 0, digits - 1)
      return SpringDraft(
        lines: [
          "let timing = UISpringTimingParameters(mass: \(m.text), stiffness: \(k.text), damping: \(c.text), initialVelocity: CGVector(dx: 0, dy: 0))",
          // UIKit runs a spring given by its physics for as long as the physics says and
          // ignores the duration passed to the animator.
          "let animator = UIViewPropertyAnimator(duration: \(duration.text), timingParameters: timing)  // the duration is the spring's own; UIKit ignores it",
        ], curves: [physics],
        numbers: [("mass", m), ("stiffness", k), ("damping", c), ("duration", duration)])
    case .css:
      let easing = CSSLinearEasing(knots ?? [], duration: settlingTime ?? 0, digits: digits)
      var lines: [String] = []
      if overshoot > 0.0005 {
        lines.append(
          "/* it overshoots: linear() plays the same curve, overshoot included, but a CSS transition starts from rest every time; it cannot carry a gesture's velocity or turn round mid-flight as the spring does */"
        )
      }
      lines += [
        "--\(name)-duration: \(easing.duration.text)s;",
        "--\(name)-easing: \(easing.text);",
        "transition: transform var(--\(name)-duration) var(--\(name)-easing);",
      ]
      return SpringDraft(
        lines: lines, curves: [.linear(easing)],
        numbers: [("duration", easing.duration)], css: easing)
    case .android:
      let (s, z) = (number(androidStiffness, digits), number(dampingRatio, digits))
      // SpringForce keeps both as floats: natural frequency √stiffness, damping ratio ζ.
      let (floatStiffness, floatRatio) = (Double(Float(s.value)), Double(Float(z.value)))
      let curve = DampedHarmonicOscillator(
        stiffness: floatStiffness, damping: 2 * floatRatio * floatStiffness.squareRoot(), mass: 1)
      let float = ExportNumber(text: s.text, value: floatStiffness, exact: s.exact)
      return SpringDraft(
        lines: [
          "SpringForce().setStiffness(\(s.text)f).setDampingRatio(\(z.text)f)",
          "// Jetpack Compose:",
          "spring<Float>(dampingRatio = \(z.text)f, stiffness = \(s.text)f)",
        ], curves: [.spring(curve)], numbers: [("stiffness", float), ("dampingRatio", z)])
    case .materialMotion:
      return SpringDraft(
        lines: [
          "let \(MotionExport.identifier(name)) = Spring(to: destination, stiffness: \(k.text), damping: \(c.text), mass: \(m.text), clock: clock)"
        ], curves: [physics], numbers: [("stiffness", k), ("damping", c), ("mass", m)])
    case .origami:
      return origamiDraft(digits: digits - 2, withPOP: !quick)
    case .json:
      return SpringDraft(lines: [], curves: [], numbers: [])
    }
  }

  /// Origami's lines: the Spring patch, and the POP Animation patch when its bounciness and
  /// speed give a curve within Origami's tolerance.
  private func origamiDraft(digits: Int, withPOP: Bool) -> SpringDraft {
    let exact = OrigamiSpring(oscillator)
    let (tension, friction) = (number(exact.tension, digits), number(exact.friction, digits))
    let spring = ReboundIntegrator(
      tension: OrigamiSpring.physicalTension(fromOrigami: tension.value),
      friction: OrigamiSpring.physicalFriction(fromOrigami: friction.value), flavour: .rebound)
    let rate = ExportBounds.frameRate
    var draft = SpringDraft(
      lines: ["Spring patch: tension \(tension.text), friction \(friction.text)"],
      curves: [.frames(spring.frames(rate: rate, duration: span), rate: rate)],
      numbers: [("tension", tension), ("friction", friction)])
    var popLine = "POP Animation patch: no bounciness and speed give this spring"
    if withPOP,
      let pop = OrigamiSpring.bouncinessAndSpeed(
        origamiTension: exact.tension, origamiFriction: exact.friction)
    {
      let (bounciness, speed) = (number(pop.bounciness, digits), number(pop.speed, digits))
      let patch = OrigamiSpring.origami(bounciness: bounciness.value, speed: speed.value)
      let solver = ReboundIntegrator(
        tension: OrigamiSpring.physicalTension(fromOrigami: patch.tension),
        friction: OrigamiSpring.physicalFriction(fromOrigami: patch.friction), flavour: .pop)
      let curve = ExportCurve.frames(solver.frames(rate: rate, duration: span), rate: rate)
      let difference = CurveDifference.between(reference, and: [curve], at: frameTimes)
      if !speed.isLost,
        difference.largest <= ExportFormat.origami.springTolerance
      {
        popLine = "POP Animation patch: bounciness \(bounciness.text), speed \(speed.text)"
        draft.curves.append(curve)
      }
    }
    draft.lines.append(popLine)
    return draft
  }

  /// The sandbox's own curve: progress `t` seconds after a release at rest.
  func reference(_ t: Double) -> Double {
    1 - oscillator.response(at: t).displacementFromDisplacement
  }

  /// The seconds compared: until the spring settles, or ``ExportBounds/longestSettling``.
  var span: Double { settlingTime ?? ExportBounds.longestSettling }

  /// The times compared: 24 a swing over ``span``, from 2,000 to 20,000 of them.
  var times: [Double] {
    let zeta = dampingRatio
    var count = 2000.0
    if zeta < 1 {
      let period =
        2 * Double.pi / (oscillator.undampedAngularFrequency * (1 - zeta * zeta).squareRoot())
      count = min(20000, max(count, 24 * span / period))
    }
    let samples = Int(count)
    return (0...samples).map { span * Double($0) / Double(samples) }
  }

  /// The frames of a display at ``ExportBounds/frameRate`` over ``span``.
  var frameTimes: [Double] {
    let rate = ExportBounds.frameRate
    return (0...Int((span * rate).rounded(.up))).map { Double($0) / rate }
  }
}
