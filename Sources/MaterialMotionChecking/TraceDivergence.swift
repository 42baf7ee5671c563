/// Where a trace first differs from its golden, beyond the tolerance: the frame, the key, the
/// expected value and the one this run produced. Its ``description`` is the line a failure
/// shows: `frame 57, square.scale: expected 1.4200, got 1.3875 (tolerance 0.0001)`.
public struct TraceDivergence: Sendable, Equatable, Codable, CustomStringConvertible {
  /// The first frame that differs.
  public var frame: Int
  /// The key that differs there (the first in the frame's order), or nil when the traces differ
  /// in their header or length.
  public var key: String?
  /// The golden's value (nil: the key did not exist there).
  public var expected: MotionTrace.Value?
  /// This run's value (nil: the key does not exist here).
  public var actual: MotionTrace.Value?
  /// The tolerance numbers were compared with.
  public var tolerance: Double
  /// A difference in what was replayed or how long it ran, when that is what differs.
  public var note: String?
  /// Parameters that differ between the golden and this run (`spring.stiffness 342 in the
  /// golden, 900 here`): said after the divergence, which they likely explain.
  public var context: String?
  /// Every key that differs in some frame (the first divergence's first), at most
  /// ``maximumPlottedKeys``: the curves worth plotting.
  public var divergingKeys: [String]

  /// The most keys ``divergingKeys`` lists.
  public static let maximumPlottedKeys = 6

  /// The line a failure shows: `frame 57, square.scale: expected 1.4200, got 1.3875
  /// (tolerance 0.0001)`, or the ``note``.
  public var description: String {
    if let note { return note }
    let key = self.key ?? "?"
    return
      "frame \(frame), \(key): expected \(Self.describe(expected)), got \(Self.describe(actual)) (tolerance \(MotionTrace.format(tolerance)))"
      + (context.map { "; \($0)" } ?? "")
  }

  private static func describe(_ value: MotionTrace.Value?) -> String {
    value.map { "\($0)" } ?? "nothing (not in the frame)"
  }
}

extension MotionTrace {
  /// Compares this trace with `golden`: nil when every frame has the same keys, every number is
  /// within `tolerance` of the golden's and every text is the same; otherwise the first
  /// divergence, with the keys that diverge later on too.
  public func firstDivergence(from golden: MotionTrace, tolerance: Double = 0.0001)
    -> TraceDivergence?
  {
    if let note = headerDifference(from: golden) {
      return TraceDivergence(
        frame: 0, key: nil, expected: nil, actual: nil, tolerance: tolerance, note: note,
        context: nil, divergingKeys: [])
    }
    let context = parameterDifference(from: golden)
    var first: TraceDivergence?
    var diverging: [String] = []
    var expectedState: [String: Value] = [:]
    var actualState: [String: Value] = [:]
    for index in 0..<min(frames.count, golden.frames.count) {
      var touched: [String] = []
      for change in golden.frames[index].changes {
        expectedState[change.key] = change.value
        touched.append(change.key)
      }
      for change in frames[index].changes {
        actualState[change.key] = change.value
        touched.append(change.key)
      }
      for key in touched
      where !Self.matches(expectedState[key], actualState[key], tolerance: tolerance) {
        if first == nil {
          first = TraceDivergence(
            frame: index, key: key, expected: expectedState[key], actual: actualState[key],
            tolerance: tolerance, note: nil, context: context, divergingKeys: [])
        }
        if !diverging.contains(key) { diverging.append(key) }
        if diverging.count >= TraceDivergence.maximumPlottedKeys { break }
      }
      if diverging.count >= TraceDivergence.maximumPlottedKeys { break }
    }
    if var first {
      first.divergingKeys = diverging
      return first
    }
    guard frames.count == golden.frames.count else {
      let shorter = min(frames.count, golden.frames.count)
      return TraceDivergence(
        frame: shorter, key: nil, expected: nil, actual: nil, tolerance: tolerance,
        note:
          "frame \(shorter): the golden has \(golden.frames.count) frames, this run \(frames.count) (the frames before match)",
        context: context, divergingKeys: [])
    }
    return nil
  }

  /// What differs in the header that makes the traces incomparable (scene, size, frame rate),
  /// for a person.
  private func headerDifference(from golden: MotionTrace) -> String? {
    let a = header
    let b = golden.header
    if a.scene != b.scene {
      return "the golden was recorded in scene \(b.scene), this run is in \(a.scene)"
    }
    if a.width != b.width || a.height != b.height || a.fps != b.fps {
      return
        "the golden was recorded at \(b.width)×\(b.height), \(Self.format(b.fps)) fps; this run is \(a.width)×\(a.height), \(Self.format(a.fps)) fps"
    }
    return nil
  }

  /// The parameters that differ from the golden's, for a person; nil when none does.
  private func parameterDifference(from golden: MotionTrace) -> String? {
    let a = header.parameters
    let b = golden.header.parameters
    guard a != b else { return nil }
    let names = Set(a.keys).union(b.keys).sorted().filter { a[$0] != b[$0] }
    let listed = names.map { name in
      "\(name) \(b[name].map(Self.shortFormat) ?? "unset") in the golden, \(a[name].map(Self.shortFormat) ?? "unset") here"
    }
    return "parameters differ: " + listed.joined(separator: ", ")
  }

  /// Whether two values agree: numbers within `tolerance` each (NaN matches NaN), texts equal.
  static func matches(_ a: Value?, _ b: Value?, tolerance: Double) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (.numbers(let x)?, .numbers(let y)?):
      guard x.count == y.count else { return false }
      for (p, q) in zip(x, y) {
        if p.isNaN && q.isNaN { continue }
        if p == q { continue }
        if !(abs(p - q) <= tolerance + 1e-9) { return false }
      }
      return true
    case (.text(let x)?, .text(let y)?): return x == y
    default: return false
    }
  }
}
