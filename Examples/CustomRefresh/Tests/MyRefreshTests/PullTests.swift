// Generated from README.md (swift block 7) by .ci/readme-snippets: edit the README.

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
