import Foundation
import ViewKitLite
import ViewKitLiteTesting
import XCTest

/// The snapshot assertion from XCTest, with an injected directory and reporter.
///
/// XCTest on Linux cannot run `@MainActor` test methods; it runs tests on the main thread, so
/// a test enters the main actor with `MainActor.assumeIsolated`.
final class XCTestSnapshotTests: XCTestCase {
  func testRecordsThenMatchesFromXCTest() throws {
    try MainActor.assumeIsolated { try Self.recordsThenMatches() }
  }

  @MainActor
  private static func recordsThenMatches() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("XCTestSnapshotTests-\(UUID().uuidString)")
    let failures = FailureSink()
    let configuration = failures.configuration(.missing, in: directory)
    assertSnapshot(of: "line one\n", as: .lines, configuration: configuration)
    XCTAssertEqual(failures.messages.count, 1)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertEqual(files, ["recordsThenMatches.1.txt"], "named after the calling function")
    assertSnapshot(of: "line one\n", as: .lines, named: "second", configuration: configuration)
    XCTAssertEqual(failures.messages.count, 2)
    assertSnapshot(of: "line one\n", as: .lines, named: "second", configuration: configuration)
    XCTAssertEqual(failures.messages.count, 2, "a matching reference passes")
  }
}
