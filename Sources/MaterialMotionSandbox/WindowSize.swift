import ArgumentParser

/// `WIDTHxHEIGHT`, e.g. `800x600`: the value of `--size`, 100 to 8,192 points per side.
struct WindowSize: ExpressibleByArgument, Sendable {
  let width: Int
  let height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (100...8192).contains(w),
      (100...8192).contains(h)
    else { return nil }
    self.init(width: w, height: h)
  }
}
