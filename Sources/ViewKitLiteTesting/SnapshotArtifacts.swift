import Foundation
import SnapshotFiles

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

  /// What a mismatch of `reference` and `actual` says after its first line, or `nil` when they
  /// match: the strategy's words, the diff's first 24 lines, and where the whole diff and the new
  /// text were saved, under the name of `reference` (a file snapshot's reference, an inline
  /// snapshot's stand-in).
  @MainActor
  static func mismatch(
    of reference: String, and actual: String,
    _ describeDifference: @MainActor (String, String) -> String?, savedAs name: URL,
    _ configuration: SnapshotConfiguration
  ) -> String? {
    guard let diff = LineDiff.unified(old: reference, new: actual) else { return nil }
    var details = describeDifference(reference, actual).map { $0 + "\n" } ?? ""
    details += LineDiff.opening(of: diff, lines: 24)
    if let saved = save(actual: actual, diff: diff, for: name, configuration) {
      details +=
        "\nThe whole diff is in \(saved.diff.path), the new snapshot in \(saved.actual.path)."
    }
    return details
  }
}
