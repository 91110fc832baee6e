// Generated from Sources/RefreshControls/RefreshControls.docc/PullToRefresh.md (swift block 2) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import Testing
import ViewKitLite

@MainActor @Test func pullingReloadsTheInbox() async {
  let window = Window(size: CGSize(width: 375, height: 667))
  let inbox = Inbox(in: window)
  inbox.tableView.pull(to: -80)?.lift()
  await window.run(for: 2)  // the load's second, then the collapse
  #expect(inbox.messages == ["Welcome"] && inbox.tableView.refreshHeader?.isRefreshing == false)
}
