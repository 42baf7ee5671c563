import BenchSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The name `--only` matches.
let stressName = "(f) stress frame vs bare SDL loop and Cairo"

/// (f) `stress` frame time against the bare SDL loop and the Cairo loop, on both renderers, with and without the panels and the touchpad receiver.
@MainActor func runStressFrames(_ bench: BenchContext) -> WorkloadOutcome {
  var outcome = WorkloadOutcome()
  let (options, scratch, log) = (bench.options, bench.scratch, bench.log)
  let frames = options.quick ? 120 : 600
  let repetitions = options.repetitions ?? (options.quick ? 1 : 5)
  /// What a row's stress run is paired with.
  enum Peer {
    /// `sdl-bare-loop`: SDL's own fills and one texture per label.
    case bareLoop
    /// `sdl-cairo-loop`: the same frame anti-aliased by Cairo into a streaming texture.
    case cairoLoop
    /// motion-sandbox itself with `MOTION_SANDBOX_TOUCHPAD=off` (the same scene, without the
    /// touchpad gesture receiver).
    case sandboxWithoutTouchpad

    var name: String {
      switch self {
      case .bareLoop: "bare loop"
      case .cairoLoop: "Cairo loop"
      case .sandboxWithoutTouchpad: "receiver off"
      }
    }
    /// What its frame-time line starts with.
    var marker: String {
      switch self {
      case .bareLoop: "sdl-bare-loop:"
      case .cairoLoop: "sdl-cairo-loop:"
      case .sandboxWithoutTouchpad: "motion-sandbox:"
      }
    }
  }
  let cairoLoop =
    options.cairoLoop
    ?? URL(fileURLWithPath: options.bareLoop).deletingLastPathComponent()
    .appendingPathComponent("sdl-cairo-loop").path
  struct Variant {
    let label: String
    /// For both sides.
    let arguments: [String]
    /// For motion-sandbox only.
    var sandboxArguments: [String] = []
    let needsDisplay: Bool
    let countsForBudget: Bool
    var ratioBudget = Budget.stressRatio
    var peer = Peer.bareLoop
    var peerName: String { peer.name }
  }
  let variants = [
    Variant(
      label: "software, X11 window", arguments: ["--renderer", "software"], needsDisplay: true,
      countsForBudget: true),
    Variant(
      label: "software, X11 window", arguments: ["--renderer", "software"], needsDisplay: true,
      countsForBudget: true, ratioBudget: Budget.stressCairoRatio, peer: .cairoLoop),
    Variant(
      label: "OpenGL (llvmpipe), X11 window", arguments: ["--renderer", "opengl", "--no-vsync"],
      needsDisplay: true, countsForBudget: true, ratioBudget: Budget.stressOpenGLRatio),
    Variant(
      label: "software, X11 window, tuning panel + plots", arguments: ["--renderer", "software"],
      sandboxArguments: ["--tuning", "--plots"], needsDisplay: true, countsForBudget: true,
      ratioBudget: Budget.stressWithPanelsRatio),
    Variant(
      label: "OpenGL (llvmpipe), X11 window, tuning panel + plots",
      arguments: ["--renderer", "opengl", "--no-vsync"], sandboxArguments: ["--tuning", "--plots"],
      needsDisplay: true, countsForBudget: true, ratioBudget: Budget.stressWithPanelsRatio),
    Variant(
      label: "software, X11 window, touchpad receiver on vs off",
      arguments: ["--renderer", "software"],
      needsDisplay: true, countsForBudget: true, ratioBudget: Budget.touchpadReceiverRatio,
      peer: .sandboxWithoutTouchpad),
    Variant(
      label: "software, headless (info)", arguments: ["--headless"],
      sandboxArguments: ["--draw-every-frame"], needsDisplay: false,
      countsForBudget: false),
  ]
  var server: XServer?
  if let xvfb = findExecutable("Xvfb") {
    do {
      server = try XServer.start(xvfb: xvfb)
      print("  (f) Xvfb \(server!.display) (1024x768x24) started for the window rows")
    } catch {
      outcome.failures.append("(f): \(error); window rows skipped")
    }
  } else {
    outcome.failures.append("(f): Xvfb not found; window rows skipped")
  }

  struct FrameFigures {
    var median: [Double] = []
    var p99: [Double] = []
    var source = ""
  }

  var rows = [
    [
      "renderer", "driver/renderer", "stress median [min–max] ms", "peer median [min–max] ms",
      "ratio median [min–max]", "ratio budget",
      "< \(format(Budget.stressFrame, 1)) ms",
    ]
  ]
  for variant in variants {
    if variant.needsDisplay && server == nil {
      if variant.countsForBudget {
        outcome.checks.append(
          BudgetCheck(name: "(f) \(variant.label): not measured (no X server)", within: false))
      }
      continue
    }
    print("  running \(stressName): \(variant.label) (peer: \(variant.peerName))")
    let environment = childEnvironment(display: server?.display)
    var ours = FrameFigures()
    var bare = FrameFigures()
    /// The ratio of each repetition in which both sides ran.
    var ratios: [Double] = []
    for repetition in 0..<repetitions {
      // Alternate which side goes first.
      let order = repetition % 2 == 0 ? [true, false] : [false, true]
      var pair: [Bool: Double] = [:]
      for isOurs in order {
        let finished: Finished
        do {
          if isOurs || variant.peer == .sandboxWithoutTouchpad {
            var sideEnvironment = environment
            if !isOurs { sideEnvironment["MOTION_SANDBOX_TOUCHPAD"] = "off" }
            finished = try runProcess(
              options.sandbox,
              ["--scene", "stress", "--frames", "\(frames)", "--screenshot-dir", scratch]
                + variant.arguments + variant.sandboxArguments, environment: sideEnvironment,
              timeout: 300)
          } else {
            finished = try runProcess(
              variant.peer == .cairoLoop ? cairoLoop : options.bareLoop,
              ["--frames", "\(frames)"] + variant.arguments, environment: environment,
              timeout: 300)
          }
        } catch {
          outcome.failures.append("(f) \(variant.label): cannot run: \(error)")
          continue
        }
        let marker = isOurs ? "motion-sandbox:" : variant.peer.marker
        guard finished.status == 0, let figures = FrameTimeLine(finished, marker: marker),
          figures.frames == frames
        else {
          outcome.failures.append(
            "(f) \(variant.label) \(isOurs ? "stress" : variant.peerName) failed (status "
              + "\(finished.status)\(finished.timedOut ? ", timed out" : "")): "
              + (finished.output.split(separator: "\n").suffix(3).joined(separator: " / ")))
          continue
        }
        pair[isOurs] = figures.median
        if isOurs {
          ours.median.append(figures.median)
          ours.p99.append(figures.p99)
          ours.source = figures.source
        } else {
          bare.median.append(figures.median)
          bare.p99.append(figures.p99)
          bare.source = figures.source
        }
        log(
          "    \(variant.label) rep \(repetition + 1)/\(repetitions) "
            + "\(isOurs ? "stress" : variant.peerName) (\(figures.source)): median "
            + "\(figures.median) ms, p99 \(figures.p99) ms, \(format(finished.seconds, 1)) s wall, "
            + "load \(loadAverages().map { format($0[0], 2) } ?? "?")")
      }
      if let oursMedian = pair[true], let bareMedian = pair[false] {
        ratios.append(oursMedian / bareMedian)
      }
    }
    guard !ratios.isEmpty else {
      if variant.countsForBudget {
        outcome.checks.append(
          BudgetCheck(name: "(f) \(variant.label): not measured (runs failed)", within: false))
      }
      continue
    }
    let ratio = median(of: ratios)
    let oursMedian = median(of: ours.median)
    let ratioWithin = ratio <= variant.ratioBudget
    let frameWithin = oursMedian < Budget.stressFrame
    let driver = ours.source == bare.source ? ours.source : "\(ours.source) vs \(bare.source)"
    rows.append([
      "\(variant.label) (peer: \(variant.peerName))", driver, cell(ours.median, 1),
      cell(bare.median, 2), cell(ratios, 2),
      "≤ \(format(variant.ratioBudget, 2))× "
        + (variant.countsForBudget ? yesNo(ratioWithin) : "(\(yesNo(ratioWithin)))"),
      variant.countsForBudget ? yesNo(frameWithin) : "(\(yesNo(frameWithin)))",
    ])
    if variant.countsForBudget {
      outcome.checks.append(
        BudgetCheck(
          name: "(f) \(variant.label): ≤ \(format(variant.ratioBudget, 2))× \(variant.peerName)",
          within: ratioWithin))
      outcome.checks.append(
        BudgetCheck(
          name: "(f) \(variant.label): < \(format(Budget.stressFrame, 1)) ms", within: frameWithin))
    }
  }
  server?.stop()
  print("")
  print(
    "\(stressName): motion-sandbox --scene stress --frames \(frames) at 800x600 against "
      + "sdl-bare-loop (the Cairo row: against sdl-cairo-loop, the same frame anti-aliased with "
      + "Cairo; the receiver row: against itself with MOTION_SANDBOX_TOUCHPAD=off, no gesture "
      + "happening); frame time = events + motion + drawing + present, without pacing sleeps")
  printTable(rows)
  print(
    "runs: \(repetitions) per side and row, \(frames) frames each, the two sides back to back, "
      + "alternating which goes first; a frame-time cell is the median [min–max] over runs of each "
      + "run's median frame time (motion-sandbox prints 0.1 ms); the ratio is taken per run pair "
      + "and the budget is judged on its median; the headless row (in parentheses) is "
      + "information, not a budget row")
  print("")
  return outcome
}
