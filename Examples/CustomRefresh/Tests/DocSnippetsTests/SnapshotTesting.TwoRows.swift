// Generated from Sources/ViewKitLiteTesting/ViewKitLiteTesting.docc/SnapshotTesting.md (swift block 4) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor @Test func twoRows() {
  let scene = TestScene(rows: 2, size: CGSize(width: 64, height: 44))
  assertInlineSnapshot(of: scene.window, as: .screen) {
    """
    +----------------+
    |                |
    |                |
    |    Row 1       |
    |                |
    |                |
    |                |
    +----------------+
    """
  }
}
