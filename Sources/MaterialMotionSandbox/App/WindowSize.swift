import ArgumentParser

/// `WIDTHxHEIGHT`, e.g. `800x600`: the value of `--size`, 100 to 8,192 points per side.
struct WindowSize: ExpressibleByArgument, Sendable {
  let width: Int
  let height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Parses `--size`, throwing a message that says what is wrong with the value.
  static func parse(_ argument: String) throws -> WindowSize {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
      throw ValidationError(
        "it must be WIDTHxHEIGHT in whole points, e.g. 800x600")
    }
    guard w > 0, h > 0 else {
      throw ValidationError("it must be positive: 100 to 8192 points a side")
    }
    guard (100...8192).contains(w), (100...8192).contains(h) else {
      throw ValidationError("it must be 100 to 8192 points a side")
    }
    return WindowSize(width: w, height: h)
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (100...8192).contains(w),
      (100...8192).contains(h)
    else { return nil }
    self.init(width: w, height: h)
  }
}
