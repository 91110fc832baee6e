import Foundation
import SnapshotFiles
import ViewKitLite

/// Compares `value`, as `snapshotting` renders it, with the snapshot written in the test's own
/// source: the trailing closure's multi-line string. From Swift Testing or XCTest.
///
/// ```swift
/// assertInlineSnapshot(of: header, as: .tree) {
///   """
///   BarHeader frame=(0, -40, 375, 40) …
///   """
/// }
/// ```
///
/// With no closure, or on a mismatch when recording (`record: .failed` or `.all`, or
/// `SNAPSHOT_RECORD`), the snapshot is written into the source at the call, indented inside it,
/// and the test fails saying so: read it, then run again. Recording finds the call from
/// `#filePath`, `#line` and `#column`; several calls in one test or file each land at the line
/// the test was compiled with, and writes are serialised across tests running side by side.
/// The record mode `.never`, and a set `CI`, never write. A mismatch fails as a file snapshot's
/// does, with a diff. The text compared leaves out the snapshot's last newline.
///
/// - Parameters:
///   - value: What to snapshot.
///   - snapshotting: The strategy: `.screen`, `.tree`, `.filmstrip`, `.lines`, ….
///   - record: The record mode for this assertion, over the configuration's.
///   - configuration: Record mode and reporter; by default from the environment.
///   - fileID: The file of the assertion, as Swift Testing reports it; leave the default.
///   - filePath: The source file recorded into; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
///   - expected: The snapshot in the source; none until recorded.
@MainActor
public func assertInlineSnapshot<Value>(
  of value: Value, as snapshotting: Snapshotting<Value>, record: SnapshotRecordMode? = nil,
  configuration: SnapshotConfiguration = .fromEnvironment,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  matches expected: (() -> String)? = nil
) {
  assertInlineSnapshot(
    of: value, as: snapshotting, record: record, configuration: configuration,
    at: InlineSnapshotCall(path: "\(filePath)", line: Int(line), column: Int(column)),
    matches: expected
  ) { failure in
    SnapshotLocation.reportToRunningFramework(
      failure, fileID: "\(fileID)", filePath: filePath, line: line)
  }
}

/// The assertion at a known call; `report` fails the running test.
@MainActor
func assertInlineSnapshot<Value>(
  of value: Value, as snapshotting: Snapshotting<Value>, record: SnapshotRecordMode?,
  configuration: SnapshotConfiguration, at call: InlineSnapshotCall,
  matches expected: (() -> String)?, report: (SnapshotFailure) -> Void
) {
  let configuration = configuration.overriding(record: record)
  SnapshotUsageLog.shared.noteRun(of: URL(fileURLWithPath: call.path))
  var actual = snapshotting.snapshot(value).replacingOccurrences(of: "\r\n", with: "\n")
  if actual.hasSuffix("\n") { actual.removeLast() }
  let message =
    configuration.settingError?.description
    ?? call.verify(actual, expected: expected?(), configuration, snapshotting.describeDifference)
  guard let message else { return }
  let failure = SnapshotFailure(
    message: message, filePath: call.path, line: call.line, column: call.column)
  configuration.report(failure, else: report)
}

/// An `assertInlineSnapshot` call: where it is, and how it checks and records.
struct InlineSnapshotCall {
  let path: String
  let line: Int
  let column: Int

  /// The failure message for `actual` against `expected` under `configuration`, or `nil` on a
  /// match; records into the source when the record mode asks and the configuration lets it.
  @MainActor
  func verify(
    _ actual: String, expected: String?, _ configuration: SnapshotConfiguration,
    _ describeDifference: @MainActor (String, String) -> String?
  ) -> String? {
    let mode = configuration.writesInlineSnapshots ? configuration.recordMode : .never
    guard let expected else {
      guard mode != .never else {
        return "No inline snapshot at \(path):\(line), and nothing is recorded (CI is set, or "
          + "the record mode is 'never'). Record it locally and commit it."
      }
      return write(actual, hadClosure: false)
        ?? "Recorded an inline snapshot into \(path):\(line). Read it, then run the test again "
        + "to assert against it."
    }
    if mode == .all {
      return write(actual, hadClosure: true)
        ?? "Record mode is 'all': recorded the inline snapshot into \(path):\(line). Read it, "
        + "then run again without recording."
    }
    guard
      let details = SnapshotArtifacts.mismatch(
        of: expected, and: actual, describeDifference, savedAs: artifactName, configuration)
    else { return nil }
    let message = "Inline snapshot does not match at \(path):\(line):\n" + details + "\n"
    guard mode == .failed else {
      return message
        + "Run it with SNAPSHOT_RECORD=failed, and CI unset, to record the new snapshot into the "
        + "source."
    }
    return message
      + (write(actual, hadClosure: true)
        ?? "Recorded the new snapshot into the source (mode 'failed').")
  }

  /// Where a mismatch's artifacts go: `<TestFile>/<TestFile>.line-<N>.txt` in the artifacts
  /// folder.
  private var artifactName: URL {
    let file = URL(fileURLWithPath: path).deletingPathExtension()
    return file.appendingPathComponent("\(file.lastPathComponent).line-\(line).txt")
  }

  private func write(_ snapshot: String, hadClosure: Bool) -> String? {
    InlineSnapshotWriter.shared.record(
      snapshot, path: path, line: line, column: column, hadClosure: hadClosure)
  }
}
