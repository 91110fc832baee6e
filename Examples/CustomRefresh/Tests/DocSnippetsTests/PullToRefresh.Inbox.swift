// Generated from Sources/RefreshControls/RefreshControls.docc/PullToRefresh.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import ViewKitLite

/// An inbox that reloads from a server when pulled.
@MainActor final class Inbox {
  let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  private(set) var messages: [String] = []

  init(in window: Window) {
    window.addSubview(tableView)
    let clock = window.clock  // holds no window: no cycle through the closure
    tableView.addHeaderRefresh { [weak self] in try await self?.reload(on: clock) }
  }

  func reload(on clock: WindowClock) async throws {
    try await clock.sleep(for: .seconds(1))  // the server, on the window's clock
    messages.insert("Welcome", at: 0)
  }
}
