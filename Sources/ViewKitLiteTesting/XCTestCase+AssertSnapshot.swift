import Foundation
import XCTest

extension XCTestCase {
  /// Compares `value`, as `snapshotting` renders it, with its reference file: the XCTest form of
  /// the free `assertSnapshot(of:as:named:record:configuration:)`, called on the test case so
  /// that the class is known.
  ///
  /// References are named `<Class>.<testMethod>.<n or name>.txt`, `n` counting the test's
  /// unnamed snapshots from 1 in each test, so two classes with a test of the same name never
  /// share a file, and a test run alone with `--filter` finds the same files as in a full run.
  /// A helper method of the test class that snapshots is named after the test that calls it.
  ///
  /// Views live on the main actor: write the test method `@MainActor func test…() async`,
  /// which XCTest runs on Linux as on Apple's systems (a test class marked `@MainActor` it
  /// cannot run on Linux).
  @MainActor
  public func assertSnapshot<Value>(
    of value: Value, as snapshotting: Snapshotting<Value>, named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    configuration: SnapshotConfiguration = .fromEnvironment,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let location = SnapshotLocation(
      filePath: "\(file)", test: SnapshotTest(name: snapshotTestName, testCase: WeakTestCase(self)),
      line: Int(line), column: 0)
    ViewKitLiteTesting.assertSnapshot(
      of: value, as: snapshotting, named: name, record: record, configuration: configuration,
      at: location
    ) { failure in
      XCTFail(failure.message, file: file, line: line)
    }
  }

  /// `Class.testMethod`, from XCTest's `name` (`Class.testMethod` on Linux,
  /// `-[Class testMethod]` on Apple's systems).
  private var snapshotTestName: String {
    let className = String(describing: type(of: self))
    let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
    let method = trimmed.split(whereSeparator: { $0 == " " || $0 == "." }).last.map(String.init)
    return "\(className).\(method ?? trimmed)"
  }
}
