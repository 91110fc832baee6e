import Foundation
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
  var configuration = configuration
  if let record {
    configuration.recordMode = record
    configuration.settingError = nil
  }
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
  if let reporter = configuration.reporter {
    reporter(failure)
  } else {
    report(failure)
  }
}

/// Checks `text` against its reference; returns the failure message, or `nil` on a match.
@MainActor
func verifySnapshot(
  _ text: String, pathExtension: String, named name: String?, location: SnapshotLocation,
  configuration: SnapshotConfiguration,
  describeDifference: @MainActor (String, String) -> String? = { _, _ in nil }
) -> String? {
  let actual = text.replacingOccurrences(of: "\r\n", with: "\n")
  let url = location.referenceURL(
    named: name, pathExtension: pathExtension, directory: configuration.directory)
  let manager = FileManager.default
  let existing = (try? Data(contentsOf: url)).map {
    String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
  }
  let mode = configuration.recordMode
  func write() -> String? {
    do {
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return nil
    } catch {
      return "Could not write the snapshot to \(url.path): \(error)"
    }
  }
  if mode == .all {
    return write()
      ?? "Record mode is 'all': recorded the snapshot at \(url.path). Read it, then re-run "
      + "without recording."
  }
  guard let existing else {
    guard mode != .never else {
      return "No reference snapshot at \(url.path), and the record mode is 'never' "
        + "(CI is set, or SNAPSHOT_RECORD=never). Record it locally and commit it."
    }
    return write()
      ?? "No reference snapshot was found; recorded one at \(url.path). Read it, then re-run "
      + "the test to assert against it."
  }
  guard let diff = LineDiff.unified(old: existing, new: actual) else { return nil }
  var message = "Snapshot does not match the reference at \(url.path):\n"
  if let words = describeDifference(existing, actual) { message += words + "\n" }
  message += LineDiff.opening(of: diff, lines: 24)
  if let saved = SnapshotArtifacts.save(actual: actual, diff: diff, for: url, configuration) {
    message +=
      "\nThe whole diff is in \(saved.diff.path), the new snapshot in "
      + "\(saved.actual.path); SNAPSHOT_RECORD=failed records it over the reference."
  }
  if mode == .failed {
    message += "\n" + (write() ?? "Recorded the new snapshot over the reference (mode 'failed').")
  }
  return message
}
