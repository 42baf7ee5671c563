import BenchSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Workload (m), issue 20's budget: `motion-sandbox --scene photo-album` with 100 photos on
/// screen against `sdl-image-grid`, a plain SDL loop drawing the same 100 textures on the same
/// grid, in a window of our own Xvfb, on the software renderer and on OpenGL (llvmpipe): frame
/// time within 1.2× the peer's, below 16.7 ms, each photo decoded once, memory reported.
struct PhotoAlbumWorkload: AppWorkload {
  static let name = "(m) photo-album frame vs SDL image grid"
  /// Photos on screen.
  static let photos = 100
  /// The photo files (`photo-00.png` … `photo-11.png`); photo i shows file i % 12.
  static let files = 12
  /// Album median / image grid median, per renderer row.
  static let ratioBudget = 1.2
  /// The album's median frame, ms.
  static let frameBudget = 16.7

  /// The sandbox, and the repository whose `assets/images` both sides show (the children run
  /// in it).
  let setup: WorkloadSetup
  /// sdl-image-grid.
  let peer: String
  let frames: Int

  /// One side's figures over the runs of a row.
  private struct Side {
    var median: [Double] = []
    var peakMB: [Double] = []
    var decodedBytes: [Double] = []
    var source = ""
  }

  /// One run's figures, from the last lines the side printed.
  private struct Run {
    let frames: Int
    let source: String
    let median: Double
    let decodes: Int?
    let decoded: Int?
    let decodedBytes: Int?
  }

  private struct Variant {
    let label: String
    let arguments: [String]
  }

  func run() -> WorkloadOutcome {
    var outcome = WorkloadOutcome()
    let variants = [
      Variant(label: "software, X11 window", arguments: ["--renderer", "software"]),
      Variant(
        label: "OpenGL (llvmpipe), X11 window", arguments: ["--renderer", "opengl", "--no-vsync"]),
    ]
    guard let xvfb = findExecutable("Xvfb") else {
      outcome.failures.append("(m): Xvfb not found; not measured")
      for variant in variants { outcome.checks.append(notMeasured(variant, "no X server")) }
      return outcome
    }
    let server: XServer
    do {
      server = try XServer.start(xvfb: xvfb)
    } catch {
      outcome.failures.append("(m): \(error); not measured")
      for variant in variants { outcome.checks.append(notMeasured(variant, "no X server")) }
      return outcome
    }
    defer { server.stop() }
    print("  (m) Xvfb \(server.display) (1024x768x24) started")
    // The album names its photos relative to the repository, as when typed there.
    let previousDirectory = FileManager.default.currentDirectoryPath
    guard chdir(repository) == 0 else {
      outcome.failures.append(
        "(m): cannot enter \(repository): \(String(cString: strerror(errno)))")
      for variant in variants { outcome.checks.append(notMeasured(variant, "no repository")) }
      return outcome
    }
    defer { _ = chdir(previousDirectory) }

    var rows = [
      [
        "renderer", "driver/renderer", "album median [min–max] ms", "grid median [min–max] ms",
        "ratio median [min–max]", "≤ \(format(Self.ratioBudget, 1))×",
        "< \(format(Self.frameBudget, 1)) ms", "peak RSS album / grid", "decoded album / grid",
      ]
    ]
    var decodedOnce = true
    for variant in variants {
      print("  running \(Self.name): \(variant.label)")
      let environment = childEnvironment(display: server.display)
      var ours = Side()
      var grid = Side()
      var ratios: [Double] = []
      for repetition in 0..<repetitions {
        var pair: [Bool: Double] = [:]
        for isOurs in repetition % 2 == 0 ? [true, false] : [false, true] {
          guard
            let (run, finished) = runSide(
              isOurs, variant, environment: environment, failures: &outcome.failures)
          else { continue }
          pair[isOurs] = run.median
          let megabytes = Double(finished.peakResidentBytes) / 1_048_576
          if isOurs {
            if run.decodes != Self.files || run.decoded != Self.files { decodedOnce = false }
            ours.median.append(run.median)
            ours.peakMB.append(megabytes)
            ours.decodedBytes.append(Double(run.decodedBytes ?? 0))
            ours.source = run.source
          } else {
            grid.median.append(run.median)
            grid.peakMB.append(megabytes)
            grid.decodedBytes.append(Double(run.decodedBytes ?? 0))
            grid.source = run.source
          }
          log(
            "    \(variant.label) rep \(repetition + 1)/\(repetitions) "
              + "\(isOurs ? "album" : "grid") (\(run.source)): median \(run.median) ms, "
              + "peak RSS \(format(megabytes, 1)) MB, decoded \(run.decodedBytes ?? 0) bytes"
              + (isOurs ? " in \(run.decodes ?? 0) decodes" : "")
              + ", \(format(finished.seconds, 1)) s wall")
        }
        if let album = pair[true], let peer = pair[false] { ratios.append(album / peer) }
      }
      guard !ratios.isEmpty else {
        outcome.checks.append(notMeasured(variant, "runs failed"))
        continue
      }
      let ratioWithin = median(of: ratios) <= Self.ratioBudget
      let frameWithin = median(of: ours.median) < Self.frameBudget
      rows.append([
        variant.label,
        ours.source == grid.source ? ours.source : "\(ours.source) vs \(grid.source)",
        cell(ours.median, 1), cell(grid.median, 2), cell(ratios, 2), yesNo(ratioWithin),
        yesNo(frameWithin),
        "\(format(median(of: ours.peakMB), 1)) / \(format(median(of: grid.peakMB), 1)) MB",
        "\(format(median(of: ours.decodedBytes) / 1_048_576, 2)) / "
          + "\(format(median(of: grid.decodedBytes) / 1_048_576, 2)) MB",
      ])
      outcome.checks.append(
        BudgetCheck(
          name: "(m) photo-album \(variant.label): ≤ \(format(Self.ratioBudget, 1))× image grid",
          within: ratioWithin))
      outcome.checks.append(
        BudgetCheck(
          name: "(m) photo-album \(variant.label): < \(format(Self.frameBudget, 1)) ms",
          within: frameWithin))
    }
    outcome.checks.append(
      BudgetCheck(
        name: "(m) photo-album: \(Self.files) photos decoded once each", within: decodedOnce))
    print("")
    print(
      "\(Self.name): motion-sandbox --scene photo-album --set photo-album.photos=\(Self.photos) "
        + "--frames \(frames) --size 800x600 against sdl-image-grid (the same \(Self.photos) "
        + "textures from \(Self.files) files on the same grid, plain SDL); frame time = events + "
        + "motion + drawing + present, without pacing sleeps")
    printTable(rows)
    print(
      "runs: \(repetitions) per side and row, \(frames) frames each, alternating which goes first; "
        + "cells are median [min–max] over runs; the ratio is taken per run pair; peak RSS is "
        + "ru_maxrss of each process (median over runs); decoded = bytes of decoded pixels "
        + "(the album: its image cache, RGBA; the grid: its SDL_Surfaces, RGB); photos decoded "
        + "once: \(yesNo(decodedOnce)) (the album's last line: \(Self.files) decoded in "
        + "\(Self.files) decodes, every run)")
    print("")
    return outcome
  }

  private func notMeasured(_ variant: Variant, _ why: String) -> BudgetCheck {
    BudgetCheck(name: "(m) photo-album \(variant.label): not measured (\(why))", within: false)
  }

  /// Runs one side once; nil (with the reason in `failures`) when it failed.
  private func runSide(
    _ isOurs: Bool, _ variant: Variant, environment: [String: String],
    failures: inout [String]
  ) -> (Run, Finished)? {
    let finished: Finished
    do {
      if isOurs {
        finished = try runProcess(
          sandbox,
          [
            "--scene", "photo-album", "--set", "photo-album.photos=\(Self.photos)", "--frames",
            "\(frames)", "--size", "800x600", "--screenshot-dir", scratch,
          ] + variant.arguments, environment: environment, timeout: 300)
      } else {
        finished = try runProcess(
          peer,
          [
            "--images", "assets/images", "--photos", "\(Self.photos)", "--frames", "\(frames)",
            "--size", "800x600",
          ] + variant.arguments, environment: environment, timeout: 300)
      }
    } catch {
      failures.append("(m) \(variant.label): cannot run: \(error)")
      return nil
    }
    let marker = isOurs ? "motion-sandbox:" : "sdl-image-grid:"
    guard finished.status == 0, let run = parse(finished, marker: marker), run.frames == frames
    else {
      failures.append(
        "(m) \(variant.label) \(isOurs ? "photo-album" : "sdl-image-grid") failed (status "
          + "\(finished.status)\(finished.timedOut ? ", timed out" : "")): "
          + finished.output.split(separator: "\n").suffix(3).joined(separator: " / "))
      return nil
    }
    if isOurs && (run.decoded != Self.files || finished.output.contains("cannot show image")) {
      failures.append(
        "(m) \(variant.label): the album showed \(run.decoded ?? 0) of \(Self.files) photos: "
          + (finished.lastLine(containing: "cannot show image") ?? "no images line"))
    }
    return (run, finished)
  }

  /// The frame-time line (`… 600 frames (x11/software), frame time median 6.2 ms, p99 9.8 ms`),
  /// with the album's `; images: 12 decoded in 12 decodes, 7077888 bytes of pixels` or the
  /// grid's `… 5308416 bytes decoded` line.
  private func parse(_ finished: Finished, marker: String) -> Run? {
    guard let line = finished.lastLine(containing: marker),
      let match = line.firstMatch(
        of: /(\d+) frames \(([^)]*)\), frame time median ([0-9.]+) ms, p99 ([0-9.]+) ms/),
      let count = Int(match.1), let medianValue = Double(match.3)
    else { return nil }
    var decodes: Int?
    var decoded: Int?
    var bytes: Int?
    if let images = line.firstMatch(of: /images: (\d+) decoded in (\d+) decodes, (\d+) bytes/) {
      (decoded, decodes, bytes) = (Int(images.1), Int(images.2), Int(images.3))
    } else if let peerLine = finished.lastLine(containing: "bytes decoded"),
      let images = peerLine.firstMatch(of: /from (\d+) files, (\d+) bytes decoded/)
    {
      (decoded, decodes, bytes) = (Int(images.1), Int(images.1), Int(images.2))
    }
    return Run(
      frames: count, source: String(match.2), median: medianValue, decodes: decodes,
      decoded: decoded, decodedBytes: bytes)
  }
}
