// Generated from Sources/ViewKitLiteTesting/ViewKitLiteTesting.docc/SnapshotTesting.md (swift block 2) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor @Test func headerRefreshes() {
  let header = BarHeader()  // from RefreshControls' article on writing your own control
  let scene = TestScene(rows: 20, size: CGSize(width: 200, height: 120), header: header)
  var strip = Filmstrip(window: scene.window, region: CGRect(x: 0, y: 0, width: 200, height: 64)) {
    "state=\(header.state) pulled=\(NumberFormat.string(header.pullingPercent))"
  }
  let finger = scene.tableView.pull(to: -60)  // past its 50-point threshold
  strip.capture("pulled 60")
  finger?.lift()
  strip.capture(every: 6, frames: 4, caption: "released")
  assertSnapshot(of: strip, as: .filmstrip)
}
