import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("HW style key moments")
struct HWStyleFilmstripTests {
  @Test("filmstrip of the HW header at the key moments")
  func header() {
    let scene = RefreshScene()
    let header = scene.addHeader()
    let strip = keyMomentsFilmstrip(
      window: scene.window, scrollView: scene.tableView,
      region: CGRect(x: 100, y: 0, width: 176, height: 72),
      rest: 0, trigger: 44,
      state: { "state=\(header.state) pulling=\(NumberFormat.string(header.pullingPercent))" },
      end: { header.endRefreshing() })
    assertSnapshot(of: strip, as: .filmstrip)
  }
}
