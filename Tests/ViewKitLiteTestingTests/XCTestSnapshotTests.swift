import Foundation
import ViewKitLite
import ViewKitLiteTesting
import XCTest

/// The snapshot assertion from XCTest: `assertSnapshot(of:as:)` called on the test case, from
/// test methods isolated to the main actor (`@MainActor func test…() async`, which XCTest runs
/// on Linux too; a `@MainActor` test class it cannot run there).
final class XCTestSnapshotTests: XCTestCase {
  @MainActor
  func testRecordsThenMatchesFromXCTest() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("XCTestSnapshotTests-\(UUID().uuidString)")
    let failures = FailureSink()
    let configuration = failures.configuration(.missing, in: directory)
    assertSnapshot(of: "line one\n", as: .lines, configuration: configuration)
    assertSnapshot(of: "line two\n", as: .lines, configuration: configuration)
    XCTAssertEqual(failures.messages.count, 2)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    XCTAssertEqual(
      files,
      [
        "XCTestSnapshotTests.testRecordsThenMatchesFromXCTest.1.txt",
        "XCTestSnapshotTests.testRecordsThenMatchesFromXCTest.2.txt",
      ], "named after the class and the running test, counted from 1")
    assertSnapshot(of: "line one\n", as: .lines, named: "second", configuration: configuration)
    XCTAssertEqual(failures.messages.count, 3)
    assertSnapshot(of: "line one\n", as: .lines, named: "second", configuration: configuration)
    XCTAssertEqual(failures.messages.count, 3, "a matching reference passes")
  }

  /// The inline assertion from XCTest: the free function, reporting through `XCTFail`.
  @MainActor
  func testInlineSnapshotFromXCTest() async {
    let scene = TestScene(rows: 2, size: CGSize(width: 64, height: 24))
    assertInlineSnapshot(of: scene.window, as: .screen) {
      """
      +----------------+
      |                |
      |                |
      |    Row 1       |
      +----------------+
      """
    }
    let titles = scene.tableView.visibleCells.map { $0.textLabel.text ?? "" }
    assertInlineSnapshot(of: titles.joined(separator: "\n"), as: .lines) {
      """
      Row 1
      """
    }
  }

  /// The accessibility tree, inline, from XCTest.
  @MainActor
  func testAccessibilityTreeFromXCTest() async {
    let scene = TestScene(rows: 2, size: CGSize(width: 120, height: 60))
    scene.window.screenReader.next()
    assertInlineSnapshot(of: scene.window, as: .accessibility) {
      """
      → TableViewCell "Row 1" (0, 0, 120, 44)
        TableViewCell "Row 2" (0, 44, 120, 44)
      """
    }
  }

  @MainActor
  func testStyledScreenNamesAColourChangeFromXCTest() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("XCTestSnapshotTests-\(UUID().uuidString)")
    let window = Window(size: CGSize(width: 40, height: 8))
    let label = Label(frame: window.bounds)
    label.text = "Hi"
    window.addSubview(label)
    let record = FailureSink()
    assertSnapshot(
      of: window, as: .styledScreen, named: "label",
      configuration: record.configuration(.missing, in: directory))
    label.textColor = .red
    let check = FailureSink()
    assertSnapshot(
      of: window, as: .styledScreen, named: "label",
      configuration: check.configuration(.never, in: directory))
    XCTAssertEqual(check.messages.count, 1)
    XCTAssertTrue(
      check.messages.first?.contains("row 1, columns 1–2: text #000000 → text #FF0000") == true,
      check.messages.first ?? "")
  }

  @MainActor
  func testUnknownRecordModeFails() async {
    let failures = FailureSink()
    var configuration = failures.configuration(
      .missing, in: FileManager.default.temporaryDirectory)
    configuration.settingError = SnapshotSettingError(variable: "SNAPSHOT_RECORD", value: "yes")
    assertSnapshot(of: "x", as: .lines, configuration: configuration)
    XCTAssertEqual(failures.messages.count, 1)
    XCTAssertTrue(failures.messages[0].contains("'all', 'missing', 'failed', 'never'"))
  }
}

/// Two classes with a test of the same name, and a helper that snapshots for several tests:
/// each test finds its own committed reference, whether the classes run together or one alone
/// (`.ci/run` runs `swift test --filter SnapshotNamesSecondClass` too).
final class SnapshotNamesFirstClass: XCTestCase {
  @MainActor
  func testSame() async {
    assertSnapshot(of: "first class, first snapshot\n", as: .lines)
    assertSnapshot(of: "first class, second snapshot\n", as: .lines)
  }
}

/// The second class: its `testSame` has references of its own.
final class SnapshotNamesSecondClass: XCTestCase {
  @MainActor
  func testSame() async {
    assertSnapshot(of: "second class, first snapshot\n", as: .lines)
  }

  @MainActor
  func testHelperForTheFirstTest() async {
    snapshotGreeting("hello from the first test")
  }

  @MainActor
  func testHelperForTheSecondTest() async {
    snapshotGreeting("hello from the second test")
  }

  /// Snapshots for whichever test calls it: the reference is named after that test.
  @MainActor
  private func snapshotGreeting(_ greeting: String) {
    assertSnapshot(of: greeting + "\n", as: .lines)
  }
}
