import Foundation

/// The snapshot files of one package: every file in a `__Snapshots__` folder below its root,
/// leaving out `.build`, hidden folders and packages nested inside it (each judges its own).
package struct SnapshotFolders: Sendable {
  /// The package's root.
  package let root: URL

  /// The snapshot files of the package at `root`.
  package init(root: URL) {
    self.root = root.standardizedFileURL
  }

  /// The references: files in `__Snapshots__` folders that are not pending snapshots, sorted.
  package func references() -> [URL] {
    files().filter { PendingSnapshot(pendingFile: $0) == nil }
  }

  /// The pending snapshots, sorted by their references' paths.
  package func pending() -> [PendingSnapshot] {
    files().compactMap { PendingSnapshot(pendingFile: $0) }
  }

  /// `url`'s path relative to the root.
  package func relativePath(of url: URL) -> String {
    PackageRoot.relativePath(of: url, in: root)
  }

  private func files() -> [URL] {
    var found: [URL] = []
    visit(root, inSnapshots: false, into: &found)
    return found.sorted { $0.path < $1.path }
  }

  private func visit(_ folder: URL, inSnapshots: Bool, into found: inout [URL]) {
    let manager = FileManager.default
    let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    for name in names where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        let nestedPackage = manager.fileExists(
          atPath: url.appendingPathComponent("Package.swift").path)
        guard !nestedPackage else { continue }
        visit(url, inSnapshots: inSnapshots || name == "__Snapshots__", into: &found)
      } else if inSnapshots {
        found.append(url)
      }
    }
  }
}
