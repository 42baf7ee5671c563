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
        .product(name: "MaterialMotion", package: mainPackage),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    ),
    // Only here so that `swift build` also builds libMallocInterposerSwift.so, which run.sh
    // preloads for the allocation pass. motion-bench does not link it (see AllocationCounter).
    .target(
      name: "InterposerBuild",
      dependencies: [.product(name: "MallocInterposerSwift", package: "malloc-interposer")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
