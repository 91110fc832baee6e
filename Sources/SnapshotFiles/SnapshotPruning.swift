import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which references of a package the last test run did not use.
package enum SnapshotPruning: Equatable, Sendable {
  /// No run is recorded: nothing to judge by.
  case noRun
  /// The last run ran only some tests: it judges nothing.
  case filtered
  /// The references no test of the last run used, and whether that run failed a snapshot or
  /// ended a process early (then its record may be short).
  case judged(unused: [URL], runFailed: Bool)

  /// The file at a package's root whose lines name references to keep even when no test of a
  /// run reads them (a disabled or platform-conditional test's): paths relative to the root,
  /// `*` and `?` as in a shell, `#` starting a comment.
  package static let keepFile = ".snapshots-keep"

  /// The verdict on the package at `root`, from its last recorded run.
  package static func judge(_ folders: SnapshotFolders) -> SnapshotPruning {
    guard let run = SnapshotRun.last(in: folders.root) else { return .noRun }
    guard !run.filtered else { return .filtered }
    let kept = keptPatterns(in: folders.root)
    let unused = folders.references().filter { reference in
      let path = folders.relativePath(of: reference)
      return !run.used.contains(path) && !kept.contains { fnmatch($0, path, 0) == 0 }
    }
    return .judged(unused: unused, runFailed: run.failedOrUnfinished)
  }

  /// The patterns of the keep file at `root`, or none.
  private static func keptPatterns(in root: URL) -> [String] {
    guard let data = try? Data(contentsOf: root.appendingPathComponent(keepFile)) else {
      return []
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
  }
}
