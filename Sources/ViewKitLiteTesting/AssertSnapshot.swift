import Foundation
import Testing
import ViewKitLite
import XCTest

/// Compares `value`, as `snapshotting` renders it, with its reference file, from XCTest or
/// Swift Testing.
///
/// References live at `__Snapshots__/<TestFile>/<suite-and-test>.<n or name>.txt` beside the
/// test file: the test's full name (suites and, for parameterised tests, the arguments),
/// sanitised, then `name`, or the assertion's number within the test. A missing reference is
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
@MainActor
public func assertSnapshot<Value>(
  of value: Value, as snapshotting: Snapshotting<Value>, named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  configuration: SnapshotConfiguration = .fromEnvironment,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  let location = SnapshotLocation(
    filePath: "\(filePath)", testName: SnapshotLocation.currentTestName(fallback: testName),
    line: Int(line), column: Int(column))
  var configuration = configuration
  if let record {
    configuration.recordMode = record
  }
  let text = snapshotting.snapshot(value)
  guard
    let message = verifySnapshot(
      text, pathExtension: snapshotting.pathExtension, named: name, location: location,
      configuration: configuration)
  else { return }
  let failure = SnapshotFailure(
    message: message, filePath: location.filePath, line: location.line, column: location.column)
  if let reporter = configuration.reporter {
    reporter(failure)
  } else {
    SnapshotLocation.reportToRunningFramework(
      failure, fileID: "\(fileID)", filePath: filePath, line: line)
  }
}

/// Checks `text` against its reference; returns the failure message, or `nil` on a match.
@MainActor
func verifySnapshot(
  _ text: String, pathExtension: String, named name: String?, location: SnapshotLocation,
  configuration: SnapshotConfiguration
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
  var message = "Snapshot does not match the reference at \(url.path):\n\(diff)"
  if mode == .failed {
    message += "\n" + (write() ?? "Recorded the new snapshot over the reference (mode 'failed').")
  }
  return message
}

/// Where an assertion is: its file, its test's full name and its line.
@MainActor
struct SnapshotLocation {
  let filePath: String
  let testName: String
  let line: Int
  let column: Int

  /// How many unnamed snapshots each test has taken.
  private static var counters: [String: Int] = [:]

  /// The reference file of the next assertion of this test.
  func referenceURL(named name: String?, pathExtension: String, directory: URL?) -> URL {
    let file = URL(fileURLWithPath: filePath)
    let folder =
      directory
      ?? file.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    let key = "\(filePath)#\(testName)"
    let suffix: String
    if let name {
      suffix = SnapshotLocation.sanitised(name)
    } else {
      let count = (SnapshotLocation.counters[key] ?? 0) + 1
      SnapshotLocation.counters[key] = count
      suffix = String(count)
    }
    return folder.appendingPathComponent(
      "\(SnapshotLocation.sanitised(testName)).\(suffix).\(pathExtension)")
  }

  /// The running test's full name: suites, function and, for a parameterised case, its
  /// arguments (Swift Testing); else `fallback` (XCTest's `#function`).
  static func currentTestName(fallback: String) -> String {
    guard let test = Test.current else { return fallback }
    var name = test.id.nameComponents.joined(separator: ".")
    if let arguments = caseArguments() {
      name += "(" + arguments + ")"
    }
    return name
  }

  /// The arguments of the running parameterised case, read by reflection.
  private static func caseArguments() -> String? {
    guard let current = Test.Case.current, current.isParameterized else { return nil }
    var values: [String] = []
    func visit(_ value: Any, depth: Int) {
      guard depth < 6 else { return }
      for child in Mirror(reflecting: value).children {
        if child.label == "value", depth > 1 {
          values.append(String(describing: child.value))
        } else {
          visit(child.value, depth: depth + 1)
        }
      }
    }
    visit(current, depth: 0)
    return values.isEmpty ? "case" : values.joined(separator: ",")
  }

  /// `name` with every run of characters other than letters, digits, `-` and `.` made `-`.
  static func sanitised(_ name: String) -> String {
    var result = ""
    var lastWasDash = false
    for character in name {
      if character.isASCII
        && (character.isLetter || character.isNumber || character == "." || character == "_")
      {
        result.append(character)
        lastWasDash = false
      } else if !lastWasDash {
        result.append("-")
        lastWasDash = true
      }
    }
    return result.trimmingCharacters(in: CharacterSet(charactersIn: "-."))
  }

  /// Fails the running test: a Swift Testing issue, or an XCTest failure.
  static func reportToRunningFramework(
    _ failure: SnapshotFailure, fileID: String, filePath: StaticString, line: UInt
  ) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: failure.message),
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: failure.filePath, line: failure.line, column: failure.column))
    } else {
      XCTFail(failure.message, file: filePath, line: line)
    }
  }
}
