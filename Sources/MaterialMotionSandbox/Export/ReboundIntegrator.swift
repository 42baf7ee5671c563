/// The curve Origami's springs play: Rebound's integrator (Origami's Spring patch values are
/// Rebound's, see ``OrigamiSpring``) and POP's (the POP Animation patch), run from rest toward 1
/// and read at each frame of a display.
///
/// Both step a spring of mass 1 (acceleration = tension·(end − x) − friction·v) with the
/// fourth-order Runge–Kutta method in fixed 1 ms steps, as many as the time since the last frame
/// holds, and then show a blend of the last two steps weighted by the time left over; the blend
/// is where the next frame starts from. So each frame lags up to one step behind the clock and
/// the lag adds up: on a 60 Hz display the spring runs 2 to 3 % slow. Rebound's first stage
/// reads the position of the previous step's last stage instead of the current one.
///
/// Sources: Rebound's `Spring.advance` and `interpolate`
/// (https://github.com/facebookarchive/rebound-js/blob/master/src/Spring.js, the same in
/// rebound-java's `Spring.java`); POP's `SpringSolver::advance` and `integrate`
/// (https://github.com/facebook/pop/blob/master/pop/POPSpringSolver.h).
struct ReboundIntegrator {
  /// Rebound's integrator (the Spring patch) or POP's.
  enum Flavour {
    /// Rebound's `Spring.advance`.
    case rebound
    /// POP's `SpringSolver`.
    case pop
  }

  /// The physical tension (stiffness for mass 1).
  var tension: Double
  /// The physical friction (damping for mass 1).
  var friction: Double
  /// Whose integrator.
  var flavour: Flavour

  /// The solver's step, in seconds: Rebound's `SOLVER_TIMESTEP_SEC`; POP's `solverDt` is the
  /// same millisecond as a `float`.
  private var step: Double { flavour == .rebound ? 0.001 : Double(Float(0.001)) }

  /// The positions at frames 0, 1, 2, ... of a display at `rate` frames a second, from 0 toward
  /// 1 with `velocity` (distances per second; Rebound's `setVelocity`, POP's `velocity`), for
  /// `duration` seconds; it stops early once a position is not finite.
  func frames(rate: Double, duration: Double, velocity initialVelocity: Double = 0) -> [Double] {
    let frameCount = Int((duration * rate).rounded(.up))
    var positions = [0.0]
    positions.reserveCapacity(frameCount + 1)
    var position = 0.0
    var velocity = initialVelocity
    var lastStage = 0.0
    var accumulator = 0.0
    for _ in 0..<frameCount {
      accumulator += 1 / rate
      var previous = (position: position, velocity: velocity)
      while accumulator >= step {
        accumulator -= step
        previous = (position, velocity)
        (position, velocity, lastStage) = advance(position, velocity, lastStage)
      }
      if accumulator > 0 {
        let alpha = accumulator / step
        position = position * alpha + previous.position * (1 - alpha)
        velocity = velocity * alpha + previous.velocity * (1 - alpha)
      }
      positions.append(position)
      if !position.isFinite { break }
    }
    return positions
  }

  /// One Runge–Kutta step; the position of its last stage comes back for Rebound's next first
  /// stage.
  private func advance(_ x: Double, _ v: Double, _ lastStage: Double) -> (Double, Double, Double) {
    func acceleration(_ x: Double, _ v: Double) -> Double { tension * (1 - x) - friction * v }
    let h = step
    let a = (dx: v, dv: acceleration(flavour == .rebound ? lastStage : x, v))
    let b = (dx: v + a.dv * h / 2, dv: acceleration(x + a.dx * h / 2, v + a.dv * h / 2))
    let c = (dx: v + b.dv * h / 2, dv: acceleration(x + b.dx * h / 2, v + b.dv * h / 2))
    let dPosition = x + c.dx * h
    let d = (dx: v + c.dv * h, dv: acceleration(dPosition, v + c.dv * h))
    let position = x + (a.dx + 2 * (b.dx + c.dx) + d.dx) / 6 * h
    let velocity = v + (a.dv + 2 * (b.dv + c.dv) + d.dv) / 6 * h
    return (position, velocity, dPosition)
  }
}
