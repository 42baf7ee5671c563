/// A spring that pulls a value to one side of a transition or the other: to ``forwardDestination``
/// while ``direction`` is `.forward`, to ``backwardDestination`` while it is `.backward`. A
/// direction written mid-flight retargets the spring from where the value is, as fast as it
/// moves: the transition reverses without a jump.
///
/// Defaults are the reference library's (motion-interchange's "system modal movement"):
/// stiffness 1000, damping 500, mass 3, suggested duration 0.5 s. Those parameters alone are very
/// overdamped (damping ratio 4.6) and take about 3.4 s to come within 0.1 % of the destination;
/// the original handed them to Core Animation with a duration of 0.5 s, which cut the spring off
/// with a third of its way left (a visible jump). Here a ``suggestedDuration`` above 0 plays the
/// same curve faster, so it settles (within 0.1 %) exactly then: the stiffness and damping the
/// ``spring`` runs with are ``stiffness`` and ``damping`` scaled by the speed-up (the damping
/// ratio, and so the curve's shape, stays). A suggested duration of 0 runs the physics as given.
///
/// The spring comes to rest (and lands exactly on the destination) within 0.1 % of the distance
/// between the two sides, moving at under 2 % of it per second, unless a `threshold` is given.
///
/// Connecting to a property first writes to it the destination opposite to the current direction
/// (a transition starts from the other side), then runs the spring.
///
/// State: the spring's (``Spring``): `.active` while any connection moves.
public final class TransitionSpring<T: VectorArithmetic>: PropertyInteraction {
  /// Where the value goes while the transition moves backward (see ``retarget(back:fore:)``).
  public private(set) var backwardDestination: T
  /// Where the value goes while the transition moves forward (see ``retarget(back:fore:)``).
  public private(set) var forwardDestination: T
  /// The direction followed.
  public let direction: ReactiveProperty<TransitionDirection>
  /// The spring constant of the motion's shape (default 1000).
  public let stiffness: ReactiveProperty<Double>
  /// The damping of the motion's shape (default 500).
  public let damping: ReactiveProperty<Double>
  /// The mass (default 3).
  public let mass: ReactiveProperty<Double>
  /// The seconds the motion takes to settle within 0.1 % (default 0.5; 0: as the physics says).
  public let suggestedDuration: ReactiveProperty<Double>
  /// The spring that runs: its destination follows ``direction``, its stiffness and damping are
  /// the ones above fitted to ``suggestedDuration``. Its initial velocity and timeline are yours.
  /// It can drive a property through another interaction (a ``Tossable``'s hand-off); it follows
  /// the direction and the parameters for as long as this transition spring lives (a runtime it
  /// is connected to keeps it).
  public let spring: Spring<T>
  private var subscriptions: [Subscription] = []

  /// Creates a transition spring between `back` and `fore` following `direction`, on `clock`;
  /// `threshold` (nil: 0.1 % of the distance between the sides) is the spring's
  /// ``Spring/threshold``, and 20 times it per second its ``Spring/velocityThreshold``.
  public init(
    back: T, fore: T, direction: ReactiveProperty<TransitionDirection>,
    stiffness: Double = 1000, damping: Double = 500, mass: Double = 3,
    suggestedDuration: Double = 0.5, threshold: Double? = nil, clock: FrameClock
  ) {
    backwardDestination = back
    forwardDestination = fore
    self.direction = direction
    self.stiffness = ReactiveProperty(stiffness)
    self.damping = ReactiveProperty(damping)
    self.mass = ReactiveProperty(mass)
    self.suggestedDuration = ReactiveProperty(suggestedDuration)
    let distance = (fore - back).magnitude
    let threshold = threshold ?? (distance > 0 ? 0.001 * distance : 0.001)
    spring = Spring(
      to: direction.value == .forward ? fore : back, stiffness: stiffness, damping: damping,
      mass: mass, threshold: threshold, velocityThreshold: 20 * threshold, clock: clock)
    subscriptions.append(
      direction.asStream().subscribeToValue { [weak self] direction in
        guard let self else { return }
        spring.destination.value =
          direction == .forward ? forwardDestination : backwardDestination
      })
    // Each property replays its value on subscription: fit once after, not four times.
    var connecting = true
    for parameter in [self.stiffness, self.damping, self.mass, self.suggestedDuration] {
      subscriptions.append(
        parameter.asStream().subscribeToValue { [weak self] _ in
          if !connecting { self?.fit() }
        })
    }
    connecting = false
    fit()
  }

  deinit {
    for subscription in subscriptions { subscription.unsubscribe() }
  }

  /// The shape a transition spring has unless told otherwise, the reference library's: stiffness
  /// 1000, damping 500, mass 3 (the defaults of ``init(back:fore:direction:stiffness:damping:mass:suggestedDuration:threshold:clock:)``).
  public static var defaultShape: DampedHarmonicOscillator {
    DampedHarmonicOscillator(stiffness: 1000, damping: 500, mass: 3)
  }

  /// The physics a transition spring runs for a shape and a suggested duration: the shape's
  /// oscillator played faster (or slower) so that it settles within 0.1 % in `suggestedDuration`
  /// seconds; the shape itself for a duration of 0 or parameters that never settle.
  public static func fitted(
    _ shape: DampedHarmonicOscillator, suggestedDuration duration: Double
  ) -> DampedHarmonicOscillator {
    guard duration > 0, shape.isValid else { return shape }
    let natural = shape.settlingTime()
    guard natural.isFinite, natural > 0 else { return shape }
    return shape.playedFaster(by: natural / duration)
  }

  /// Writes the spring's physics: the shape's, played faster to settle in the suggested duration.
  private func fit() {
    let oscillator = Self.fitted(
      DampedHarmonicOscillator(
        stiffness: stiffness.value, damping: damping.value, mass: mass.value),
      suggestedDuration: suggestedDuration.value)
    spring.mass.value = oscillator.mass
    spring.damping.value = oscillator.damping
    spring.stiffness.value = oscillator.stiffness
  }

  /// Moves the two sides, for a layout that changed under a transition (the window was
  /// resized): from now on the value goes to `back` while the direction is `.backward` and to
  /// `fore` while it is `.forward`. The spring's destination follows at once: a value in flight
  /// heads for the new side from where it is, as fast as it moves (nothing jumps); a value at
  /// rest on the old side springs to the new one, so to move it there at once, write the new
  /// side to the property it drives first. The rest threshold stays the one the spring was
  /// made with.
  public func retarget(back: T, fore: T) {
    backwardDestination = back
    forwardDestination = fore
    spring.destination.value = direction.value == .forward ? fore : back
  }

  /// Whether the spring reacts (the spring's ``Spring/enabled``).
  public var enabled: ReactiveProperty<Bool> { spring.enabled }
  /// Whether any connection moves.
  public var state: MotionObservable<MotionState> { spring.state }

  /// A stream pulling `property` with the spring; subscribing first writes the destination
  /// opposite to the current direction to `property`.
  ///
  /// State: the spring's.
  public func stream(for property: ReactiveProperty<T>) -> MotionObservable<T> {
    let spring = self.spring
    let direction = self.direction
    let back = backwardDestination
    let fore = forwardDestination
    return MotionObservable { observer in
      property.value = direction.value == .forward ? back : fore
      return spring.stream(for: property).subscribe(observer: observer).unsubscribe
    }
  }
}
