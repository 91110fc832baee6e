import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("HW footer")
struct RefreshFooterTests {
  @Test("states: pulling past its height beyond the bottom, back, released, ended")
  func transitions() {
    let scene = RefreshScene(rows: 40)
    var callbacks = 0
    scene.tableView.addFooterRefresh { callbacks += 1 }
    scene.run(0.1)
    let footer = scene.tableView.refreshFooter as! NormalRefreshFooter
    let bottom = scene.tableView.verticalLimits.upperBound
    scene.tableView.contentOffset.y = bottom
    let finger = scene.tableView.pull(to: bottom + 22)
    #expect(footer.state == .normal)
    #expect(abs(footer.pullingPercent - 0.5) < 1e-9)
    scene.tableView.pull(to: bottom + 45)
    #expect(footer.state == .pulling)
    #expect(footer.stateLabel.text == "释放即可加载更多")
    scene.tableView.pull(to: bottom + 40)
    #expect(footer.state == .normal)
    scene.tableView.pull(to: bottom + 60)
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.run(0.5)
    #expect(footer.state == .refreshing)
    #expect(footer.stateLabel.text == "加载中...")
    #expect(callbacks == 1)
    footer.endRefreshing()
    #expect(footer.state == .normal)
    scene.run(0.5)
    #expect(scene.tableView.contentInset.bottom == 0)
    #expect(scene.tableView.contentOffset.y == bottom)
  }

  @Test("a filmstrip of a full pull-up, release, load and end")
  func filmstrip() {
    let scene = RefreshScene(rows: 40)
    scene.tableView.addFooterRefresh {}
    scene.run(0.1)
    let footer = scene.tableView.refreshFooter!
    let bottom = scene.tableView.verticalLimits.upperBound
    scene.tableView.contentOffset.y = bottom
    var strip = Filmstrip(
      window: scene.window, region: CGRect(x: 0, y: 547, width: 375, height: 120)
    ) {
      "state=\(footer.state) offset=\(NumberFormat.string(scene.tableView.contentOffset.y - bottom)) "
        + "inset.bottom=\(NumberFormat.string(scene.tableView.contentInset.bottom))"
    }
    strip.capture("rest at the bottom")
    let finger = scene.tableView.pull(to: bottom + 30)
    strip.capture("pulled up 30")
    scene.tableView.pull(to: bottom + 60)
    strip.capture("pulled up 60")
    finger?.hold(for: 0.1)
    finger?.lift()
    strip.capture(every: 9, frames: 2, caption: "released")
    scene.run(0.5)
    strip.capture("loading")
    footer.endRefreshing()
    strip.capture(every: 9, frames: 2, caption: "ending")
    assertSnapshot(of: strip, as: .filmstrip)
  }

  @Test("the pull-up footers and the automatic ones all take the sticky no-more-data end")
  func noMoreDataFooters() {
    let footers: [RefreshBaseView] = [
      RefreshFooter(), NormalRefreshFooter(), GifRefreshFooter(), AutoRefreshFooter(),
      AutoNormalRefreshFooter(),
    ]
    #expect(footers.allSatisfy { $0 is any NoMoreDataFooter })
  }
}
