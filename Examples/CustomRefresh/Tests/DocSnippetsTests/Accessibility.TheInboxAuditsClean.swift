// Generated from Sources/RefreshControls/RefreshControls.docc/Accessibility.md (swift block 3) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Test func theInboxAuditsClean() {
  let scene = TestScene(rows: 3, size: CGSize(width: 240, height: 200), header: InboxHeader())
  #expect(scene.window.accessibilityAudit().isEmpty)
  scene.tableView.headerBeginRefreshing()
  scene.window.advance(by: 0.5)
  #expect(scene.window.accessibilityAudit().isEmpty)
}
