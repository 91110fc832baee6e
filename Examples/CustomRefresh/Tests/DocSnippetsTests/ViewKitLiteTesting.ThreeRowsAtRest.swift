// Generated from Sources/ViewKitLiteTesting/ViewKitLiteTesting.docc/ViewKitLiteTesting.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor @Test func threeRowsAtRest() {
  let scene = TestScene(rows: 3, size: CGSize(width: 120, height: 96))
  assertSnapshot(of: scene.tableView, as: .tree)  // one line per view and layer
}
