// Generated from Sources/RefreshControls/RefreshControls.docc/Accessibility.md (swift block 2) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Test func theInboxRefreshesWithoutAPull() {
  let scene = TestScene(rows: 3, size: CGSize(width: 240, height: 200), header: InboxHeader())
  scene.window.refreshLanguage = .english
  let reader = scene.window.screenReader
  reader.next()
  #expect(reader.spokenText == "Row 1")
  #expect(reader.actions.map(\.name) == ["Check for mail"])
  #expect(reader.scroll(.up))
  #expect(reader.announcements == ["Checking for mail"])
  reader.previous()
  #expect(reader.spokenText == "Loading...")
  assertSnapshot(of: scene.window, as: .accessibility)
}
