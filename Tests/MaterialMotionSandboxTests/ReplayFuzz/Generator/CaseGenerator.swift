@testable import MaterialMotionSandbox

/// Makes one case: an asset chosen and mutated by a generator seeded with the run's seed and the
/// case's number (so any case can be made again alone).
struct CaseGenerator {
  private var random: SplitMixRandom
  private let index: Int
  private let assets: [[String]]

  init(seed: UInt64, index: Int, assets: [[String]]) {
    random = SplitMixRandom(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
    self.index = index
    self.assets = assets
  }

  /// The recording's text, and the `--fps` to replay it at (nil: the recording's own).
  mutating func makeCase() -> (text: String, fps: Int?) {
    var lines = assets.randomElement(using: &random)!
    if lines.first?.contains(#""scene":"stress""#) == true && random.chance(0.67) {
      // The stress scene costs ten times what the others do per frame: a third as often.
      lines = assets.randomElement(using: &random)!
    }
    var trailingNewline = true
    if index % 500 == 250 {
      // A few cases: thousands of events at one time.
      lines = Self.bulkCase(lines, kind: index / 500 % 4)
    } else if random.chance(0.45) {
      // Mutations that keep the recording valid (values at the edges of their ranges, bursts,
      // times squeezed together): these reach the replay.
      Self.editField(&lines[0], key: "version", &random) { _, _, _ in "2" }
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        Self.mutateKeepingValid(&lines, trailingNewline: &trailingNewline, &random)
      }
    } else {
      let mutations = 1 + (random.chance(0.5) ? 0 : Int.random(in: 1...4, using: &random))
      for _ in 0..<mutations {
        Self.mutate(&lines, trailingNewline: &trailingNewline, &random)
      }
    }
    let fps: Int? = random.chance(0.5) ? nil : [1, 2, 5, 1000].randomElement(using: &random)!
    return (lines.joined(separator: "\n") + (trailingNewline ? "\n" : ""), fps)
  }

  static func bulkCase(_ lines: [String], kind: Int) -> [String] {
    var out = [lines[0]]
    switch kind {
    case 0:
      // 70,000 mouse motions at one time (more than SDL's queue holds).
      for i in 0..<70_000 {
        out.append(#"{"t":0.1,"type":"mouse.motion","x":\#(i % 800),"y":300,"mods":[]}"#)
      }
    case 1:
      // 500 scene switches at one time.
      for i in 0..<500 {
        out.append(#"{"t":0.1,"type":"key.down","key":"\#(i % 9 + 1)","mods":[]}"#)
        out.append(#"{"t":0.1,"type":"key.up","key":"\#(i % 9 + 1)","mods":[]}"#)
      }
    case 2:
      // 20,000 ctrl + wheel steps of the largest delta at one time.
      out.append(#"{"t":0.1,"type":"mouse.motion","x":400,"y":300,"mods":["ctrl"]}"#)
      for _ in 0..<20_000 {
        out.append(
          #"{"t":0.1,"type":"mouse.wheel","x":400,"y":300,"dx":0,"dy":10000,"mods":["ctrl"]}"#)
      }
    default:
      // 30,000 finger, touchpad and multigesture events at one time.
      for i in 0..<10_000 {
        out.append(#"{"t":0,"type":"finger.down","finger":\#(i),"x":0.5,"y":0.5}"#)
        out.append(
          #"{"t":0,"type":"touchpad.pinch","phase":"update","source":"xi2","fingers":2,"scale":100,"rotation":360,"x":400,"y":300,"cancelled":false}"#
        )
        out.append(
          #"{"t":0,"type":"multigesture","x":0.5,"y":0.5,"dDist":100,"dTheta":100,"fingers":2}"#)
      }
    }
    return out
  }
}
