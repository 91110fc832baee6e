// swift-tools-version: 6.2
import PackageDescription

// A user's package: its own refresh header and footer, snapshot-tested and fuzzed, depending on
// ViewKitLite by path and using nothing but its public API.
let package = Package(
  name: "CustomRefresh",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ViewKitLite", path: "../..")
  ],
  targets: [
    .target(
      name: "CustomRefresh",
      dependencies: [
        .product(name: "ViewKitLite", package: "ViewKitLite"),
        .product(name: "RefreshControls", package: "ViewKitLite"),
      ]
    ),
    // The README's Swift blocks, extracted by `.ci/doc-snippets` (edit the README, not these).
    .target(
      name: "MyRefresh",
      dependencies: [
        .product(name: "ViewKitLite", package: "ViewKitLite"),
        .product(name: "RefreshControls", package: "ViewKitLite"),
      ]
    ),
    // The DocC articles' Swift blocks, types and tests together, extracted by
    // `.ci/doc-snippets` (edit the articles, not these).
    .testTarget(
      name: "DocSnippetsTests",
      dependencies: [
        .product(name: "ViewKitLite", package: "ViewKitLite"),
        .product(name: "RefreshControls", package: "ViewKitLite"),
        .product(name: "ViewKitLiteTesting", package: "ViewKitLite"),
        .product(name: "RefreshControlsTesting", package: "ViewKitLite"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CustomRefreshTests",
      dependencies: [
        "CustomRefresh",
        .product(name: "ViewKitLite", package: "ViewKitLite"),
        .product(name: "RefreshControls", package: "ViewKitLite"),
        .product(name: "ViewKitLiteTesting", package: "ViewKitLite"),
        .product(name: "RefreshControlsTesting", package: "ViewKitLite"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
