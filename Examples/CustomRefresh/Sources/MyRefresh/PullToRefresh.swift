// Generated from README.md (swift block 2) by .ci/doc-snippets: edit the README, then run it.

import Foundation  // CGSize, CGPoint and CGRect come from Foundation, as on Apple's systems
import RefreshControls
import ViewKitLite

@MainActor func pullToRefresh() {
  let window = Window(size: CGSize(width: 375, height: 667))  // owns its clock and main queue
  let table = TableView(frame: window.bounds)
  window.addSubview(table)
  table.addHeaderRefresh { [weak table] in  // the HW design's header, 44 points
    table?.mainQueue.asyncAfter(deadline: .now() + 2) { table?.headerEndRefreshing() }
  }
  let finger = table.pull(to: -60)  // moves a finger until the content shows 60 points
  finger?.lift()  // the release refreshes: the header stays in view
  window.advance(by: 0.5)  // nothing moves until the clock does
  print(window.picture().text)  // the screen, in characters
  window.advance(by: 2)  // the load ends and the header slides away
}
