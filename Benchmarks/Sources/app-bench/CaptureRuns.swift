import BenchSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The name `--only` matches.
let captureName = "(g) capture"

/// (g) capture from `stress`: frames per second end to end, all frames written, against the PNG peer.
@MainActor func runCaptures(_ bench: BenchContext) -> WorkloadOutcome {
  var outcome = WorkloadOutcome()
  let (options, scratch, log) = (bench.options, bench.scratch, bench.log)
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
          outcome.skipped.append(
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
          outcome.failures.append(
            "(g) \(size.label) capture failed (status \(ours.status)): "
              + ours.output.split(separator: "\n").suffix(3).joined(separator: " / "))
          complete = false
          continue
        }
        if written != frames || dropped != 0 {
          outcome.failures.append(
            "(g) \(size.label) capture wrote \(written) of \(frames) frames, \(dropped) dropped")
          complete = false
        }
        // The frames have the pixels the row is about (--pixel-scale draws more of them).
        let expected = (size.width * size.pixelScale, size.height * size.pixelScale)
        if let found = pngSize("\(oursDirectory)/frame-000000.png"), found != expected {
          outcome.failures.append(
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
          outcome.failures.append(
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
        outcome.failures.append("(g) \(size.label): \(error)")
        complete = false
      }
    }
    let fpsWithin = !oursFPS.isEmpty && complete && median(of: oursFPS) >= size.fpsBudget
    let ratioWithin = !ratios.isEmpty && median(of: ratios) >= Budget.captureRatio
    rows.append([
      "\(size.label), \(frames) frames", cell(oursFPS, 0), cell(oursBytes, 0), cell(peerFPS, 1),
      cell(peerBytes, 0), cell(ratios, 2).replacingOccurrences(of: " [", with: "× ["),
      size.judgesRatio ? yesNo(ratioWithin) : "(\(yesNo(ratioWithin)))",
      "≥ \(format(size.fpsBudget, 0)): \(yesNo(fpsWithin))",
    ])
    outcome.checks.append(
      BudgetCheck(
        name:
          "(g) capture \(size.label) ≥ \(format(size.fpsBudget, 0)) fps, every frame written",
        within: fpsWithin))
    if size.judgesRatio {
      outcome.checks.append(
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
  return outcome
}

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
