// swift-tools-version:6.0
import PackageDescription

// An app of your own on the sandbox: the built-in scenes plus one of ours, with a motion test.
let package = Package(
  name: "MyScenes",
  dependencies: [
    // This repository; in a package of your own, depend on it by URL instead.
    .package(name: "motion-sandbox", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "my-scenes",
      dependencies: [
        .product(name: "MaterialMotion", package: "motion-sandbox"),
        .product(name: "MaterialMotionSandbox", package: "motion-sandbox"),
      ]
    ),
    .testTarget(
      name: "MyScenesTests",
      dependencies: [
        "my-scenes",
        .product(name: "MaterialMotionTesting", package: "motion-sandbox"),
        .product(name: "SandboxTestSupport", package: "motion-sandbox"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
