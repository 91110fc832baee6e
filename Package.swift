// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ViewKitLite",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ViewKitLite", targets: ["ViewKitLite"]),
    .library(name: "RefreshControls", targets: ["RefreshControls"]),
    .library(name: "ViewKitLiteTesting", targets: ["ViewKitLiteTesting"]),
    .library(name: "RefreshControlsTesting", targets: ["RefreshControlsTesting"]),
  ],
  targets: [
    .target(name: "ViewKitLite"),
    .target(name: "RefreshControls", dependencies: ["ViewKitLite"]),
    .target(name: "ViewKitLiteTesting", dependencies: ["ViewKitLite"]),
    .target(name: "RefreshControlsTesting", dependencies: ["ViewKitLite", "RefreshControls"]),
    .executableTarget(name: "Demo", dependencies: ["ViewKitLite", "RefreshControls"]),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["ViewKitLite", "RefreshControls", "RefreshControlsTesting"]
    ),
    .testTarget(
      name: "ViewKitLiteTests",
      dependencies: ["ViewKitLite", "ViewKitLiteTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ViewKitLiteTestingTests",
      dependencies: ["ViewKitLite", "ViewKitLiteTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "RefreshControlsTestingTests",
      dependencies: ["ViewKitLite", "RefreshControls", "RefreshControlsTesting"],
      exclude: ["__FuzzCorpus__"]
    ),
    .testTarget(
      name: "DemoTests",
      dependencies: ["Demo", "ViewKitLite", "ViewKitLiteTesting", "RefreshControlsTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "RefreshControlsTests",
      dependencies: ["RefreshControls", "ViewKitLite", "ViewKitLiteTesting"],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
