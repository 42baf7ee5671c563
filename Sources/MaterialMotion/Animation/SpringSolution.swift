/// One run of a spring, solved in closed form: where a value released at `start` with
/// `initialVelocity` is, and how fast it moves, `t` seconds later while a
/// ``DampedHarmonicOscillator`` pulls it toward `destination`.
///
/// This is the exact solution a ``Spring`` emits frame by frame; tests and other code can use it to
/// predict a spring without running a clock.
public struct SpringSolution<T: VectorArithmetic> {
  /// The value at time 0.
  public var start: T
  /// The value the spring pulls toward (its rest position).
  public var destination: T
  /// The velocity at time 0, in value units per second.
  public var initialVelocity: T
  /// The spring's physics.
  public var oscillator: DampedHarmonicOscillator

  /// Creates the solution of a run from `start` toward `destination`.
  @inlinable
  public init(
    from start: T, to destination: T, initialVelocity: T = .zero,
    oscillator: DampedHarmonicOscillator = DampedHarmonicOscillator()
  ) {
    self.start = start
    self.destination = destination
    self.initialVelocity = initialVelocity
    self.oscillator = oscillator
  }

  /// The value `t` seconds after the start.
  @_specialize(where T == Point)
  @_specialize(where T == Double)
  public func position(at t: Double) -> T {
    let r = oscillator.response(at: t)
    let displacement = start - destination
    return destination + displacement * r.displacementFromDisplacement + initialVelocity
      * r.displacementFromVelocity
  }

  /// The velocity `t` seconds after the start, in value units per second.
  @_specialize(where T == Point)
  @_specialize(where T == Double)
  public func velocity(at t: Double) -> T {
    let r = oscillator.response(at: t)
    let displacement = start - destination
    return displacement * r.velocityFromDisplacement + initialVelocity * r.velocityFromVelocity
  }

  /// The value and velocity `t` seconds after the start, computed together.
  @_specialize(where T == Point)
  @_specialize(where T == Double)
  public func state(at t: Double) -> (position: T, velocity: T) {
    let r = oscillator.response(at: t)
    let displacement = start - destination
    return (
      destination + displacement * r.displacementFromDisplacement + initialVelocity
        * r.displacementFromVelocity,
      displacement * r.velocityFromDisplacement + initialVelocity * r.velocityFromVelocity
    )
  }
}

extension SpringSolution: Equatable {}
extension SpringSolution: Sendable where T: Sendable {}
