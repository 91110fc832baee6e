// Generated from Sources/RefreshControls/RefreshControls.docc/RefreshControls.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import ViewKitLite

@MainActor final class FeedScreen {
  let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

  init() {
    tableView.addHeaderRefresh { [weak self] in self?.reload() }  // HW header, 44 pt
    tableView.addFooterRefresh { [weak self] in self?.loadMore() }  // HW footer
  }

  func reload() {
    tableView.mainQueue.asyncAfter(deadline: .now() + 2) {  // the window's clock
      self.tableView.headerEndRefreshing()  // when the load is done
    }
  }

  func loadMore() {
    tableView.mainQueue.asyncAfter(deadline: .now() + 2) {
      self.tableView.footerEndRefreshingWithNoMoreData()
    }
  }
}
