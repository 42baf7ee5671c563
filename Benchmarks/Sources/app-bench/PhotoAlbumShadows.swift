import BenchSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Workload (m), issue 30's shadow budget: `motion-sandbox --scene photo-album` with 100 photos
/// at elevation 2 (every photo casts Material's three shadows, drawn from the shadow cache by
/// both canvases) against the same album at elevation 0 (no shadows), in a window of our own
/// Xvfb, on the software renderer and on OpenGL (llvmpipe). The two run in pairs, alternating
/// which goes first; the budget is the ratio of their median frame times, at most 1.3×.
struct PhotoAlbumShadowsWorkload: AppWorkload {
  static let name = "(m) photo-album shadows: elevation 2 vs 0"
  /// Photos on screen, as in ``PhotoAlbumWorkload``.
  static let photos = 100
  /// The photos' elevation, dp, in the shadowed runs.
  static let elevation = 2
  /// Median frame at `elevation` / median frame at 0, per renderer row.
  static let ratioBudget = 1.3

  let setup: WorkloadSetup
  let frames: Int

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
    func notMeasured(_ why: String) {
      for variant in variants {
        outcome.checks.append(
          BudgetCheck(
            name: "(m) photo-album shadows \(variant.label): not measured (\(why))", within: false
          ))
      }
    }
    guard let xvfb = findExecutable("Xvfb") else {
      outcome.failures.append("(m) shadows: Xvfb not found; not measured")
      notMeasured("no X server")
      return outcome
    }
    let server: XServer
    do {
      server = try XServer.start(xvfb: xvfb)
    } catch {
      outcome.failures.append("(m) shadows: \(error); not measured")
      notMeasured("no X server")
      return outcome
    }
    defer { server.stop() }
    print("  (m) shadows: Xvfb \(server.display) (1024x768x24) started")
    // The album names its photos relative to the repository, as when typed there.
    let previousDirectory = FileManager.default.currentDirectoryPath
    guard chdir(repository) == 0 else {
      outcome.failures.append(
        "(m) shadows: cannot enter \(repository): \(String(cString: strerror(errno)))")
      notMeasured("no repository")
      return outcome
    }
    defer { _ = chdir(previousDirectory) }

    var rows = [
      [
        "renderer", "driver/renderer", "elevation \(Self.elevation) median [min–max] ms",
        "elevation 0 median [min–max] ms", "ratio median [min–max]",
        "≤ \(format(Self.ratioBudget, 1))×",
      ]
    ]
    let environment = childEnvironment(display: server.display)
    for variant in variants {
      print("  running \(Self.name): \(variant.label)")
      var shadowed: [Double] = []
      var plain: [Double] = []
      var ratios: [Double] = []
      var source = ""
      for repetition in 0..<repetitions {
        var pair: [Int: Double] = [:]
        for elevation in repetition % 2 == 0 ? [Self.elevation, 0] : [0, Self.elevation] {
          guard
            let line = runAlbum(
              elevation: elevation, variant, environment, failures: &outcome.failures)
          else { continue }
          pair[elevation] = line.median
          if elevation == 0 { plain.append(line.median) } else { shadowed.append(line.median) }
          source = line.source
          log(
            "    \(variant.label) rep \(repetition + 1)/\(repetitions) elevation \(elevation) "
              + "(\(line.source)): median \(line.median) ms, p99 \(line.p99) ms")
        }
        if let with = pair[Self.elevation], let without = pair[0] { ratios.append(with / without) }
      }
      guard !ratios.isEmpty else {
        outcome.checks.append(
          BudgetCheck(
            name: "(m) photo-album shadows \(variant.label): not measured (runs failed)",
            within: false))
        continue
      }
      let within = median(of: ratios) <= Self.ratioBudget
      rows.append([
        variant.label, source, cell(shadowed, 1), cell(plain, 1), cell(ratios, 2) + "×",
        yesNo(within),
      ])
      outcome.checks.append(
        BudgetCheck(
          name:
            "(m) photo-album shadows \(variant.label): elevation \(Self.elevation) ≤ "
            + "\(format(Self.ratioBudget, 1))× elevation 0",
          within: within))
    }
    print("")
    print(
      "\(Self.name): motion-sandbox --scene photo-album --set photo-album.photos=\(Self.photos) "
        + "--set photo-album.elevation=\(Self.elevation) (every photo casts its shadows) against "
        + "the same with photo-album.elevation=0, --frames \(frames) --size 800x600; frame time = "
        + "events + motion + drawing + present, without pacing sleeps")
    printTable(rows)
    print(
      "runs: \(repetitions) pair\(repetitions == 1 ? "" : "s") per row, \(frames) frames each, "
        + "alternating which goes first; "
        + "cells are median [min–max] over runs; the ratio is taken per pair")
    print("")
    return outcome
  }

  /// Runs the album once at `elevation`; nil (with the reason in `failures`) when it failed.
  private func runAlbum(
    elevation: Int, _ variant: Variant, _ environment: [String: String],
    failures: inout [String]
  ) -> FrameTimeLine? {
    guard
      let (line, finished) = runSandboxFrames(
        sandbox,
        [
          "--scene", "photo-album", "--set", "photo-album.photos=\(Self.photos)", "--set",
          "photo-album.elevation=\(elevation)", "--frames", "\(frames)", "--size", "800x600",
          "--screenshot-dir", scratch,
        ] + variant.arguments, frames: frames, environment: environment, timeout: 300,
        label: "(m) shadows \(variant.label) elevation \(elevation)", failures: &failures)
    else { return nil }
    if finished.output.contains("cannot show image") {
      failures.append(
        "(m) shadows \(variant.label): "
          + (finished.lastLine(containing: "cannot show image") ?? "an image was not shown"))
    }
    return line
  }
}
