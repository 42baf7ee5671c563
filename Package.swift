// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "motion-sandbox",
  products: [
    .library(name: "IndefiniteObservable", targets: ["IndefiniteObservable"]),
    .library(name: "MaterialMotion", targets: ["MaterialMotion"]),
  ],
  targets: [
    .target(name: "IndefiniteObservable"),
    .target(name: "MaterialMotion", dependencies: ["IndefiniteObservable"]),
    .executableTarget(name: "motion-console-demo", dependencies: ["MaterialMotion"]),
    .testTarget(name: "IndefiniteObservableTests", dependencies: ["IndefiniteObservable"]),
    .testTarget(name: "MaterialMotionTests", dependencies: ["MaterialMotion"]),
  ],
  swiftLanguageModes: [.v6]
)
