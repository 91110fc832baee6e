import Foundation
import Testing
import XCTest

/// Where an assertion is: its file, its test and its line.
@MainActor
struct SnapshotLocation {
  let filePath: String
  let test: SnapshotTest
  let line: Int
  let column: Int

  /// How many unnamed snapshots each test has taken, and the XCTest case that took them.
  /// Counted per test (keyed by file and test), not per window: a test's snapshots are numbered
  /// 1, 2, … whatever windows they show, and tests running side by side never share a count.
  private static var counters: [String: (count: Int, testCase: WeakTestCase?)] = [:]

  /// The reference file of the next assertion of this test.
  func referenceURL(named name: String?, pathExtension: String, directory: URL?) -> URL {
    let file = URL(fileURLWithPath: filePath)
    let folder =
      directory
      ?? file.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    let suffix = name.map(SnapshotLocation.sanitised) ?? String(nextNumber())
    return folder.appendingPathComponent(
      "\(SnapshotLocation.sanitised(test.name)).\(suffix).\(pathExtension)")
  }

  /// The number of this test's next unnamed snapshot: 1, 2, … counted afresh in each test (an
  /// XCTest case that is not the one that counted so far starts again at 1).
  private func nextNumber() -> Int {
    let key = "\(filePath)#\(test.name)"
    var entry = SnapshotLocation.counters[key] ?? (0, test.testCase)
    if let testCase = test.testCase, entry.testCase?.value !== testCase.value {
      entry = (0, testCase)
    }
    entry.count += 1
    SnapshotLocation.counters[key] = entry
    return entry.count
  }

  /// The running Swift Testing test: suites, function and, for a parameterised case, its
  /// arguments; else `fallback` (the calling function's name).
  static func currentTest(fallback: String) -> SnapshotTest {
    guard let test = Test.current else { return SnapshotTest(name: fallback, testCase: nil) }
    var name = test.id.nameComponents.joined(separator: ".")
    if let arguments = caseArguments() {
      name += "(" + arguments + ")"
    }
    return SnapshotTest(name: name, testCase: nil)
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

  /// `name` with every run of characters other than ASCII letters, digits, `_` and `.` made one
  /// `-`, and `-` or `.` at either end dropped.
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

/// The test an assertion belongs to: its name in reference files, and for XCTest the test
/// case running it.
struct SnapshotTest {
  /// `Suite.test()` (Swift Testing) or `Class.testMethod` (XCTest).
  let name: String
  /// The XCTest case, held weakly, so counting restarts for the next test.
  let testCase: WeakTestCase?
}

/// An XCTest case, held weakly: a case released and another made at its address are not the
/// same.
final class WeakTestCase {
  weak var value: XCTestCase?

  init(_ value: XCTestCase) {
    self.value = value
  }
}
