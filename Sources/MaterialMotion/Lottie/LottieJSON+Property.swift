extension LottieJSON {
  /// Appends an animatable property of `values` (`dimensions` numbers a frame) at `times`
  /// (frames): a static value when every frame is within `tolerance` of the first, else the
  /// fewest keyframes within `tolerance` (``KeyframeReduction``).
  ///
  /// - Parameters:
  ///   - times: each frame's time, in the animation's frames.
  ///   - values: the numbers of each frame, one frame after another.
  ///   - dimensions: how many numbers a frame has.
  ///   - tolerance: the largest difference allowed in any dimension.
  ///   - array: whether a static value is an array (a vector, a colour) rather than a number.
  ///   - decimals: how many decimals values are written with (3 or fewer).
  ///   - bounded: whether the values have a range that the curve must not leave between
  ///     keyframes (an opacity, a colour): straight segments only.
  mutating func property(
    times: ArraySlice<Double>, values: [Double], dimensions: Int, tolerance: Double,
    array: Bool, decimals: Int = 3, bounded: Bool = false
  ) {
    let keys = KeyframeReduction.reduce(
      times: Array(times), values: values, dimensions: dimensions, tolerance: tolerance,
      eased: !bounded)
    let start = times.startIndex
    func value(_ index: Int) {
      numbers(values[(index * dimensions)..<((index + 1) * dimensions)], decimals: decimals)
    }
    if keys.count == 1 {
      raw("{\"a\":0,\"k\":")
      if array || dimensions > 1 {
        value(0)
      } else {
        number(values[0], decimals: decimals)
      }
      raw("}")
      return
    }
    raw("{\"a\":1,\"k\":[")
    for (position, key) in keys.enumerated() {
      raw("{\"t\":")
      number(times[start + key.index])
      raw(",\"s\":")
      value(key.index)
      if position < keys.count - 1 {
        easing(key.easing)
      }
      raw(position < keys.count - 1 ? "}," : "}")
    }
    raw("]}")
  }

  /// Appends a mask's path property: `outlines` holds ``LottieOutline/count`` numbers a frame.
  mutating func path(times: ArraySlice<Double>, outlines: [Double], tolerance: Double) {
    let dimensions = LottieOutline.count
    let keys = KeyframeReduction.reduce(
      times: Array(times), values: outlines, dimensions: dimensions, tolerance: tolerance)
    func bezier(_ index: Int) {
      let base = index * dimensions
      raw("{\"c\":true")
      for (name, offset) in [("v", 0), ("i", 16), ("o", 32)] {
        raw(",\"\(name)\":[")
        for vertex in 0..<8 {
          if vertex > 0 { raw(",") }
          numbers(outlines[(base + offset + 2 * vertex)..<(base + offset + 2 * vertex + 2)])
        }
        raw("]")
      }
      raw("}")
    }
    if keys.count == 1 {
      raw("{\"a\":0,\"k\":")
      bezier(0)
      raw("}")
      return
    }
    raw("{\"a\":1,\"k\":[")
    for (position, key) in keys.enumerated() {
      raw("{\"t\":")
      number(times[times.startIndex + key.index])
      raw(",\"s\":[")
      bezier(key.index)
      raw("]")
      if position < keys.count - 1 {
        // Paths are interpolated vertex by vertex; the reduction's easing applies to all.
        easing(key.easing)
      }
      raw(position < keys.count - 1 ? "}," : "}")
    }
    raw("]}")
  }

  /// Appends a keyframe's out and in tangents for `easing`.
  private mutating func easing(_ easing: KeyframeReduction.Easing) {
    switch easing {
    case .linear:
      raw(",\"o\":{\"x\":0,\"y\":0},\"i\":{\"x\":1,\"y\":1}")
    case .hold:
      raw(",\"h\":1")
    case .eased(let out, let into):
      raw(",\"o\":{\"x\":0.3333,\"y\":")
      number(out, decimals: 5)
      raw("},\"i\":{\"x\":0.6667,\"y\":")
      number(into, decimals: 5)
      raw("}")
    case .bezier(let outX, let outY, let inX, let inY):
      raw(",\"o\":{\"x\":")
      number(outX, decimals: 4)
      raw(",\"y\":")
      number(outY, decimals: 4)
      raw("},\"i\":{\"x\":")
      number(inX, decimals: 4)
      raw(",\"y\":")
      number(inY, decimals: 4)
      raw("}")
    }
  }
}
