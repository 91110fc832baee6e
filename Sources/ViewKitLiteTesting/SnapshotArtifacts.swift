import Foundation

/// Where a failed snapshot assertion leaves the new snapshot and the whole diff, so that a
/// console that cuts long messages loses nothing: `<artifacts>/<TestFile>/<reference name>`
/// and the same name with `.diff` added.
enum SnapshotArtifacts {
  /// Writes `actual` and `diff` for the reference at `reference`; returns their locations, or
  /// `nil` when they could not be written (the message then carries what it can).
  static func save(
    actual: String, diff: String, for reference: URL, _ configuration: SnapshotConfiguration
  ) -> (actual: URL, diff: URL)? {
    let folder = configuration.artifactsDirectory
      .appendingPathComponent(reference.deletingLastPathComponent().lastPathComponent)
    let actualURL = folder.appendingPathComponent(reference.lastPathComponent)
    let diffURL = actualURL.appendingPathExtension("diff")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: actualURL)
      try Data((diff + "\n").utf8).write(to: diffURL)
      return (actualURL, diffURL)
    } catch {
      return nil
    }
  }
}
