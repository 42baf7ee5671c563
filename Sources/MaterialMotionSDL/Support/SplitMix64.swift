/// A small deterministic random generator (SplitMix64): the same numbers on every machine and
/// Swift version (the system generator cannot be seeded), so a seed names a sequence for good:
/// the stress scene's motion, the timeline benchmark's input, the replay fuzz tests' cases.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence `seed` names.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The next number in 0..<1 (the top 53 bits of ``next()``).
  public mutating func unit() -> Double {
    Double(next() >> 11) / Double(1 << 53)
  }
}
