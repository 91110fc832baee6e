import Foundation

/// The last test run's record of the references its snapshot assertions used, read back from
/// the files ``SnapshotUsageLog`` wrote.
package struct SnapshotRun: Sendable {
  /// References used, relative to the package's root.
  package var used: Set<String> = []
  /// References whose assertion failed.
  package var failed: Set<String> = []
  /// Whether any of the run's processes ran only some tests.
  package var filtered = false
  /// How many processes wrote a record.
  package var processes = 0
  /// How many of them ran to their end (a crash or a stop leaves one unfinished).
  package var finishedProcesses = 0

  /// Whether the run had a failing snapshot or a process that did not finish.
  package var failedOrUnfinished: Bool {
    !failed.isEmpty || finishedProcesses < processes
  }

  /// The last run recorded in the package at `root`, or `nil` when none is.
  package static func last(in root: URL) -> SnapshotRun? {
    let folder = root.appendingPathComponent(SnapshotUsageLog.folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let files = names.filter { $0.hasPrefix("run-") && $0.hasSuffix(".txt") }.sorted()
    guard !files.isEmpty else { return nil }
    var run = SnapshotRun()
    for name in files {
      guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { continue }
      run.read(String(decoding: data, as: UTF8.self))
    }
    return run
  }

  /// Adds one process's record.
  package mutating func read(_ text: String) {
    processes += 1
    for line in text.split(separator: "\n") {
      if line == "filtered true" {
        filtered = true
      } else if line == "finished" {
        finishedProcesses += 1
      } else if line.hasPrefix("used ") {
        used.insert(String(line.dropFirst(5)))
      } else if line.hasPrefix("failed ") {
        let path = String(line.dropFirst(7))
        used.insert(path)
        failed.insert(path)
      }
    }
  }
}
