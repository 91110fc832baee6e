// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ViewKitLite",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ViewKitLite", targets: ["ViewKitLite"]),
    .library(name: "ViewKitLiteHarness", targets: ["ViewKitLiteHarness"]),
    .library(name: "RefreshControls", targets: ["RefreshControls"]),
    .library(name: "ViewKitLiteTesting", targets: ["ViewKitLiteTesting"]),
    .library(name: "RefreshControlsTesting", targets: ["RefreshControlsTesting"]),
    .executable(name: "snapshot-review", targets: ["SnapshotReview"]),
    .executable(name: "conformance", targets: ["Conformance"]),
    .plugin(name: "SnapshotsPlugin", targets: ["SnapshotsPlugin"]),
  ],
  targets: [
    .target(name: "ViewKitLite"),
    .target(name: "ViewKitLiteHarness", dependencies: ["ViewKitLite"]),
    .target(name: "RefreshControls", dependencies: ["ViewKitLite"]),
    .target(name: "SnapshotFiles"),
    .target(name: "CommandLineOptions"),
    .target(
      name: "ViewKitLiteTesting",
      dependencies: ["ViewKitLite", "ViewKitLiteHarness", "SnapshotFiles"]),
    .target(
      name: "RefreshControlsTesting",
      dependencies: ["ViewKitLite", "ViewKitLiteHarness", "RefreshControls"]),
    .executableTarget(
      name: "Demo",
      dependencies: [
        "ViewKitLite", "ViewKitLiteHarness", "RefreshControls", "RefreshControlsTesting",
        "CommandLineOptions",
      ]),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "ViewKitLite", "ViewKitLiteHarness", "RefreshControls", "RefreshControlsTesting",
        "CommandLineOptions",
      ]
    ),
    .executableTarget(
      name: "SnapshotReview", dependencies: ["SnapshotFiles", "CommandLineOptions"]),
    .executableTarget(
      name: "Conformance", dependencies: ["RefreshControlsTesting", "CommandLineOptions"]),
    .plugin(
      name: "SnapshotsPlugin",
      capability: .command(
        intent: .custom(
          verb: "snapshots",
          description: "Lists, accepts or rejects pending snapshots; prunes unused references"),
        permissions: [
          .writeToPackageDirectory(reason: "Accepting, rejecting and pruning snapshot files")
        ]),
      dependencies: ["SnapshotReview"]
    ),
    .target(name: "PseudoTerminalSupport", path: "Tests/PseudoTerminalSupport"),
    .target(name: "SwiftUIStandIn", path: "Tests/SwiftUIStandIn"),
    .testTarget(name: "BesideSwiftUITests", dependencies: ["ViewKitLite", "SwiftUIStandIn"]),
    .target(
      name: "SceneFixtures", dependencies: ["ViewKitLite", "ViewKitLiteHarness"],
      path: "Tests/SceneFixtures"),
    .testTarget(name: "CommandLineOptionsTests", dependencies: ["CommandLineOptions"]),
    .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "CommandLineOptions"]),
    .testTarget(
      name: "SnapshotFilesTests",
      dependencies: ["SnapshotFiles", "SnapshotReview", "PseudoTerminalSupport"]
    ),
    .testTarget(
      name: "ViewKitLiteTests",
      dependencies: ["ViewKitLite", "ViewKitLiteTesting", "SceneFixtures"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ViewKitLiteHarnessTests",
      dependencies: ["ViewKitLite", "ViewKitLiteHarness", "ViewKitLiteTesting", "SceneFixtures"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ViewKitLiteTestingTests",
      dependencies: ["ViewKitLite", "ViewKitLiteTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "RefreshControlsTestingTests",
      dependencies: [
        "ViewKitLite", "ViewKitLiteHarness", "ViewKitLiteTesting", "RefreshControls",
        "RefreshControlsTesting",
      ],
      exclude: ["__FuzzCorpus__", "__Snapshots__"]
    ),
    .testTarget(
      name: "DemoTests",
      dependencies: [
        "Demo", "ViewKitLite", "ViewKitLiteTesting", "RefreshControlsTesting",
        "PseudoTerminalSupport",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "RefreshControlsTests",
      dependencies: [
        "RefreshControls", "RefreshControlsTesting", "ViewKitLite", "ViewKitLiteTesting",
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
