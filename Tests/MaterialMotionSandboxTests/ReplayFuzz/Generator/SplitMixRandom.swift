import MaterialMotionSDL

@testable import MaterialMotionSandbox

/// The fuzz cases' generator: the sandbox's own SplitMix64, so a seed names a case for good.
typealias SplitMixRandom = SplitMix64

extension SplitMix64 {
  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}
