import MaterialMotion

/// An easing as `fit --easing` takes it: `cubic-bezier(x1, y1, x2, y2)`, a keyword (`ease`,
/// `ease-in`, `ease-out`, `ease-in-out`, `linear`), an easing preset (`m3.easing.emphasized`), or
/// `linear(...)` (CSS Easing Functions Level 2: points with optional percentages, missing
/// percentages spread evenly between their neighbours, straight lines between them).
enum FitEasing {
  /// The easing's progress at each input from 0 to 1.
  ///
  /// - Throws: ``SandboxError`` saying what is wrong with `text`, in one line.
  static func parse(_ text: String) throws -> (Double) -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if let preset = MotionPreset.named("css.\(trimmed)")?.easing
      ?? MotionPreset.named(trimmed)?
      .easing
    {
      return { preset.value(at: $0) }
    }
    if let arguments = arguments(of: "cubic-bezier", in: trimmed) {
      let numbers = arguments.compactMap(number)
      guard numbers.count == 4, arguments.count == 4 else {
        throw SandboxError("--easing \(text): cubic-bezier takes four numbers, x1, y1, x2, y2")
      }
      guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
        throw SandboxError("--easing \(text): x1 and x2 of cubic-bezier must be from 0 to 1")
      }
      let easing = Easing(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
      return { easing.value(at: $0) }
    }
    if let arguments = arguments(of: "linear", in: trimmed) {
      return try linear(arguments, text: text)
    }
    throw SandboxError(
      "--easing \(text): not an easing; give cubic-bezier(x1, y1, x2, y2), ease, ease-in, ease-out, ease-in-out, linear, linear(...) or an easing preset (--list-presets)"
    )
  }

  /// The comma-separated arguments of `name(...)`, nil when `text` is not that call.
  private static func arguments(of name: String, in text: String) -> [String]? {
    guard text.hasPrefix(name + "("), text.hasSuffix(")") else { return nil }
    let inside = text.dropFirst(name.count + 1).dropLast()
    return inside.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  /// A finite decimal number.
  private static func number(_ text: String) -> Double? {
    guard ParameterAssignments.isDecimal(text), let value = Double(text), value.isFinite else {
      return nil
    }
    return value
  }

  /// `linear(...)`'s points as the function CSS plays.
  private static func linear(_ arguments: [String], text: String) throws -> (Double) -> Double {
    var points: [(output: Double, input: Double?)] = []
    for argument in arguments {
      let parts = argument.split(separator: " ").map(String.init)
      guard let output = parts.first.flatMap(number), parts.count <= 3 else {
        throw SandboxError("--easing \(text): \"\(argument)\" is not a number with percentages")
      }
      var inputs: [Double] = []
      for part in parts.dropFirst() {
        guard part.hasSuffix("%"), let percent = number(String(part.dropLast())) else {
          throw SandboxError("--easing \(text): \"\(part)\" is not a percentage")
        }
        inputs.append(percent / 100)
      }
      if inputs.isEmpty { points.append((output, nil)) }
      for input in inputs { points.append((output, input)) }
    }
    guard points.count >= 2 else {
      throw SandboxError("--easing \(text): linear() needs at least two points")
    }
    // The spec's fill-in: the first at 0 and the last at 1 unless given, each input at least the
    // largest before it, and runs of missing inputs spread evenly between their neighbours.
    if points[0].input == nil { points[0].input = 0 }
    if points[points.count - 1].input == nil { points[points.count - 1].input = 1 }
    var largest = 0.0
    for index in points.indices {
      if let input = points[index].input {
        largest = max(largest, input)
        points[index].input = largest
      }
    }
    var index = 1
    while index < points.count {
      guard points[index].input == nil else {
        index += 1
        continue
      }
      var end = index
      while points[end].input == nil { end += 1 }
      let (from, to) = (points[index - 1].input!, points[end].input!)
      for fill in index..<end {
        points[fill].input = from + (to - from) * Double(fill - index + 1) / Double(end - index + 1)
      }
      index = end
    }
    let knots = points.map { (x: $0.input!, y: $0.output) }
    return { x in
      if x <= knots[0].x { return knots[0].y }
      // The last point whose input is at most x, and the line to the next.
      guard let last = knots.lastIndex(where: { $0.x <= x }), last + 1 < knots.count else {
        return knots[knots.count - 1].y
      }
      let (a, b) = (knots[last], knots[last + 1])
      return b.x > a.x ? a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x) : b.y
    }
  }
}
