import MaterialMotion

/// Each format's curve from the release velocity of the scene's last gesture, against the
/// sandbox's spring started with the same velocity:
/// - SwiftUI, UIKit and this library: the same closed form from the printed numbers, with the
///   velocity (SwiftUI's `initialVelocity`, UIKit's `initialVelocity` in distances a second);
/// - Android: `SpringForce`'s own solution stepped frame by frame in `float`s
///   (``AndroidSpringForce``), from `setStartVelocity`;
/// - Origami: Rebound's integrator (``ReboundIntegrator``) from the same velocity;
/// - CSS: `linear()` as written, which starts from rest whatever the gesture did: its
///   difference is what a CSS transition loses.
extension SpringExport {
  /// The sandbox's spring: progress `t` seconds after a release with `velocity`.
  func reference(_ t: Double, velocity: Double) -> Double {
    ExportCurve.spring(oscillator, velocity: velocity).progress(at: t)
  }

  /// The largest difference of `format`'s curve at `digits` (and `css`'s easing for CSS) from
  /// the spring, both started with `velocity`.
  func releaseDifference(
    _ format: ExportFormat, digits: Int, css: CSSLinearEasing?, velocity: Double
  ) -> CurveDifference? {
    let rate = ExportBounds.frameRate
    var curve: ExportCurve
    var others: [ExportCurve] = []
    switch format {
    case .swiftui, .uikit, .materialMotion:
      let printed = draft(format, digits: digits, css: nil, quick: true).numbers
      func value(_ name: String) -> Double? { printed.first { $0.name == name }?.number.value }
      guard let k = value("stiffness"), let c = value("damping") else { return nil }
      curve = .spring(
        DampedHarmonicOscillator(stiffness: k, damping: c, mass: value("mass") ?? 1),
        velocity: velocity)
      // SwiftUI's `.spring(response:dampingFraction:)` too: mass 1, stiffness (2π/response)².
      if let response = value("response"), let fraction = value("dampingFraction") {
        let angular = 2 * Double.pi / response
        others.append(
          .spring(
            DampedHarmonicOscillator(
              stiffness: angular * angular, damping: 2 * fraction * angular, mass: 1),
            velocity: velocity))
      }
    case .android:
      let (k, z) = (
        ExportNumber(androidStiffness, digits: digits), ExportNumber(dampingRatio, digits: digits)
      )
      let force = AndroidSpringForce(stiffness: Float(k.value), dampingRatio: Float(z.value))
      curve = .frames(force.frames(rate: rate, duration: span, velocity: velocity), rate: rate)
    case .origami:
      let exact = OrigamiSpring(oscillator)
      let tension = ExportNumber(exact.tension, digits: digits - 2).value
      let friction = ExportNumber(exact.friction, digits: digits - 2).value
      let rebound = ReboundIntegrator(
        tension: OrigamiSpring.physicalTension(fromOrigami: tension),
        friction: OrigamiSpring.physicalFriction(fromOrigami: friction), flavour: .rebound)
      curve = .frames(rebound.frames(rate: rate, duration: span, velocity: velocity), rate: rate)
    case .css:
      guard let css else { return nil }
      curve = .linear(css)
    case .json:
      return nil
    }
    let times = format == .origami || format == .android ? frameTimes : self.times
    return CurveDifference.between(
      { reference($0, velocity: velocity) }, and: [curve] + others, at: times)
  }
}
