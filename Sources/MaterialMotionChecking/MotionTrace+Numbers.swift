extension MotionTrace {
  /// A traced value's numbers: x and y of a position, width and height of a size, one for a
  /// scale, a rotation or an opacity, any number for a stream's value.
  ///
  /// One or two numbers, which is nearly every value a trace holds, are kept in the value itself
  /// with no array allocated, so tracing a thousand moving elements a frame allocates nothing
  /// per value. It is a random-access collection of `Double`, written like an array:
  /// `.numbers([x, y])`.
  public struct Numbers: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Hashable,
    Codable
  {
    /// The first two numbers, when there are at most two.
    private let first: Double
    private let second: Double
    /// How many numbers there are, when at most two (otherwise `overflow` holds them all).
    private let inlineCount: Int
    /// Every number, when there are more than two; empty otherwise.
    private let overflow: [Double]

    /// The numbers of `values`, in order.
    public init(_ values: some Sequence<Double>) {
      let all = Array(values)
      if all.count <= 2 {
        first = all.first ?? 0
        second = all.count == 2 ? all[1] : 0
        inlineCount = all.count
        overflow = []
      } else {
        first = 0
        second = 0
        inlineCount = 0
        overflow = all
      }
    }

    /// The numbers as a JSON array (how `check`'s workers hand a result to the run).
    public init(from decoder: Decoder) throws {
      self.init(try decoder.singleValueContainer().decode([Double].self))
    }

    /// Writes the numbers as an array.
    public func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(Array(self))
    }

    /// One number.
    public init(_ value: Double) {
      first = value
      second = 0
      inlineCount = 1
      overflow = []
    }

    /// Two numbers: x and y, width and height.
    public init(_ x: Double, _ y: Double) {
      first = x
      second = y
      inlineCount = 2
      overflow = []
    }

    /// The numbers listed.
    public init(arrayLiteral elements: Double...) {
      switch elements.count {
      case 1: self.init(elements[0])
      case 2: self.init(elements[0], elements[1])
      default: self.init(elements)
      }
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// How many numbers there are.
    public var endIndex: Int { overflow.isEmpty ? inlineCount : overflow.count }

    /// The number at `index` (from 0).
    public subscript(index: Int) -> Double {
      if !overflow.isEmpty { return overflow[index] }
      precondition(index >= 0 && index < inlineCount, "MotionTrace.Numbers index out of range")
      return index == 0 ? first : second
    }

    /// Whether both hold the same numbers in the same order (NaN differs from NaN, as in an
    /// array).
    public static func == (a: Numbers, b: Numbers) -> Bool {
      a.count == b.count && a.elementsEqual(b)
    }

    /// Hashes the numbers in order.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(count)
      for number in self { hasher.combine(number) }
    }
  }
}
