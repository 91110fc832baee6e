// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// Every `__Snapshots__` folder inside a test target (snapshots live beside their test files),
/// so none of their reference files is taken for a source or a resource.
func snapshotFolders(in target: String) -> [String] {
  let root = URL(fileURLWithPath: Context.packageDirectory)
    .appendingPathComponent("Tests").appendingPathComponent(target)
  let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []
  let folders = ([""] + paths).compactMap { path -> String? in
    let candidate = path.isEmpty ? "__Snapshots__" : path
    guard candidate.hasSuffix("__Snapshots__") else { return nil }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(
      atPath: root.appendingPathComponent(candidate).path, isDirectory: &isDirectory)
    return exists && isDirectory.boolValue ? candidate : nil
  }
  return Array(Set(folders)).sorted()
}

let package = Package(
  name: "ViewKitLite",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ViewKitLite", targets: ["ViewKitLite"]),
    .library(name: "RefreshControls", targets: ["RefreshControls"]),
    .library(name: "ViewKitLiteTesting", targets: ["ViewKitLiteTesting"]),
    .executable(name: "Demo", targets: ["Demo"]),
    .executable(name: "Benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    .target(name: "ViewKitLite"),
    .target(name: "RefreshControls", dependencies: ["ViewKitLite"]),
    .target(name: "ViewKitLiteTesting", dependencies: ["ViewKitLite"]),
    .executableTarget(name: "Demo", dependencies: ["ViewKitLite", "RefreshControls"]),
    .executableTarget(name: "Benchmarks", dependencies: ["ViewKitLite", "RefreshControls"]),
    .testTarget(
      name: "ViewKitLiteTests",
      dependencies: ["ViewKitLite", "ViewKitLiteTesting"],
      exclude: snapshotFolders(in: "ViewKitLiteTests")
    ),
    .testTarget(
      name: "ViewKitLiteTestingTests",
      dependencies: ["ViewKitLite", "ViewKitLiteTesting"],
      exclude: snapshotFolders(in: "ViewKitLiteTestingTests")
    ),
    .testTarget(
      name: "RefreshControlsTests",
      dependencies: ["RefreshControls", "ViewKitLite", "ViewKitLiteTesting"],
      exclude: snapshotFolders(in: "RefreshControlsTests")
    ),
  ],
  swiftLanguageModes: [.v6]
)
