import Foundation

/// The package a file belongs to: the nearest folder above it holding a `Package.swift`.
package enum PackageRoot {
  /// The root of the package holding `file`, or `nil` when no folder above it has a manifest.
  package static func containing(_ file: URL) -> URL? {
    var folder = file.standardizedFileURL.deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// `file`'s path relative to `root`, or its whole path when it is not inside.
  package static func relativePath(of file: URL, in root: URL) -> String {
    let rootPath = root.standardizedFileURL.path
    let path = file.standardizedFileURL.path
    let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
