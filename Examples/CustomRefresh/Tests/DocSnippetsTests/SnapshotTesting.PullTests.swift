// Generated from Sources/ViewKitLiteTesting/ViewKitLiteTesting.docc/SnapshotTesting.md (swift block 3) by .ci/doc-snippets: edit the article, then run it.

import ViewKitLite
import ViewKitLiteTesting
import XCTest

final class PullTests: XCTestCase {
  @MainActor func testPulledHalfway() async {
    let scene = TestScene(rows: 20)
    scene.tableView.pull(to: -30)
    assertSnapshot(of: scene.window, as: .screen)  // PullTests.testPulledHalfway.1.txt
  }
}
