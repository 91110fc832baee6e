// Generated from README.md (swift block 6) by .ci/readme-snippets: edit the README.

import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor @Test func pulledHalfway() {
  let scene = TestScene(rows: 20)  // a window with a table of 20 rows
  scene.tableView.pull(to: -30)
  assertSnapshot(of: scene.window, as: .screen)  // or .styledScreen, .tree, .filmstrip, .lines
}
