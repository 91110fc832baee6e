// Generated from Sources/RefreshControls/RefreshControls.docc/WritingYourOwnControl.md (swift block 5) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor @Test func barHeaderFillsAsItIsPulled() {
  let header = BarHeader()
  let scene = TestScene(rows: 20, size: CGSize(width: 200, height: 120), header: header)
  var strip = Filmstrip(window: scene.window, region: CGRect(x: 0, y: 0, width: 200, height: 64)) {
    "state=\(header.state) pulled=\(NumberFormat.string(header.pullingPercent))"
  }
  let finger = scene.tableView.pull(to: -35)  // 70 % of the 50-point threshold
  strip.capture("pulled 35")
  scene.tableView.pull(to: -60)
  strip.capture("pulled 60")
  finger?.lift()
  scene.window.advance(by: 0.5)
  strip.capture("released")
  #expect(header.isRefreshing)
  #expect(scene.window.diagnostics.messages.isEmpty)
  assertSnapshot(of: strip, as: .filmstrip)
}
