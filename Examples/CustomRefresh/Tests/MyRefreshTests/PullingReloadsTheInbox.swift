// Generated from README.md (swift block 10) by .ci/readme-snippets: edit the README.

import Foundation
import Testing
import ViewKitLite

@testable import MyRefresh

@MainActor @Test func pullingReloadsTheInbox() async {
  let window = Window(size: CGSize(width: 375, height: 667))
  let inbox = Inbox(in: window)
  inbox.tableView.pull(to: -80)?.lift()
  await window.run(for: 2)  // the load's second, then the collapse
  #expect(inbox.messages == ["Welcome"] && inbox.tableView.refreshHeader?.isRefreshing == false)
}
