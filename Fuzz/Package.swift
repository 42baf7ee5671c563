// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for the recording parser and the replay pipeline, and for the trace golden
// parser, in its own package so the
// main package's build never needs `-sanitize=fuzzer`. `make fuzz` builds it (release, with
// `-sanitize=fuzzer -parse-as-library -enable-testing`) and runs it; see README.md, "Fuzzing".
//
// A path dependency's identity is its folder name, which depends on where the repository was
// cloned, so it is derived from this manifest's own path rather than spelled out.
let mainPackage = #filePath.split(separator: "/").dropLast(2).last.map(String.init) ?? "main"

let package = Package(
  name: "motion-fuzz",
  dependencies: [
    .package(path: "..")
  ],
  targets: [
    .executableTarget(
      name: "replay-fuzzer",
      dependencies: [
        "CFuzzerDriver",
        .product(name: "MaterialMotionSDL", package: mainPackage),
        .product(name: "MaterialMotionSandbox", package: mainPackage),
        // rejectionNamesItsLine: the fuzzers' rule for a rejected recording.
        .product(name: "SandboxBenchmarkSupport", package: mainPackage),
      ]
    ),
    // The trace golden parser (MotionTrace(text:)): FUZZ_TARGET=trace.
    .executableTarget(
      name: "trace-fuzzer",
      dependencies: [
        "CFuzzerDriver", .product(name: "MaterialMotionChecking", package: mainPackage),
      ]
    ),
    // The declaration of libFuzzer's LLVMFuzzerRunDriver, which the fuzzer's main calls.
    .target(name: "CFuzzerDriver"),
  ],
  swiftLanguageModes: [.v6]
)
