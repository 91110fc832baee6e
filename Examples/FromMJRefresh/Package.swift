// swift-tools-version: 6.2
import PackageDescription

// MJRefresh's own example controls (its DIY header and footers and the image-sequence
// "ChiBaoZi" header), ported to Swift from a separate package that depends on ViewKitLite by
// path and uses nothing but its public API.
let package = Package(
  name: "FromMJRefresh",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ViewKitLite", path: "../..")
  ],
  targets: [
    .target(
      name: "FromMJRefresh",
      dependencies: [
        .product(name: "ViewKitLite", package: "ViewKitLite"),
        .product(name: "RefreshControls", package: "ViewKitLite"),
      ]
    ),
    .testTarget(
      name: "FromMJRefreshTests",
      dependencies: [
        "FromMJRefresh",
        .product(name: "ViewKitLite", package: "ViewKitLite"),
        .product(name: "RefreshControls", package: "ViewKitLite"),
        .product(name: "ViewKitLiteTesting", package: "ViewKitLite"),
        .product(name: "RefreshControlsTesting", package: "ViewKitLite"),
      ],
      exclude: ["__Snapshots__", "__FuzzCorpus__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
