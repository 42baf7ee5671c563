// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "motion-sandbox",
  products: [
    .library(name: "IndefiniteObservable", targets: ["IndefiniteObservable"]),
    .library(name: "MaterialMotion", targets: ["MaterialMotion"]),
    .library(name: "MaterialMotionSDL", targets: ["MaterialMotionSDL"]),
    .library(name: "MaterialMotionChecking", targets: ["MaterialMotionChecking"]),
    .library(name: "MaterialMotionSandbox", targets: ["MaterialMotionSandbox"]),
    .executable(name: "motion-sandbox", targets: ["motion-sandbox"]),
    .library(name: "MaterialMotionTesting", targets: ["MaterialMotionTesting"]),
    .library(name: "SandboxTestSupport", targets: ["SandboxTestSupport"]),
    // Only for the Benchmarks/ and Fuzz/ packages and the tests: never part of an app.
    .library(name: "SandboxBenchmarkSupport", targets: ["SandboxBenchmarkSupport"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(name: "IndefiniteObservable"),
    .target(name: "MaterialMotion", dependencies: ["IndefiniteObservable"]),
    .systemLibrary(
      name: "CSDL2",
      pkgConfig: "sdl2",
      providers: [
        .apt([
          "libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libx11-dev", "libxi-dev",
          "libwayland-dev",
        ])
      ]
    ),
    // PNG files: libpng for reading and zlib's levels, and the captures' own run encoder
    // (fast_png.c).
    .target(
      name: "CPNG",
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
    ),
    // The coverage rasteriser: anti-aliased, sub-pixel shapes, lines and images in 32-bit pixels,
    // and the coverage masks the OpenGL canvas draws (C, for the speed of a debug build too).
    .target(name: "CRaster", exclude: ["README.md"], linkerSettings: [.linkedLibrary("m")]),
    .target(
      name: "CTouchpadGestures",
      dependencies: ["CSDL2"],
      linkerSettings: [
        .linkedLibrary("X11"), .linkedLibrary("Xi"), .linkedLibrary("wayland-client"),
      ]
    ),
    .target(
      name: "MaterialMotionSDL",
      dependencies: ["MaterialMotion", "CSDL2", "CPNG", "CRaster", "CTouchpadGestures"]
    ),
    // Motion traces, their divergence, check results and reports, curve charts and frame
    // comparison: what checking a motion needs, with no scene and no command line.
    .target(name: "MaterialMotionChecking", dependencies: ["MaterialMotionSDL", "CSDL2"]),
    .target(
      name: "MaterialMotionSandbox",
      dependencies: [
        "MaterialMotionChecking", "MaterialMotionSDL",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["README.md"]
    ),
    .executableTarget(name: "motion-sandbox", dependencies: ["MaterialMotionSandbox"]),
    // The benchmarks' probes into the app (the timeline, the gesture lab) and the fuzzers' rule
    // for a rejected recording: harness code kept out of the shipping modules.
    .target(
      name: "SandboxBenchmarkSupport",
      dependencies: ["MaterialMotionSDL", "MaterialMotionSandbox"],
      exclude: ["README.md"]
    ),
    // Motion tests for a test target: snapshot strategies over swift-snapshot-testing (which
    // links XCTest and Testing, so it stays out of the app).
    .target(
      name: "MaterialMotionTesting",
      dependencies: [
        "MaterialMotionChecking", "MaterialMotionSandbox",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .executableTarget(name: "motion-console-demo", dependencies: ["MaterialMotion"]),
    // What the tests share (this package's and the example package's): running built apps and
    // test servers, replays, frames and golden images. Imports Testing.
    .target(
      name: "SandboxTestSupport", dependencies: ["MaterialMotionSDL", "CSDL2"],
      path: "Tests/SandboxTestSupport"
    ),
    .testTarget(name: "IndefiniteObservableTests", dependencies: ["IndefiniteObservable"]),
    .testTarget(name: "MaterialMotionTests", dependencies: ["MaterialMotion"]),
    .testTarget(
      name: "MaterialMotionSDLTests",
      dependencies: ["MaterialMotionSDL", "CSDL2", "CTouchpadGestures", "SandboxTestSupport"]
    ),
    .testTarget(
      name: "MaterialMotionSandboxTests",
      dependencies: [
        "MaterialMotionChecking", "MaterialMotionSandbox", "SandboxBenchmarkSupport",
        "SandboxTestSupport",
      ]
    ),
    // Every replay of assets/replays against its goldens in assets/goldens, and the testing
    // library's own tests.
    .testTarget(
      name: "MotionGoldenTests",
      dependencies: [
        "MaterialMotionChecking", "MaterialMotionTesting", "MaterialMotionSandbox",
        "SandboxTestSupport",
      ]
    ),
    .testTarget(
      name: "SandboxAppTests",
      dependencies: ["MaterialMotionSDL", "MaterialMotionSandbox", "SandboxTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
