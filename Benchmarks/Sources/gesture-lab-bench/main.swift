import BenchSupport
import Foundation
import SandboxBenchmarkSupport

// gesture-lab-bench: issue 23's statistics budget. Touchpad gestures at 1 kHz (an event every
// millisecond, pinches and swipes in turn) are replayed headless in the gesture-lab scene at 60
// fps, every frame drawn (software renderer); then the lab's statistics alone take the same
// events and frames in the same process, with the view refreshed as the scene refreshes it.
// Budget: the statistics' median cost per frame under 5 % of the scene's median frame.

@MainActor
func run() throws {
  let arguments = BenchArguments()
  let name = "(r) gesture-lab statistics at 1 kHz"
  guard arguments.selects(name) else { return }
  let repetitions = arguments.repetitions ?? (arguments.quick ? 1 : 3)
  let seconds = arguments.quick ? 20.0 : 60.0
  let others = OtherCPUMeter()
  print("  running \(name)")
  var frames: [Double] = []
  var statistics: [Double] = []
  var shares: [Double] = []
  var events = 0
  for _ in 0..<repetitions {
    let result = try GestureLabProbe.run(seconds: seconds)
    events = result.events
    frames.append(median(of: result.frameMilliseconds))
    // Per frame: the mean, which counts the frames that refresh the view at their share.
    let perFrame =
      result.statisticsMilliseconds.reduce(0, +)
      / Double(max(result.statisticsMilliseconds.count, 1))
    statistics.append(perFrame)
    shares.append(perFrame / frames.last! * 100)
  }
  let within = median(of: shares) < 5
  print("")
  print(
    "\(name): \(events) events over \(Int(seconds)) s replayed in gesture-lab at 60 fps "
      + "(headless, software renderer, 800 × 600, every frame drawn); median [min–max] over "
      + "\(repetitions) runs")
  printTable([
    ["scene frame ms (median)", "statistics ms per frame (mean)", "share of the frame"],
    [spread(frames, 3), spread(statistics, 4), spread(shares, 2) + " %" + (within ? "" : " OVER")],
  ])
  print("budget: statistics < 5 % of the frame time: \(within ? "within" : "OVER")")
  for line in describeOthers(others.othersCores(), what: "gesture-lab-bench") { print(line) }
  arguments.logBudgets(["\(within ? "within" : "over") \(name) < 5 % of the frame"])
  if !within && arguments.strict { exit(1) }
}

MainActor.assumeIsolated {
  do {
    try run()
  } catch {
    print("gesture-lab-bench: \(error)")
    exit(1)
  }
}
