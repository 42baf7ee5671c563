// swift-tools-version:6.0
import PackageDescription

// The benchmark harness lives in its own package so that the main package's build and CI do not
// pull in OpenCombine or the malloc interposer. `bash Benchmarks/run.sh` builds it in release and
// prints the ratio table (see README.md).
//
// A path dependency's identity is its folder name, which depends on where the repository was
// cloned, so it is derived from this manifest's own path rather than spelled out.
let mainPackage = #filePath.split(separator: "/").dropLast(2).last.map(String.init) ?? "main"

let package = Package(
  name: "motion-benchmarks",
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    .package(url: "https://github.com/ordo-one/malloc-interposer", exact: "1.6.1"),
  ],
  targets: [
    .executableTarget(
      name: "motion-bench",
      dependencies: [
        "BenchSupport",
        .product(name: "MaterialMotion", package: mainPackage),
        // For SplitMix64 only: the stress scene's random numbers.
        .product(name: "MaterialMotionSDL", package: mainPackage),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    ),
    // The peers of the app workloads (f) and (g), plain C on SDL2: a bare SDL loop drawing what
    // the stress scene shows, and IMG_SavePNG on one background thread.
    // What the C peers share: the window made as SDLWindow makes it, the frame clock, the
    // summary of frame times, texts through an SDL renderer.
    .target(
      name: "PeerLoop",
      linkerSettings: [
        .linkedLibrary("SDL2"), .linkedLibrary("SDL2_ttf"), .linkedLibrary("m"),
      ]
    ),
    .executableTarget(
      name: "sdl-bare-loop",
      dependencies: ["PeerLoop"],
      linkerSettings: [
        .linkedLibrary("SDL2"), .linkedLibrary("SDL2_ttf"), .linkedLibrary("m"),
      ]
    ),
    // The anti-aliased peer of (f) (issue 30): the bare loop's frame drawn with Cairo into a
    // streaming SDL texture.
    .executableTarget(
      name: "sdl-cairo-loop",
      dependencies: ["PeerLoop"],
      linkerSettings: [
        .linkedLibrary("SDL2"), .linkedLibrary("SDL2_ttf"), .linkedLibrary("cairo"),
        .linkedLibrary("m"),
      ]
    ),
    // The peer of the app workload (m): the photo-album grid of 100 textures, drawn by plain SDL.
    .executableTarget(
      name: "sdl-image-grid",
      dependencies: ["PeerLoop"],
      linkerSettings: [
        .linkedLibrary("SDL2"), .linkedLibrary("SDL2_image"), .linkedLibrary("SDL2_ttf"),
        .linkedLibrary("m"),
      ]
    ),
    .executableTarget(
      name: "png-save-peer",
      linkerSettings: [
        .linkedLibrary("SDL2"), .linkedLibrary("SDL2_image"), .linkedLibrary("pthread"),
      ]
    ),
    // Runs motion-sandbox (release, built by run.sh) and the peers above, and prints the tables
    // of (f) stress frame time, (g) capture, (h) replay speed, (l) paused window, (m) photo
    // album frame time and shadows, and (s) the stress scene's scaling curve.
    .executableTarget(name: "app-bench", dependencies: ["BenchSupport"]),
    // (k): a touchpad pinch event pushed before a frame shows in that frame, against a mouse
    // drag, on a headless SandboxHost in real time.
    .executableTarget(
      name: "input-latency-bench",
      dependencies: [
        "BenchSupport",
        .product(name: "MaterialMotion", package: mainPackage),
        .product(name: "MaterialMotionSDL", package: mainPackage),
      ]
    ),
    // (q): the timeline's scrub jumps in a 5-minute run, the memory its frames take, and what
    // keeping them costs a frame, in process on a headless host (the main package's
    // SandboxBenchmarkSupport: TimelineProbe).
    .executableTarget(
      name: "timeline-bench",
      dependencies: [
        "BenchSupport",
        .product(name: "MaterialMotion", package: mainPackage),
        .product(name: "SandboxBenchmarkSupport", package: mainPackage),
      ]
    ),
    // (r): the gesture lab's statistics at 1 kHz of touchpad gestures, against the scene's frame
    // (SandboxBenchmarkSupport: GestureLabProbe).
    .executableTarget(
      name: "gesture-lab-bench",
      dependencies: [
        "BenchSupport",
        .product(name: "SandboxBenchmarkSupport", package: mainPackage),
      ]
    ),
    // (t): reading a 64 MiB recording (InputReplayer(path:)) against reading the file and
    // counting its lines.
    .executableTarget(
      name: "recording-read-bench",
      dependencies: [
        "BenchSupport",
        .product(name: "MaterialMotionSDL", package: mainPackage),
      ]
    ),
    // (u): fitting a spring to a 2 s, 120-sample curve (SpringFit) against evaluating its
    // coarse grid of candidate springs alone.
    .executableTarget(
      name: "fit-bench",
      dependencies: ["BenchSupport", .product(name: "MaterialMotion", package: mainPackage)]
    ),
    // Table printing and number formatting shared by motion-bench and app-bench.
    .target(name: "BenchSupport"),
    // Only here so that `swift build` also builds libMallocInterposerSwift.so, which run.sh
    // preloads for the allocation pass. motion-bench does not link it (see AllocationCounter).
    .target(
      name: "InterposerBuild",
      dependencies: [.product(name: "MallocInterposerSwift", package: "malloc-interposer")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
