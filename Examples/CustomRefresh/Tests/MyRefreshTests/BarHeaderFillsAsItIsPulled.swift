// Generated from README.md (swift block 10) by .ci/readme-snippets: edit the README.

import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@testable import MyRefresh

@MainActor @Test func barHeaderFillsAsItIsPulled() {
  let scene = TestScene(rows: 20, size: CGSize(width: 200, height: 120), header: BarHeader())
  scene.tableView.pull(to: -35)  // 70 % of the 50-pt threshold
  assertSnapshot(of: scene.window, as: .screen(region: CGRect(x: 0, y: 0, width: 200, height: 40)))
}
