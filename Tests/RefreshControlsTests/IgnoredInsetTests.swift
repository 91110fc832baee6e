import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Ignored insets")
struct IgnoredInsetTests {
  @Test("a header above a 200-pt banner in the inset: placed, armed and shown above it")
  func headerAboveABanner() {
    let scene = RefreshScene(rows: 40)
    scene.tableView.contentInset.top = 200
    scene.tableView.contentOffset.y = -200
    let header = scene.addHeader()
    header.ignoredScrollViewContentInsetTop = 200
    scene.run(0.1)
    #expect(header.frame.minY == -244 && header.frame.height == 44)
    let finger = scene.tableView.pull(to: -243)
    #expect(header.state == .normal, "not yet fully in view above the banner")
    scene.tableView.pull(to: -245)
    #expect(header.state == .pulling)
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.run(0.5)
    #expect(header.state == .refreshing && scene.callbacks == 1)
    #expect(scene.tableView.contentInset.top == 244)
    #expect(scene.tableView.contentOffset.y == -244, "the header rests in view above the banner")
    header.endRefreshing()
    scene.run(0.5)
    #expect(scene.tableView.contentInset.top == 200 && scene.tableView.contentOffset.y == -200)
  }

  @Test("a back footer below a 50-pt bar in the inset: placed below it, loads, and gives back")
  func backFooterBelowABar() {
    let scene = RefreshScene(rows: 40)
    scene.tableView.contentInset.bottom = 50
    let footer = NormalRefreshFooter()
    footer.ignoredScrollViewContentInsetBottom = 50
    scene.tableView.refreshFooter = footer
    scene.run(0.1)
    let content = scene.tableView.contentSize.height
    #expect(footer.frame.minY == content + 50)
    let bottom = scene.tableView.verticalLimits.upperBound
    scene.tableView.contentOffset.y = bottom
    let finger = scene.tableView.pull(to: bottom + 45)
    #expect(footer.state == .pulling)
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.run(0.5)
    #expect(footer.state == .refreshing && scene.tableView.contentInset.bottom == 94)
    let visibleBottom = scene.tableView.contentOffset.y + scene.tableView.bounds.height
    #expect(visibleBottom == footer.frame.maxY, "the footer rests in view below the bar")
    footer.endRefreshing()
    scene.run(0.5)
    #expect(scene.tableView.contentInset.bottom == 50)
  }

  @Test("an automatic footer below a 50-pt bar begins as it comes fully into view")
  func autoFooterBelowABar() {
    let scene = RefreshScene(rows: 40)
    scene.tableView.contentInset.bottom = 50
    let footer = AutoNormalRefreshFooter()
    footer.ignoredScrollViewContentInsetBottom = 50
    var loads = 0
    footer.refreshingCallback = { loads += 1 }
    scene.tableView.refreshFooter = footer
    scene.run(0.1)
    let content = scene.tableView.contentSize.height
    #expect(footer.frame.minY == content + 50)
    #expect(scene.tableView.contentInset.bottom == 94)
    let bottom = scene.tableView.verticalLimits.upperBound
    let finger = scene.tableView.pull(to: bottom - 1)
    #expect(loads == 0, "1 pt of the footer not yet in view")
    scene.tableView.pull(to: bottom)
    #expect(loads == 1)
    finger?.lift()
  }

  @Test("a negative or non-finite inset to ignore is refused, naming the property")
  func refused() {
    let header = NormalRefreshHeader()
    header.ignoredScrollViewContentInsetTop = 30
    header.ignoredScrollViewContentInsetTop = -1
    header.ignoredScrollViewContentInsetTop = .nan
    #expect(header.ignoredScrollViewContentInsetTop == 30)
    let footer = AutoNormalRefreshFooter()
    footer.ignoredScrollViewContentInsetBottom = .infinity
    #expect(footer.ignoredScrollViewContentInsetBottom == 0)
    let scene = TestScene(rows: 1)
    scene.tableView.addSubview(header)
    let messages = scene.window.diagnostics.messages
    #expect(messages.contains { $0.contains("ignoredScrollViewContentInsetTop") })
  }
}
