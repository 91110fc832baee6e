import Foundation
import SnapshotFiles
import Testing
import ViewKitLite
import XCTest

/// Compares `value`, as `snapshotting` renders it, with its reference file, from XCTest or
/// Swift Testing.
///
/// References live at `__Snapshots__/<TestFile>/<suite-and-test>.<n or name>.txt` beside the
/// test file: the running test's full name (suites and, for parameterised tests, the
/// arguments), sanitised, then `name`, or the assertion's number within the test, counted from
/// 1 in each test, so a test run alone finds the same files. From XCTest, call the method
/// ``XCTest/XCTestCase/assertSnapshot(of:as:named:record:configuration:file:line:)`` on the test
/// case instead, so the class is known. A missing reference is
/// recorded and the test fails saying where; a mismatch fails with a unified diff in which
/// trailing spaces are visible. Line endings are always `\n`.
///
/// - Parameters:
///   - value: What to snapshot.
///   - snapshotting: The strategy: `.screen`, `.tree`, `.filmstrip`, `.lines`.
///   - name: The snapshot's name; unnamed snapshots are numbered 1, 2, … per test.
///   - record: The record mode for this assertion, over the configuration's.
///   - configuration: Record mode, directory and reporter; by default from the environment
///     (`SNAPSHOT_RECORD`, `CI`).
///   - fileID: The file of the assertion, as Swift Testing reports it; leave the default.
///   - filePath: The path of the assertion's file: the reference lives beside it, in
///     `__Snapshots__`; leave the default.
///   - testName: The calling function's name, used when no Swift Testing test is running;
///     leave the default.
///   - line: The line of the assertion, where a failure is reported; leave the default.
///   - column: The column of the assertion, where a failure is reported; leave the default.
@MainActor
public func assertSnapshot<Value>(
  of value: Value, as snapshotting: Snapshotting<Value>, named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  configuration: SnapshotConfiguration = .fromEnvironment,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  let location = SnapshotLocation(
    filePath: "\(filePath)", test: SnapshotLocation.currentTest(fallback: testName),
    line: Int(line), column: Int(column))
  assertSnapshot(
    of: value, as: snapshotting, named: name, record: record, configuration: configuration,
    at: location
  ) { failure in
    SnapshotLocation.reportToRunningFramework(
      failure, fileID: "\(fileID)", filePath: filePath, line: line)
  }
}

/// The assertion at a known location; `report` fails the running test.
@MainActor
func assertSnapshot<Value>(
  of value: Value, as snapshotting: Snapshotting<Value>, named name: String?,
  record: SnapshotRecordMode?, configuration: SnapshotConfiguration, at location: SnapshotLocation,
  report: (SnapshotFailure) -> Void
) {
  let configuration = configuration.overriding(record: record)
  let message: String?
  if let settingError = configuration.settingError {
    message = settingError.description
  } else {
    message = verifySnapshot(
      snapshotting.snapshot(value), pathExtension: snapshotting.pathExtension, named: name,
      location: location, configuration: configuration,
      describeDifference: snapshotting.describeDifference)
  }
  guard let message else { return }
  let failure = SnapshotFailure(
    message: message, filePath: location.filePath, line: location.line, column: location.column)
  configuration.report(failure, else: report)
}

/// Checks `text` against its reference; returns the failure message, or `nil` on a match.
/// Notes the reference as used for `snapshots prune`; a match removes the reference's stale
/// pending snapshot, a mismatch (or a missing reference not recorded) writes one.
@MainActor
func verifySnapshot(
  _ text: String, pathExtension: String, named name: String?, location: SnapshotLocation,
  configuration: SnapshotConfiguration,
  describeDifference: @MainActor (String, String) -> String? = { _, _ in nil }
) -> String? {
  let url = location.referenceURL(
    named: name, pathExtension: pathExtension, directory: configuration.directory)
  let message = compare(
    text.replacingOccurrences(of: "\r\n", with: "\n"), with: url, configuration,
    describeDifference)
  SnapshotUsageLog.shared.record(reference: url, failed: message != nil)
  return message
}

/// The comparison of `actual` with the reference at `url`, writing what the record mode asks.
@MainActor
private func compare(
  _ actual: String, with url: URL, _ configuration: SnapshotConfiguration,
  _ describeDifference: @MainActor (String, String) -> String?
) -> String? {
  let pending = PendingSnapshot(reference: url)
  pending.removeIfPresent()  // a pass or a recording leaves none; `keep` writes a fresh one
  let existing = (try? Data(contentsOf: url)).map {
    String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
  }
  let mode = configuration.recordMode
  if mode == .all {
    return write(actual, to: url)
      ?? "Record mode is 'all': recorded the snapshot at \(url.path). Read it, then re-run "
      + "without recording."
  }
  guard let existing else {
    guard mode != .never else {
      var message =
        "No reference snapshot at \(url.path), and the record mode is 'never' "
        + "(CI is set, or SNAPSHOT_RECORD=never). "
      let diff = LineDiff.unified(old: "", new: actual) ?? ""
      if let saved = SnapshotArtifacts.save(actual: actual, diff: diff, for: url, configuration) {
        message += "The new snapshot is in \(saved.actual.path). "
      }
      return message
        + keep(actual, as: pending, configuration, or: "Record it locally and commit it.")
    }
    return write(actual, to: url)
      ?? "No reference snapshot was found; recorded one at \(url.path). Read it, then re-run "
      + "the test to assert against it."
  }
  guard
    let details = SnapshotArtifacts.mismatch(
      of: existing, and: actual, describeDifference, savedAs: url, configuration)
  else { return nil }
  let message = "Snapshot does not match the reference at \(url.path):\n" + details
  guard mode != .failed else {
    return message + "\n"
      + (write(actual, to: url) ?? "Recorded the new snapshot over the reference (mode 'failed').")
  }
  return message + "\n"
    + keep(actual, as: pending, configuration, or: "SNAPSHOT_RECORD=failed records it.")
}

/// Writes `text` as the reference at `url`; answers a message when that failed.
private func write(_ text: String, to url: URL) -> String? {
  do {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return nil
  } catch {
    return "Could not write the snapshot to \(url.path): \(error)"
  }
}

/// Writes `text` as a pending snapshot for review, unless the configuration writes none (under
/// CI); answers the words that say where it went and what to do next.
private func keep(
  _ text: String, as pending: PendingSnapshot, _ configuration: SnapshotConfiguration,
  or otherwise: String
) -> String {
  guard configuration.writesPendingSnapshots else { return otherwise }
  do {
    try pending.write(text)
  } catch {
    return "Could not write the pending snapshot \(pending.file.path): \(error). " + otherwise
  }
  return "The new snapshot is pending at \(pending.file.path): review it with "
    + "`swift run snapshot-review`, or accept every pending one with `swift package "
    + "--allow-writing-to-package-directory snapshots --accept-all`."
}
