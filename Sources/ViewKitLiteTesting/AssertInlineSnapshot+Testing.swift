import Foundation

/// The inline assertion on a source file named at run time, so tests can record into a copy
/// instead of their own source.
@MainActor
package func assertInlineSnapshot<Value>(
  of value: Value, as snapshotting: Snapshotting<Value>, record: SnapshotRecordMode? = nil,
  configuration: SnapshotConfiguration, sourcePath: String, line: Int, column: Int,
  matches expected: (() -> String)? = nil
) {
  assertInlineSnapshot(
    of: value, as: snapshotting, record: record, configuration: configuration,
    at: InlineSnapshotCall(path: sourcePath, line: line, column: column), matches: expected
  ) { _ in }
}
