import BenchSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// app-bench: the app-level workloads of Benchmarks/run.sh, measured by running the release
// motion-sandbox and the peers as processes and reading what they print.
//
//   (f) stress frame time in a window (software, OpenGL/llvmpipe; headless as information)
//       against sdl-bare-loop drawing the same squares and labels, in the same run, and the
//       software frame against sdl-cairo-loop drawing them anti-aliased with Cairo
//   (g) capture at 1280x720 and 1920x1080 (and 960x540 at --pixel-scale 2) from the stress scene
//       against IMG_SavePNG on one background thread at the same size
//   (h) headless replay speed of the default scene's recorded pinch, as a whole process
//   (l) the CPU a paused window uses, against the same window running
//   (m) photo-album frame time with 100 photos in a window (software, OpenGL/llvmpipe) against
//       sdl-image-grid drawing the same textures on the same grid (PhotoAlbum.swift), and the
//       album with its photos at elevation 2 against the same without shadows
//       (PhotoAlbumShadows.swift)
//   (n) `motion-sandbox check` of every recording against its trace golden, and the in-process
//       replay's speed against a whole process; (o) a failing check's files and report
//       (MotionCheckWorkload.swift)
//   (p) compare mode's frame time against the same scene in one pane (CompareWorkload.swift)
//   (s) the stress frame with 1,000, 5,000 and 10,000 squares, per 1,000 squares, in a window
//       (software, OpenGL/llvmpipe) (StressScaling.swift)

let usage = """
  usage: app-bench --sandbox PATH --bare-loop PATH --png-peer PATH [--replay FILE]
                   [--cairo-loop PATH] [--image-grid PATH] [--repository DIR] [--quick]
                   [--repetitions N] [--only TEXT] [--verbose] [--strict] [--budget-log FILE]
    --sandbox PATH      the release motion-sandbox (run.sh builds it with --scratch-path
                        .build-benchsdl)
    --bare-loop PATH    sdl-bare-loop, the peer of (f)
    --cairo-loop PATH   sdl-cairo-loop, the anti-aliased peer of (f) (default: beside
                        --bare-loop)
    --png-peer PATH     png-save-peer, the peer of (g)
    --replay FILE       the recording (h) replays (default: assets/replays/
                        scalable-two-finger-pinch.jsonl next to the sandbox's package)
    --image-grid PATH   sdl-image-grid, the peer of (m) (default: beside --bare-loop)
    --repository DIR    the repository whose assets/images (m) shows; its runs start there
                        (default: the sandbox's package)
    --quick             fewer frames, one repetition: a smoke run
    --repetitions N     runs per side and row (default 5; 1 or 2 with --quick)
    --only TEXT         run only the workloads whose name contains TEXT, e.g. "(g)"
    --verbose           print every run's figures
    --strict            exit with status 1 when a budget is missed
    --budget-log FILE   append one line per budget ("within NAME" or "over NAME") to FILE
  """

struct Options {
  var sandbox = ""
  var bareLoop = ""
  var pngPeer = ""
  var replay: String?
  var cairoLoop: String?
  var imageGrid: String?
  var repository: String?
  var quick = false
  var repetitions: Int?
  var only: String?
  var verbose = false
  var strict = false
  var budgetLog: String?
}

func parseOptions() -> Options {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst().makeIterator()
  func value() -> String {
    guard let text = arguments.next() else {
      print(usage)
      exit(2)
    }
    return text
  }
  while let argument = arguments.next() {
    switch argument {
    case "--sandbox": options.sandbox = value()
    case "--bare-loop": options.bareLoop = value()
    case "--png-peer": options.pngPeer = value()
    case "--replay": options.replay = value()
    case "--cairo-loop": options.cairoLoop = value()
    case "--image-grid": options.imageGrid = value()
    case "--repository": options.repository = value()
    case "--quick": options.quick = true
    case "--repetitions":
      guard let n = Int(value()), n > 0 else {
        print(usage)
        exit(2)
      }
      options.repetitions = n
    case "--only": options.only = value()
    case "--verbose": options.verbose = true
    case "--strict": options.strict = true
    case "--budget-log": options.budgetLog = value()
    case "-h", "--help":
      print(usage)
      exit(0)
    default:
      print("unknown argument \(argument)\n\(usage)")
      exit(2)
    }
  }
  if options.sandbox.isEmpty || options.bareLoop.isEmpty || options.pngPeer.isEmpty {
    print(usage)
    exit(2)
  }
  return options
}

/// One budget check, for the summary line and `--budget-log`.
struct BudgetCheck {
  let name: String
  let within: Bool
}

/// Median of `values` (mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

/// The width and height in the header of the PNG file at `path`, or nil when it is none.
func pngSize(_ path: String) -> (Int, Int)? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  // The 8-byte signature, then the IHDR chunk: length, "IHDR", width and height (big-endian).
  var header = [UInt8](repeating: 0, count: 24)
  guard fread(&header, 1, header.count, file) == header.count,
    header[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
    header[12..<16].elementsEqual("IHDR".utf8)
  else { return nil }
  func bigEndian(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
  return (bigEndian(16), bigEndian(20))
}

/// The budgets of the app workloads in this file (see Benchmarks/README.md).
enum Budget {
  /// (f): stress frame median / bare loop median, software renderer (issue 12).
  static let stressRatio = 1.15
  /// (f): stress frame median / bare loop median, OpenGL (llvmpipe) (issue 30; 1.15 before).
  static let stressOpenGLRatio = 1.0
  /// (f): stress frame median / the Cairo loop's median, software renderer (issue 30: the app's
  /// anti-aliased frame at or under a plain Cairo program's).
  static let stressCairoRatio = 1.0
  /// (f): the stress frame median, ms.
  static let stressFrame = 16.7
  /// (f) with the tuning panel and plots shown (issue 9): stress / bare loop.
  static let stressWithPanelsRatio = 1.3
  /// (f) touchpad receiver on / off, with no gesture happening (issue 8: no measurable cost).
  /// The noise between two runs of the same binary on 2 cores is a few percent.
  static let touchpadReceiverRatio = 1.05
  /// (l): a paused window with no input (issue 9: pause costs nothing), cores of CPU.
  static let pausedCores = 0.02
  /// (g): capture fps end to end at 1280x720.
  static let captureFPS = 60.0
  /// (g): capture fps end to end at 1920x1080 pixels, also drawn at --pixel-scale 2 (issue 30;
  /// 60 before).
  static let captureFullHDFPS = 120.0
  /// (g): capture fps / IMG_SavePNG fps, 1280x720 row.
  static let captureRatio = 2.0
  /// (h): real time / wall time of the whole process.
  static let replaySpeed = 40.0
}

/// `median [min–max]` with `decimals` digits (BenchSupport's `spread`), or "—" for no values.
func cell(_ values: [Double], _ decimals: Int, _ unit: String = "") -> String {
  values.isEmpty ? "—" : spread(values, decimals) + unit
}

let options = parseOptions()
let log: (String) -> Void = options.verbose ? { print($0) } : { _ in }
func selected(_ name: String) -> Bool { options.only.map { name.contains($0) } ?? true }

let stressName = "(f) stress frame vs bare SDL loop and Cairo"
let captureName = "(g) capture"
let replayName = "(h) headless replay"
let pausedName = "(l) paused window"
guard
  selected(stressName) || selected(captureName) || selected(replayName) || selected(pausedName)
    || selected(PhotoAlbumWorkload.name) || selected(PhotoAlbumShadowsWorkload.name)
    || selected(MotionCheckWorkload.name) || selected(MotionCheckWorkload.failingName)
    || selected(CompareWorkload.name) || selected(StressScalingWorkload.name)
else {
  // `--only` picked workloads of another tool (run.sh passes it to all of them).
  exit(0)
}

let scratch: String = {
  var template = Array("/tmp/motion-app-bench-XXXXXX".utf8CString)
  guard let made = mkdtemp(&template) else {
    print("app-bench: cannot create a scratch directory in /tmp")
    exit(1)
  }
  return String(cString: made)
}()
Cleanup.shared.setScratch(scratch)
Cleanup.shared.installSignalHandlers()

/// Removes the scratch directory and exits.
func finish(_ status: Int32) -> Never {
  try? FileManager.default.removeItem(atPath: scratch)
  exit(status)
}

let others = OtherCPUMeter()
let loadAtStart = loadAverages()
print(
  "app-bench: release motion-sandbox against plain SDL2 peers, same run; "
    + "\(describeLoad(loadAtStart)) at start")
var checks: [BudgetCheck] = []
var failures: [String] = []
/// Rows not measured for a reason that is no failure of this run (printed as `WARNING:` lines,
/// without a budget and without exit status 1).
var skipped: [String] = []

// MARK: (f) stress frame time

if selected(stressName) {
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
      failures.append("(f): \(error); window rows skipped")
    }
  } else {
    failures.append("(f): Xvfb not found; window rows skipped")
  }

  struct FrameFigures {
    var median: [Double] = []
    var p99: [Double] = []
    var source = ""
  }
  // "... 600 frames (x11/software), frame time median 6.2 ms, p99 9.8 ms"
  func parseFrameTime(_ finished: Finished, marker: String) -> (
    frames: Int, source: String, median: Double, p99: Double
  )? {
    guard let line = finished.lastLine(containing: marker),
      let match = line.firstMatch(
        of: /(\d+) frames \(([^)]*)\), frame time median ([0-9.]+) ms, p99 ([0-9.]+) ms/),
      let count = Int(match.1), let medianValue = Double(match.3), let p99Value = Double(match.4)
    else { return nil }
    return (count, String(match.2), medianValue, p99Value)
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
        checks.append(
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
          failures.append("(f) \(variant.label): cannot run: \(error)")
          continue
        }
        let marker = isOurs ? "motion-sandbox:" : variant.peer.marker
        guard finished.status == 0, let figures = parseFrameTime(finished, marker: marker),
          figures.frames == frames
        else {
          failures.append(
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
        checks.append(
          BudgetCheck(name: "(f) \(variant.label): not measured (runs failed)", within: false))
      }
      continue
    }
    let ratio = median(ratios)
    let oursMedian = median(ours.median)
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
      checks.append(
        BudgetCheck(
          name: "(f) \(variant.label): ≤ \(format(variant.ratioBudget, 2))× \(variant.peerName)",
          within: ratioWithin))
      checks.append(
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
}

// MARK: (g) capture

if selected(captureName) {
  let frames = options.quick ? 60 : 300
  // The peer decodes the frames before its clock starts, and IMG_SavePNG is slow: it re-encodes
  // the first `peerFrames` frames, which is plenty for its rate.
  let peerFrames = options.quick ? 30 : 100
  let repetitions = options.repetitions ?? (options.quick ? 1 : 5)
  struct CaptureSize {
    /// The window's size in points (`--size`).
    let width: Int
    let height: Int
    /// `--pixel-scale N`: the frames have N times the pixels along each side.
    var pixelScale = 1
    /// The least fps end to end.
    let fpsBudget: Double
    /// Whether ours must also be at least `Budget.captureRatio` times the peer.
    let judgesRatio: Bool
    var size: String { "\(width)x\(height)" }
    var label: String {
      pixelScale == 1
        ? size
        : "\(size) at --pixel-scale \(pixelScale) (\(width * pixelScale)x\(height * pixelScale))"
    }
    var arguments: [String] {
      ["--size", size] + (pixelScale == 1 ? [] : ["--pixel-scale", "\(pixelScale)"])
    }
  }
  let sizes = [
    CaptureSize(width: 1280, height: 720, fpsBudget: Budget.captureFPS, judgesRatio: true),
    CaptureSize(
      width: 1920, height: 1080, fpsBudget: Budget.captureFullHDFPS, judgesRatio: false),
    CaptureSize(
      width: 960, height: 540, pixelScale: 2, fpsBudget: Budget.captureFullHDFPS,
      judgesRatio: false),
  ]
  var rows = [
    [
      "capture", "ours fps end to end", "ours bytes/frame", "IMG_SavePNG 1 thread fps",
      "peer bytes/frame", "ratio", "≥ \(format(Budget.captureRatio, 0))×", "fps budget",
    ]
  ]
  let environment = childEnvironment(display: nil)
  sizes: for size in sizes {
    print("  running \(captureName) \(size.label)")
    var oursFPS: [Double] = []
    var oursBytes: [Double] = []
    var peerFPS: [Double] = []
    var peerBytes: [Double] = []
    var ratios: [Double] = []
    var complete = true
    for repetition in 0..<repetitions {
      let oursDirectory = "\(scratch)/capture-\(repetition)"
      let peerDirectory = "\(scratch)/peer-\(repetition)"
      defer {
        try? FileManager.default.removeItem(atPath: oursDirectory)
        try? FileManager.default.removeItem(atPath: peerDirectory)
      }
      do {
        let ours = try runProcess(
          options.sandbox,
          [
            "--scene", "stress", "--headless", "--frames", "\(frames)", "--capture",
            oursDirectory, "--screenshot-dir", scratch,
          ] + size.arguments, environment: environment, timeout: 300)
        if size.pixelScale != 1, ours.status != 0,
          ours.output.contains("Unknown option '--pixel-scale'")
        {
          // This motion-sandbox has no --pixel-scale yet: the row is not measured, and not a
          // budget of this run (see Benchmarks/README.md).
          skipped.append(
            "(g) \(size.label) skipped: this motion-sandbox has no --pixel-scale ("
              + (ours.lastLine(containing: "pixel-scale") ?? "rejected") + ")")
          continue sizes
        }
        // "capture: 300 frames written to DIR (B bytes, P per frame, 0 dropped, F fps end to end)"
        guard ours.status == 0, let line = ours.lastLine(containing: "capture:"),
          let match = line.firstMatch(
            of:
              /(\d+) frames written to .* \((\d+) bytes, (\d+) per frame, (\d+) dropped, (\d+) fps end to end\)/
          ),
          let written = Int(match.1), let perFrame = Double(match.3), let dropped = Int(match.4),
          let fps = Double(match.5)
        else {
          failures.append(
            "(g) \(size.label) capture failed (status \(ours.status)): "
              + ours.output.split(separator: "\n").suffix(3).joined(separator: " / "))
          complete = false
          continue
        }
        if written != frames || dropped != 0 {
          failures.append(
            "(g) \(size.label) capture wrote \(written) of \(frames) frames, \(dropped) dropped")
          complete = false
        }
        // The frames have the pixels the row is about (--pixel-scale draws more of them).
        let expected = (size.width * size.pixelScale, size.height * size.pixelScale)
        if let found = pngSize("\(oursDirectory)/frame-000000.png"), found != expected {
          failures.append(
            "(g) \(size.label): the frames are \(found.0)x\(found.1), not "
              + "\(expected.0)x\(expected.1)")
          complete = false
        }
        oursFPS.append(fps)
        oursBytes.append(perFrame)
        log(
          "    \(size.label) rep \(repetition + 1)/\(repetitions) motion-sandbox: \(written) frames, "
            + "\(Int(perFrame)) bytes per frame, \(Int(fps)) fps end to end, "
            + "\(format(ours.seconds, 1)) s wall, load "
            + (loadAverages().map { format($0[0], 2) } ?? "?"))

        try FileManager.default.createDirectory(
          atPath: peerDirectory, withIntermediateDirectories: true)
        let peer = try runProcess(
          options.pngPeer,
          ["--input", oursDirectory, "--output", peerDirectory, "--frames", "\(peerFrames)"],
          environment: environment, timeout: 900)
        guard peer.status == 0, let peerLine = peer.lastLine(containing: "png-save-peer:"),
          let peerMatch = peerLine.firstMatch(
            of: /(\d+) frames written to .* \((\d+) bytes, (\d+) per frame\), ([0-9.]+) fps/),
          let peerPerFrame = Double(peerMatch.3), let peerRate = Double(peerMatch.4)
        else {
          failures.append(
            "(g) \(size.label) png-save-peer failed (status \(peer.status)): "
              + peer.output.split(separator: "\n").suffix(3).joined(separator: " / "))
          continue
        }
        peerFPS.append(peerRate)
        peerBytes.append(peerPerFrame)
        ratios.append(fps / peerRate)
        log(
          "    \(size.label) rep \(repetition + 1)/\(repetitions) IMG_SavePNG peer: "
            + "\(Int(peerPerFrame)) bytes per frame, \(format(peerRate, 1)) fps")
      } catch {
        failures.append("(g) \(size.label): \(error)")
        complete = false
      }
    }
    let fpsWithin = !oursFPS.isEmpty && complete && median(oursFPS) >= size.fpsBudget
    let ratioWithin = !ratios.isEmpty && median(ratios) >= Budget.captureRatio
    rows.append([
      "\(size.label), \(frames) frames", cell(oursFPS, 0), cell(oursBytes, 0), cell(peerFPS, 1),
      cell(peerBytes, 0), cell(ratios, 2).replacingOccurrences(of: " [", with: "× ["),
      size.judgesRatio ? yesNo(ratioWithin) : "(\(yesNo(ratioWithin)))",
      "≥ \(format(size.fpsBudget, 0)): \(yesNo(fpsWithin))",
    ])
    checks.append(
      BudgetCheck(
        name:
          "(g) capture \(size.label) ≥ \(format(size.fpsBudget, 0)) fps, every frame written",
        within: fpsWithin))
    if size.judgesRatio {
      checks.append(
        BudgetCheck(
          name: "(g) capture \(size.label) ≥ \(format(Budget.captureRatio, 0))× IMG_SavePNG",
          within: ratioWithin))
    }
  }
  print("")
  print(
    "\(captureName): motion-sandbox --scene stress --headless --size WxH --frames \(frames) "
      + "--capture DIR (--png-level 1)")
  printTable(rows)
  print(
    "runs: \(repetitions) per size; in each, the peer re-encodes the first \(peerFrames) frames the "
      + "same run wrote (decoded before its clock starts) with IMG_SavePNG on one thread; cells are "
      + "median [min–max] over runs, the ratio is taken per run; the ratios of the 1920x1080-pixel "
      + "rows (in parentheses) are information")
  print("")
}

// MARK: (h) replay speed

if selected(replayName) {
  let repetitions = options.repetitions ?? (options.quick ? 2 : 5)
  // By default the recording in the package the sandbox was built from: the first parent
  // directory of the binary that has assets/replays.
  var replay = options.replay ?? ""
  if replay.isEmpty {
    var directory = URL(fileURLWithPath: options.sandbox).resolvingSymlinksInPath()
    while directory.path != "/" {
      directory.deleteLastPathComponent()
      let candidate = directory.appendingPathComponent(
        "assets/replays/scalable-two-finger-pinch.jsonl"
      ).path
      if FileManager.default.fileExists(atPath: candidate) {
        replay = candidate
        break
      }
    }
  }
  print("  running \(replayName)")
  var recordedFPS = 60.0
  if let text = try? String(contentsOfFile: replay, encoding: .utf8),
    let header = text.split(separator: "\n").first,
    let match = header.firstMatch(of: /"fps"\s*:\s*([0-9.]+)/), let fps = Double(match.1)
  {
    recordedFPS = fps
  }
  // Two rows: the default run, which draws only the frames it writes (here the final one), and
  // --draw-every-frame, which draws all of them as a window would (information).
  struct ReplayRow {
    let label: String
    let extra: [String]
    let countsForBudget: Bool
    var walls: [Double] = []
    var startUps: [Double] = []
    var frameCount = 0
  }
  var rows = [
    ReplayRow(label: "default (draws the final frame)", extra: [], countsForBudget: true),
    ReplayRow(
      label: "--draw-every-frame (info)", extra: ["--draw-every-frame"], countsForBudget: false),
  ]
  let environment = childEnvironment(display: nil)
  for repetition in 0..<repetitions {
    for index in rows.indices {
      let extra = rows[index].extra
      do {
        // The same replay stopped after its first frame: start-up, one frame, the final-frame
        // PNG and exit, to subtract from the full run.
        let first = try runProcess(
          options.sandbox,
          ["--replay", replay, "--headless", "--frames", "1", "--screenshot-dir", scratch] + extra,
          environment: environment, timeout: 300)
        if first.status == 0 { rows[index].startUps.append(first.seconds) }
        let finished = try runProcess(
          options.sandbox, ["--replay", replay, "--headless", "--screenshot-dir", scratch] + extra,
          environment: environment, timeout: 300)
        guard finished.status == 0, let line = finished.lastLine(containing: "motion-sandbox:"),
          let match = line.firstMatch(of: /(\d+) frames \(([^)]*)\), frame time median/),
          let count = Int(match.1)
        else {
          failures.append(
            "(h) replay \(rows[index].label) failed (status \(finished.status)): "
              + finished.output.split(separator: "\n").suffix(3).joined(separator: " / "))
          continue
        }
        rows[index].frameCount = count
        rows[index].walls.append(finished.seconds)
        log(
          "    rep \(repetition + 1)/\(repetitions) \(rows[index].label): \(count) frames in "
            + "\(format(finished.seconds, 3)) s wall; 1-frame run \(format(first.seconds, 3)) s wall"
        )
      } catch {
        failures.append("(h): \(error)")
      }
    }
  }
  var table = [
    [
      "replay", "frames", "real time", "wall (whole process) median [min–max]",
      "speed median [min–max]", "1-frame run", "loop only ≈ (wall − 1-frame run)",
      "≥ \(format(Budget.replaySpeed, 0))× real time",
    ]
  ]
  for row in rows {
    guard !row.walls.isEmpty else {
      if row.countsForBudget {
        checks.append(BudgetCheck(name: "(h) replay: not measured (runs failed)", within: false))
      }
      continue
    }
    let realTime = Double(row.frameCount) / recordedFPS
    let speeds = row.walls.map { realTime / $0 }
    let speed = median(speeds)
    let startUp = median(row.startUps)
    let loopWall = median(row.walls) - startUp
    let loopWallSpeed = (Double(row.frameCount - 1) / recordedFPS) / loopWall
    let within = speed >= Budget.replaySpeed
    table.append([
      URL(fileURLWithPath: replay).deletingPathExtension().lastPathComponent + ", " + row.label,
      "\(row.frameCount)", "\(format(realTime, 2)) s", cell(row.walls.map { $0 * 1000 }, 1, " ms"),
      cell(speeds, 1, "×"), "\(format(startUp * 1000, 1)) ms",
      loopWall > 0 ? "\(format(loopWall * 1000, 1)) ms, \(format(loopWallSpeed, 0))×" : "—",
      row.countsForBudget ? yesNo(within) : "(\(yesNo(within)))",
    ])
    if row.countsForBudget {
      checks.append(
        BudgetCheck(
          name: "(h) replay ≥ \(format(Budget.replaySpeed, 0))× real time (whole process)",
          within: within))
    }
  }
  if table.count > 1 {
    print("")
    print(
      "\(replayName): motion-sandbox --replay \(URL(fileURLWithPath: replay).lastPathComponent) "
        + "--headless (no capture)")
    printTable(table)
    print(
      "runs: \(repetitions) of each, the two rows alternating (medians); real time = frames / "
        + "\(format(recordedFPS, 0)) fps; speed = real time / wall time of the whole process "
        + "(start-up, final-frame PNG and exit included; the budget is judged on the default row); "
        + "the 1-frame run is the same command with --frames 1; a headless run draws only the "
        + "frames it writes, --draw-every-frame draws all of them as a window would")
    print("")
  }
}

// MARK: (l) paused window

if selected(pausedName) {
  // The stress scene live in a window on its own Xvfb, real time: its CPU time over a few
  // seconds running, then over as many seconds paused (P pressed with xdotool, no other input).
  let seconds = options.quick ? 1.5 : 4.0
  print("  running \(pausedName)")
  do {
    guard let xvfb = findExecutable("Xvfb"), let xdotool = findExecutable("xdotool") else {
      throw AppBenchError("Xvfb or xdotool not found")
    }
    let server = try XServer.start(xvfb: xvfb)
    defer { server.stop() }
    let environment = childEnvironment(display: server.display)
    let null = open("/dev/null", O_WRONLY)
    let pid = try spawn(
      options.sandbox,
      ["--scene", "stress", "--renderer", "software", "--screenshot-dir", scratch],
      environment: environment, output: null)
    close(null)
    Cleanup.shared.setChild(pid)
    defer {
      kill(pid, SIGTERM)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      Cleanup.shared.setChild(0)
    }
    let found = try runProcess(
      xdotool, ["search", "--sync", "--name", "^motion-sandbox"], environment: environment,
      timeout: 60)
    guard found.status == 0, let window = found.output.split(separator: "\n").first else {
      throw AppBenchError("the sandbox window did not appear: \(found.output)")
    }
    func cores(over interval: Double) throws -> Double {
      guard let before = cpuSeconds(pid) else { throw AppBenchError("the sandbox exited") }
      let start = monotonicSeconds()
      usleep(UInt32(interval * 1_000_000))
      guard let after = cpuSeconds(pid) else { throw AppBenchError("the sandbox exited") }
      return (after - before) / (monotonicSeconds() - start)
    }
    usleep(1_000_000)
    let running = try cores(over: seconds)
    let pressed = try runProcess(
      xdotool, ["key", "--window", String(window), "p"], environment: environment, timeout: 30)
    guard pressed.status == 0 else { throw AppBenchError("xdotool key failed: \(pressed.output)") }
    usleep(500_000)
    let paused = try cores(over: seconds)
    let within = paused <= Budget.pausedCores
    print("")
    print(
      "\(pausedName): motion-sandbox --scene stress in an Xvfb window (software, real time), "
        + "CPU over \(format(seconds, 1)) s running, then over \(format(seconds, 1)) s paused (P)")
    printTable([
      ["running", "paused", "paused / running", "paused ≤ \(format(Budget.pausedCores, 2)) cores"],
      [
        "\(format(running, 3)) cores", "\(format(paused, 3)) cores",
        running > 0 ? format(paused / running, 3) : "—", yesNo(within),
      ],
    ])
    print("")
    checks.append(
      BudgetCheck(
        name: "(l) paused window ≤ \(format(Budget.pausedCores, 2)) cores", within: within))
  } catch {
    failures.append("(l): \(error)")
    checks.append(BudgetCheck(name: "(l) paused window: not measured", within: false))
  }
}

// MARK: (m) photo-album frame time

/// The first folder above the sandbox binary that has assets/images.
func sandboxRepository() -> String? {
  var directory = URL(fileURLWithPath: options.sandbox).resolvingSymlinksInPath()
  while directory.path != "/" {
    directory.deleteLastPathComponent()
    let images = directory.appendingPathComponent("assets/images/photo-00.png").path
    if FileManager.default.fileExists(atPath: images) { return directory.path }
  }
  return nil
}

if selected(PhotoAlbumWorkload.name) {
  if let repository = options.repository ?? sandboxRepository() {
    let bareLoop = URL(fileURLWithPath: options.bareLoop)
    let workload = PhotoAlbumWorkload(
      sandbox: URL(fileURLWithPath: options.sandbox).path,
      peer: URL(
        fileURLWithPath: options.imageGrid
          ?? bareLoop.deletingLastPathComponent().appendingPathComponent("sdl-image-grid").path
      ).path,
      repository: URL(fileURLWithPath: repository).path, scratch: scratch,
      frames: options.quick ? 120 : 600,
      repetitions: options.repetitions ?? (options.quick ? 1 : 5),
      log: log)
    let outcome = workload.run()
    checks += outcome.checks
    failures += outcome.failures
  } else {
    failures.append("(m): no assets/images found above \(options.sandbox); give --repository")
    checks.append(BudgetCheck(name: "(m) photo-album: not measured (no photos)", within: false))
  }
}

if selected(PhotoAlbumShadowsWorkload.name) {
  if let repository = options.repository ?? sandboxRepository() {
    let outcome = PhotoAlbumShadowsWorkload(
      setup: WorkloadSetup(
        sandbox: URL(fileURLWithPath: options.sandbox).path,
        repository: URL(fileURLWithPath: repository).path, scratch: scratch,
        repetitions: options.repetitions ?? (options.quick ? 1 : 5), log: log),
      frames: options.quick ? 120 : 600
    ).run()
    checks += outcome.checks
    failures += outcome.failures
  } else {
    failures.append(
      "(m) shadows: no assets/images found above \(options.sandbox); give --repository")
    checks.append(
      BudgetCheck(name: "(m) photo-album shadows: not measured (no photos)", within: false))
  }
}

// MARK: (n) and (o) motion checks

/// The first folder above the sandbox binary that has assets/goldens.
func goldensRepository() -> String? {
  var directory = URL(fileURLWithPath: options.sandbox).resolvingSymlinksInPath()
  while directory.path != "/" {
    directory.deleteLastPathComponent()
    if FileManager.default.fileExists(atPath: directory.path + "/assets/goldens") {
      return directory.path
    }
  }
  return nil
}

/// Runs a workload that uses the repository's assets with `repetitions` runs by default, or
/// says, as `label`'s warning, that there is no repository to run it in.
@MainActor func runInRepository(
  _ label: String, repetitions: Int, _ workload: (WorkloadSetup) -> WorkloadOutcome
) {
  guard let repository = options.repository ?? goldensRepository() else {
    failures.append("\(label): no assets/goldens found above \(options.sandbox); give --repository")
    return
  }
  let outcome = workload(
    WorkloadSetup(
      sandbox: options.sandbox, repository: repository, scratch: scratch,
      repetitions: options.repetitions ?? (options.quick ? 1 : repetitions), log: log))
  checks += outcome.checks
  failures += outcome.failures
}

if selected(MotionCheckWorkload.name) || selected(MotionCheckWorkload.failingName) {
  runInRepository("(n)", repetitions: 3) { MotionCheckWorkload(setup: $0).run() }
}

// MARK: (p) compare mode

if selected(CompareWorkload.name) {
  runInRepository("(p)", repetitions: 5) { CompareWorkload(setup: $0).run() }
}

// MARK: (s) stress scaling curve

if selected(StressScalingWorkload.name) {
  let outcome = StressScalingWorkload(
    setup: WorkloadSetup(
      sandbox: options.sandbox, repository: "", scratch: scratch,
      repetitions: options.repetitions ?? (options.quick ? 1 : 3), log: log),
    frames: options.quick ? 120 : 300
  ).run()
  checks += outcome.checks
  failures += outcome.failures
}

let loadAtEnd = loadAverages()
print("app-bench: \(describeLoad(loadAtEnd)) at end")
for line in describeOthers(others.othersCores(), what: "app-bench") { print(line) }
for line in skipped { print("WARNING: \(line)") }
for failure in failures { print("WARNING: \(failure)") }

if let path = options.budgetLog {
  var text = ""
  for check in checks { text += "\(check.within ? "within" : "over") \(check.name)\n" }
  guard let file = fopen(path, "a") else {
    print("app-bench: cannot open \(path) for --budget-log")
    finish(2)
  }
  fputs(text, file)
  fclose(file)
}

finish(!failures.isEmpty || (options.strict && checks.contains { !$0.within }) ? 1 : 0)
