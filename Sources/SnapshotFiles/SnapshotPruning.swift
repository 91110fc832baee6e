import Foundation

/// Which references of a package the last test run did not use.
package enum SnapshotPruning: Equatable, Sendable {
  /// No run is recorded: nothing to judge by.
  case noRun
  /// The last run ran only some tests: it judges nothing.
  case filtered
  /// The references no test of the last run used, and whether that run failed a snapshot or
  /// ended a process early (then its record may be short).
  case judged(unused: [URL], runFailed: Bool)

  /// The verdict on the package at `root`, from its last recorded run.
  package static func judge(_ folders: SnapshotFolders) -> SnapshotPruning {
    guard let run = SnapshotRun.last(in: folders.root) else { return .noRun }
    guard !run.filtered else { return .filtered }
    let unused = folders.references().filter { !run.used.contains(folders.relativePath(of: $0)) }
    return .judged(unused: unused, runFailed: run.failedOrUnfinished)
  }
}
