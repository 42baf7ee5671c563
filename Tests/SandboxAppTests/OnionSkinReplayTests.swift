import Foundation
import SandboxTestSupport
import Testing

/// `--onion N`: a headless replay's final frame shows ghosts of the square where it was in
/// earlier frames, fainter the older they are, beneath the frame; without the flag there are
/// none; a bad value is one line and status 64 (2 for `check`).
@Suite struct OnionSkinReplayTests {
  /// The frame the replays stop at, just after the throw; ghosts every second frame before it
  /// lie along the drag, 20 pt apart.
  let last = 70
  let step = 2
  /// A small square, so that each ghost has pixels no other ghost covers.
  let small = ["--set", "square.size=40"]
  let background = 250.0
  let violet = (r: 98.0, g: 0.0, b: 238.0)

  /// The centre of the violet square in `frame`, in pixels (the centre of its pixels weighted
  /// by how much of each it covers), looked for below the hint lines and above the strip.
  func squareCentre(_ frame: Frame) -> (x: Double, y: Double) {
    var (sum, sx, sy) = (0.0, 0.0, 0.0)
    for y in 50..<540 {
      for x in 0..<frame.width {
        let (r, g, _) = frame.rgb(x, y)
        let c = (2 * background - Double(r) - Double(g)) / (2 * background - violet.r - violet.g)
        guard c > 0.002 else { continue }
        sum += c
        sx += c * (Double(x) + 0.5)
        sy += c * (Double(y) + 0.5)
      }
    }
    return (sx / sum, sy / sum)
  }

  @Test func ghostsLieAlongThePathFainterTheOlderTheyAre() throws {
    let recording = AppHarness.asset("tossable-toss.jsonl")
    let frames = ["--frames", "\(last + 1)"]
    let plain = try HeadlessReplay(recording, capturingFrames: true, arguments: small + frames)
    let onion = try HeadlessReplay(
      recording, arguments: small + frames + ["--onion", "4", "--onion-step", "\(step)"])
    let shown = try plain.frame(last)
    let withGhosts = try onion.finalFrame()
    // Where the square was in the last frame and 1 to 4 steps before it.
    let centres = try (0...4).map { try squareCentre(plain.frame(last - step * $0)) }
    var tints: [(ghost: Int, tint: Double)] = []
    for ghost in 1...4 {
      // A pixel of this ghost's square that no other square (ghost or the square itself)
      // covers, anti-aliased edges included.
      let centre = centres[ghost]
      let pixels = (-18...18).flatMap { dy in
        (-18...18).map { dx in (x: Int(centre.x) + dx, y: Int(centre.y) + dy) }
      }
      guard
        let (x, y) = pixels.first(where: { pixel in
          centres.indices.allSatisfy { other in
            other == ghost
              || max(
                abs(Double(pixel.x) + 0.5 - centres[other].x),
                abs(Double(pixel.y) + 0.5 - centres[other].y)) > 22
          }
        })
      else { continue }
      let (_, green, _) = withGhosts.rgb(x, y)
      let opacity = 0.5 * Double(5 - ghost) / 4
      let expected = background + (violet.g - background) * opacity
      #expect(
        abs(Double(green) - expected) <= 6,
        "ghost \(ghost) at (\(x), \(y)): green \(green), expected \(expected)")
      #expect(shown.matches((250, 250, 250), at: x, y, tolerance: 2), "no ghost without --onion")
      tints.append((ghost, background - Double(green)))
    }
    #expect(tints.count >= 3, "ghosts clear of the others: \(tints.map(\.ghost)) of \(centres)")
    for (newer, older) in zip(tints, tints.dropFirst()) {
      #expect(newer.tint > older.tint, "ghost \(older.ghost) is fainter than \(newer.ghost)")
    }
    // The frame itself is drawn over the ghosts, as without them.
    let now = (Int(centres[0].x), Int(centres[0].y))
    #expect(shown.rgb(now.0, now.1) == withGhosts.rgb(now.0, now.1))
  }

  @Test func checkDrawsWhatItComparesWithGhostsOnlyWhenAsked() throws {
    let artifacts = AppHarness.temporaryDirectory("onion-check")
    let goldens = AppHarness.temporaryDirectory("onion-goldens")
    let check = [
      "check", "--replay", AppHarness.asset("tossable-toss.jsonl"), "--goldens", goldens,
      "--artifacts", artifacts,
    ]
    // Goldens of frame 75 (the square thrown 5 frames before), drawn as check draws by default,
    // in a folder of this test's (so also where CI=true, which forbids writing goldens).
    let recorded = try AppHarness.sandbox(
      check + ["--record", "all", "--frames", "75"], environment: ["CI": "false"])
    #expect(recorded.status == 0, "\(recorded.stdout) \(recorded.stderr)")
    let plain = try AppHarness.sandbox(check + ["--record", "never"])
    #expect(plain.status == 0, "without --onion the frames match: \(plain.stdout)")
    let onion = try AppHarness.sandbox(check + ["--record", "never", "--onion", "8"])
    #expect(onion.status == 1)
    #expect(onion.stdout.contains("FAIL tossable-toss: frame 75"), "\(onion.stdout)")
    let actual = try Frame(path: "\(artifacts)/tossable-toss/frame-75.actual.png")
    let expected = try Frame(path: "\(artifacts)/tossable-toss/frame-75.expected.png")
    // The ghosts: pixels of the page in the golden, a paler violet in the frame reported.
    var ghostly = 0
    for y in 50..<540 {
      for x in 0..<actual.width where expected.matches((250, 250, 250), at: x, y, tolerance: 2) {
        let (r, g, b) = actual.rgb(x, y)
        if g < 220, b > r, b > 200 { ghostly += 1 }
      }
    }
    #expect(ghostly > 2_000, "ghost pixels in the reported frame: \(ghostly)")
  }

  @Test func aBadOnionValueIsOneLineAndStatus64() throws {
    for (arguments, text) in [
      (["--onion", "0"], "--onion must be from 1 to 64 ghosts (got 0)"),
      (["--onion", "65"], "--onion must be from 1 to 64 ghosts (got 65)"),
      (["--onion", "many"], "--onion"),
      (["--onion", "8", "--onion-step", "61"], "--onion-step must be from 1 to 60 frames"),
      (["--onion-step", "2"], "give --onion too"),
    ] {
      let result = try AppHarness.sandbox(arguments + ["--headless"])
      #expect(result.status == 64, "\(arguments)")
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1, "one line: \(result.stderr)")
      #expect(lines.first?.hasPrefix("motion-sandbox: error: ") == true, "\(result.stderr)")
      #expect(lines.first?.contains(text) == true, "\(result.stderr)")
      #expect(lines.first?.hasSuffix("see motion-sandbox --help") == true, "\(result.stderr)")
    }
    let check = try AppHarness.sandbox([
      "check", "--replay", AppHarness.asset("tossable-toss.jsonl"), "--goldens",
      AppHarness.temporaryDirectory("onion-goldens"), "--onion", "65",
    ])
    #expect(check.status == 64)
    let lines = check.stderr.split(separator: "\n")
    #expect(lines.count == 1, "one line: \(check.stderr)")
    #expect(lines.first?.contains("--onion must be from 1 to 64 ghosts (got 65)") == true)
  }
}
