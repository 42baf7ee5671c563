/// A platform's own named spring, easing or duration, with the numbers its documentation or
/// source gives: SwiftUI's `.smooth`, `.snappy` and `.bouncy`, Core Animation's spring defaults,
/// Android's `SpringForce` constants, Material 3's spring, easing and duration tokens, and CSS's
/// named easings (see <doc:MotionPresets> for every number and where it comes from).
///
/// A spring preset is a ``DampedHarmonicOscillator`` of mass 1, so that its stiffness is the
/// square of its undamped angular frequency (Android's and Compose's terms); any mass `m` gives
/// the same motion with stiffness and damping multiplied by `m`.
///
/// ```swift
/// let bouncy = MotionPreset.named("swiftui.bouncy")!.spring!  // stiffness 157.9, damping 17.6
/// let snappier = MotionPreset.named("swiftui.snappy:0.3:0.1")!  // duration 0.3, extraBounce 0.1
/// ```
public struct MotionPreset: Hashable, Sendable {
  /// What a preset describes.
  public enum Motion: Hashable, Sendable {
    /// A spring, of mass 1.
    case spring(DampedHarmonicOscillator)
    /// A cubic Bézier easing, with no duration of its own.
    case easing(Easing)
    /// A duration in seconds, with no easing of its own.
    case duration(Double)
  }

  /// The name `--set G.preset=NAME` takes: lower-case words joined with dots
  /// (`swiftui.bouncy`, `android.low.no-bouncy`, `m3.expressive.spatial.fast`, `css.ease-in`).
  public let name: String
  /// The spring, easing or duration.
  public let motion: Motion
  /// The platform's own spelling of it (`Spring.bouncy`, `SpringForce.STIFFNESS_LOW`, ...).
  public let expression: String
  /// Where its numbers come from: the documentation page or source file.
  public let source: String

  /// A preset named `name` of `motion`, spelt `expression` on its platform, from `source`.
  ///
  /// - Parameters:
  ///   - name: The ``name``.
  ///   - motion: The ``motion``.
  ///   - expression: The ``expression``.
  ///   - source: The ``source``.
  public init(name: String, motion: Motion, expression: String, source: String) {
    self.name = name
    self.motion = motion
    self.expression = expression
    self.source = source
  }

  /// The spring, or nil for an easing or a duration.
  public var spring: DampedHarmonicOscillator? {
    if case .spring(let oscillator) = motion { return oscillator }
    return nil
  }

  /// The easing, or nil for a spring or a duration.
  public var easing: Easing? {
    if case .easing(let easing) = motion { return easing }
    return nil
  }

  /// The duration in seconds, or nil for a spring or an easing.
  public var duration: Double? {
    if case .duration(let seconds) = motion { return seconds }
    return nil
  }

  /// Every preset of the catalog, springs first, then easings, then durations.
  public static let all: [MotionPreset] = springs + easings + durations

  /// The preset named `name`: one of ``all``, or a SwiftUI spring given with its duration and
  /// extra bounce, `swiftui.smooth:DURATION`, `swiftui.snappy:DURATION:EXTRABOUNCE` (also
  /// `bouncy`), or `swiftui.spring:DURATION:BOUNCE` for `Spring(duration:bounce:)`. Nil for any
  /// other name, and for a duration or bounce that ``swiftUI(duration:bounce:)`` refuses.
  public static func named(_ name: String) -> MotionPreset? {
    if let preset = all.first(where: { $0.name == name }) { return preset }
    let parts = name.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 || parts.count == 3,
      let base = swiftUIBounces.first(where: { "swiftui.\($0.name)" == parts[0] }),
      let duration = decimal(parts[1])
    else { return nil }
    let extra = parts.count == 3 ? decimal(parts[2]) : 0
    guard let extra, let spring = swiftUI(duration: duration, bounce: base.bounce + extra) else {
      return nil
    }
    let expression =
      base.name == "spring"
      ? "Spring(duration: \(parts[1]), bounce: \(parts.count == 3 ? parts[2] : "0"))"
      : "Spring.\(base.name)(duration: \(parts[1]), extraBounce: \(parts.count == 3 ? parts[2] : "0"))"
    return MotionPreset(
      name: name, motion: .spring(spring), expression: expression, source: swiftUISpringSource)
  }

  /// SwiftUI's `Spring(duration:bounce:)` as a spring of mass 1: stiffness (2π/duration)²,
  /// damping ratio 1 − bounce (Apple's own example: duration 0.5 and bounce 0.3 are stiffness
  /// 157.9 and damping 17.6). Nil unless the duration is from 0.01 to 60 s and the bounce from 0
  /// up to, not including, 1: a negative bounce (over-damping) has no published damping ratio.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds.
  ///   - bounce: The bounce: 0 none (critical damping), toward 1 more.
  public static func swiftUI(duration: Double, bounce: Double) -> DampedHarmonicOscillator? {
    guard duration >= 0.01, duration <= 60, bounce >= 0, bounce < 1 else { return nil }
    let angular = 2 * Double.pi / duration
    return DampedHarmonicOscillator(
      stiffness: angular * angular, damping: 2 * (1 - bounce) * angular, mass: 1)
  }

  /// A spring of mass 1 with Android's terms: `stiffness` (k/m) and `dampingRatio` ζ.
  ///
  /// - Parameters:
  ///   - stiffness: The stiffness, k/m.
  ///   - dampingRatio: The damping ratio ζ.
  public static func spring(stiffness: Double, dampingRatio: Double) -> DampedHarmonicOscillator {
    DampedHarmonicOscillator(
      stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot(), mass: 1)
  }

  /// A number in decimal notation (`0.5`, `-0.1`), nil for anything else (`inf`, `nan`, `0x1`).
  private static func decimal(_ text: String) -> Double? {
    guard !text.isEmpty,
      text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") })
    else { return nil }
    return Double(text)
  }
}
