// Generated from Sources/ViewKitLite/ViewKitLite.docc/ThePipeline.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor func thePipelineBlock1() async throws {
  let scene = TestScene(rows: 20)
  scene.tableView.addHeaderRefresh { /* load */ }
  let finger = scene.tableView.pull(to: -60)
  finger?.lift()
  scene.window.advance(by: 0.5)
  assertSnapshot(of: scene.window, as: .screen)
}
