import Foundation
import SnapshotFiles

/// Carries out a ``ReviewCommand`` on a package's snapshot files, writing what it does to
/// `output` and, when reviewing, reading a key a line from `input`.
struct SnapshotReviewer {
  let folders: SnapshotFolders
  var output: (String) -> Void
  var input: () -> String?

  /// Carries out `verb`; answers the exit status.
  func run(_ verb: ReviewCommand.Verb) throws(ReviewError) -> Int32 {
    switch verb {
    case .help:
      output(ReviewCommand.usage + "\n")
    case .list:
      list()
    case .acceptAll:
      try each("Accepted", accept)
    case .rejectAll:
      try each("Rejected", reject)
    case .prune(let mode):
      return try prune(mode)
    case .interactive:
      try InteractiveReview(reviewer: self).run()
    }
    return 0
  }

  private func list() {
    let pending = folders.pending()
    for snapshot in pending {
      let kind = snapshot.referenceText() == nil ? "new reference" : "changed"
      output("\(folders.relativePath(of: snapshot.file)) (\(kind))\n")
    }
    output(count(pending.count, "pending snapshot") + "\n")
  }

  private func each(
    _ verb: String, _ action: (PendingSnapshot) throws(ReviewError) -> Void
  ) throws(ReviewError) {
    let pending = folders.pending()
    for snapshot in pending {
      try action(snapshot)
    }
    output("\(verb) \(count(pending.count, "pending snapshot")).\n")
  }

  /// Makes `snapshot`'s new text its reference, saying so with the reference's path.
  func accept(_ snapshot: PendingSnapshot) throws(ReviewError) {
    try change(snapshot, PendingSnapshot.accept, saying: "accepted", snapshot.reference)
  }

  /// Deletes `snapshot`'s pending file, saying so with its path (the reference stays).
  func reject(_ snapshot: PendingSnapshot) throws(ReviewError) {
    try change(snapshot, PendingSnapshot.reject, saying: "rejected", snapshot.file)
  }

  private func change(
    _ snapshot: PendingSnapshot, _ action: (PendingSnapshot) -> () throws -> Void,
    saying verb: String, _ file: URL
  ) throws(ReviewError) {
    do {
      try action(snapshot)()
    } catch {
      throw .files("could not change \(folders.relativePath(of: snapshot.file)): \(error)")
    }
    output("\(verb) \(folders.relativePath(of: file))\n")
  }

  private func prune(_ mode: ReviewCommand.PruneMode) throws(ReviewError) -> Int32 {
    switch SnapshotPruning.judge(folders) {
    case .noRun:
      output(
        "No test run is recorded in \(folders.root.path)/\(SnapshotUsageLog.folder): "
          + "run `swift test` (no filter) first.\n")
      return 2
    case .filtered:
      output(
        "The last `swift test` ran only some tests (--filter, --skip or --parallel), so it "
          + "judges nothing: run `swift test` with no filter, then prune.\n")
      return 2
    case .judged(let unused, let runFailed):
      return try prune(unused, runFailed: runFailed, mode)
    }
  }

  private func prune(
    _ unused: [URL], runFailed: Bool, _ mode: ReviewCommand.PruneMode
  ) throws(ReviewError) -> Int32 {
    for url in unused {
      output("unused \(folders.relativePath(of: url))\n")
    }
    let summary = count(unused.count, "reference") + " no test of the last run used"
    switch mode {
    case .list:
      output(summary + ".\n")
      return 0
    case .check:
      let them = unused.count == 1 ? "it" : "them"
      output(
        summary
          + (unused.isEmpty
            ? ".\n"
            : ": delete \(them) with `prune --delete`, or keep \(them) "
              + "by a line in \(SnapshotPruning.keepFile).\n"))
      return unused.isEmpty ? 0 : 1
    case .delete:
      guard !runFailed else {
        output(
          summary + "; not deleted: the last run failed a snapshot or ended early, so a test "
            + "may not have reached its assertions. Make it pass, then prune.\n")
        return 2
      }
      for url in unused {
        do {
          try FileManager.default.removeItem(at: url)
        } catch {
          throw .files("could not delete \(folders.relativePath(of: url)): \(error)")
        }
      }
      output("Deleted " + summary + ".\n")
      return 0
    }
  }

  /// `n thing` or `n things`.
  func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
