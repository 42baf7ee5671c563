import Foundation

/// The curve Android's `SpringAnimation` plays for a `SpringForce`: its closed-form solution
/// (`SpringForce.updateValues`) stepped frame by frame from the last frame's value and velocity,
/// which `DynamicAnimation.MassState` keeps as `float`s, toward 1 from 0 with a start velocity.
///
/// Source: `SpringForce.updateValues` and `init`
/// (https://cs.android.com/androidx/platform/frameworks/support/+/androidx-main:dynamicanimation/dynamicanimation/src/main/java/androidx/dynamicanimation/animation/SpringForce.java):
/// natural frequency √stiffness; over-damped with the roots γ± = −ζω₀ ± ω₀√(ζ²−1), critically
/// damped, and under-damped with ωd = ω₀√(1−ζ²), each from the displacement and velocity of the
/// frame before.
struct AndroidSpringForce {
  /// `setStiffness`'s `float`.
  var stiffness: Float
  /// `setDampingRatio`'s `float`.
  var dampingRatio: Float

  /// The positions at frames 0, 1, 2, ... of a display at `rate` frames a second, for
  /// `duration` seconds, starting at 0 with `velocity` (distances per second) toward 1.
  func frames(rate: Double, duration: Double, velocity: Double) -> [Double] {
    let count = Int((duration * rate).rounded(.up))
    var (value, speed) = (Float(0), Float(velocity))
    var positions = [0.0]
    positions.reserveCapacity(count + 1)
    for _ in 0..<count {
      let next = updateValues(Double(value), Double(speed), deltaT: 1 / rate)
      (value, speed) = (Float(next.value), Float(next.velocity))
      positions.append(Double(value))
    }
    return positions
  }

  /// `SpringForce.updateValues` toward the final position 1.
  private func updateValues(_ lastValue: Double, _ lastVelocity: Double, deltaT: Double) -> (
    value: Double, velocity: Double
  ) {
    let natural = Double(stiffness).squareRoot()
    let ratio = Double(dampingRatio)
    let displacement0 = lastValue - 1
    var displacement: Double
    var velocity: Double
    if ratio > 1 {
      let root = natural * (ratio * ratio - 1).squareRoot()
      let (plus, minus) = (-ratio * natural + root, -ratio * natural - root)
      let coeffA = displacement0 - (minus * displacement0 - lastVelocity) / (minus - plus)
      let coeffB = (minus * displacement0 - lastVelocity) / (minus - plus)
      displacement = coeffA * exp(minus * deltaT) + coeffB * exp(plus * deltaT)
      velocity = coeffA * minus * exp(minus * deltaT) + coeffB * plus * exp(plus * deltaT)
    } else if ratio == 1 {
      let coeffA = displacement0
      let coeffB = lastVelocity + natural * displacement0
      displacement = (coeffA + coeffB * deltaT) * exp(-natural * deltaT)
      velocity =
        (coeffA + coeffB * deltaT) * exp(-natural * deltaT) * -natural + coeffB
        * exp(-natural * deltaT)
    } else {
      let damped = natural * (1 - ratio * ratio).squareRoot()
      let cosCoeff = displacement0
      let sinCoeff = (1 / damped) * (ratio * natural * displacement0 + lastVelocity)
      let decay = exp(-ratio * natural * deltaT)
      displacement = decay * (cosCoeff * cos(damped * deltaT) + sinCoeff * sin(damped * deltaT))
      velocity =
        displacement * -natural * ratio + decay
        * (-damped * cosCoeff * sin(damped * deltaT) + damped * sinCoeff * cos(damped * deltaT))
    }
    return (displacement + 1, velocity)
  }
}
