import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("automaticallyChangeAlpha")
struct AutomaticAlphaTests {
  @Test("alpha follows the pull, is 1 while refreshing, and fades back at the end")
  func followsThePull() {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    header.automaticallyChangeAlpha = true
    #expect(header.alpha == 0, "transparent at rest, and still hearing the scroll view")
    let finger = scene.tableView.pull(to: -22)
    #expect(abs(header.alpha - 0.5) < 0.01)
    scene.tableView.pull(to: -60)
    #expect(header.alpha == 1)
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.window.advance(by: 0.5)
    #expect(header.isRefreshing && header.alpha == 1)
    header.endRefreshing()
    scene.window.advance(by: 0.1)
    #expect(header.presentation().alpha > 0 && header.presentation().alpha < 1, "fading")
    scene.window.advance(by: 0.5)
    #expect(header.alpha == 0)
    header.beginRefreshing()
    scene.window.advance(by: 0.5)
    scene.tableView.pull(to: -20)?.lift()
    header.pullingPercent = 0.3
    #expect(header.alpha == 1, "a pull or a percent while refreshing leaves it opaque")
  }

  @Test("off (the default), a transparent header ignores its scroll view, as the HW design")
  func offIgnoresWhenTransparent() {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    #expect(!header.automaticallyChangeAlpha && header.alpha == 1)
    header.alpha = 0
    scene.tableView.pull(to: -60)?.lift()
    scene.window.advance(by: 0.5)
    #expect(header.state == .normal)
  }

  @Test(
    "off, a header hears its scroll view only above 1 % alpha: 0.01 exactly is transparent",
    arguments: [(0.005, false), (0.01, false), (0.015, true)] as [(CGFloat, Bool)])
  func hearsAboveOnePercent(alpha: CGFloat, hears: Bool) {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    header.alpha = alpha
    #expect(header.hearsScrollView == hears)
    scene.tableView.pull(to: -60)?.lift()
    scene.window.advance(by: 0.5)
    #expect(header.isRefreshing == hears, "alpha \(alpha)")
    header.automaticallyChangeAlpha = true
    #expect(header.hearsScrollView, "on, it hears at any alpha")
  }
}
