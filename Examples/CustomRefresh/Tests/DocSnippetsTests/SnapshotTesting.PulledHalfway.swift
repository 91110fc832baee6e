// Generated from Sources/ViewKitLiteTesting/ViewKitLiteTesting.docc/SnapshotTesting.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor @Test func pulledHalfway() {
  let scene = TestScene(rows: 20)  // a 375 × 667 window with a table of 20 rows
  scene.tableView.pull(to: -30)
  assertSnapshot(of: scene.window, as: .screen)
}
