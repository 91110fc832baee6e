import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("The automatic footer, as MJRefresh's")
struct AutoFooterParityTests {
  /// A table of 40 rows with an automatic footer counting its loads.
  func scene(
    _ configure: (AutoNormalRefreshFooter) -> Void = { _ in }
  )
    -> (TestScene, AutoNormalRefreshFooter, () -> Int)
  {
    let scene = TestScene(rows: 40)
    let footer = AutoNormalRefreshFooter()
    configure(footer)
    var loads = 0
    footer.refreshingCallback = { loads += 1 }
    scene.tableView.refreshFooter = footer
    scene.window.advance(by: 0.1)
    return (scene, footer, { loads })
  }

  /// Within one drag: to the end, a load that ends, more rows, to the end again.
  func loadsInOneDrag(autoTriggerTimes: Int) -> Int {
    let (scene, footer, loads) = scene { $0.autoTriggerTimes = autoTriggerTimes }
    let table = scene.tableView
    let finger = table.pull(to: table.verticalLimits.upperBound + 5)
    for more in 0..<3 {
      footer.endRefreshing()
      scene.rows += (0..<5).map { "More \(more)-\($0)" }
      table.reloadData()
      table.pull(to: table.verticalLimits.upperBound + 5)
    }
    finger?.lift()
    return loads()
  }

  @Test("autoTriggerTimes: 1 a drag by default, as many as set, −1 without limit")
  func triggerTimes() {
    #expect(loadsInOneDrag(autoTriggerTimes: 1) == 1)
    #expect(loadsInOneDrag(autoTriggerTimes: 2) == 2)
    #expect(loadsInOneDrag(autoTriggerTimes: -1) == 4)
  }

  @Test("automaticallyRefresh off: reaching the end loads nothing; a drag past it, or a tap, does")
  func manualOnly() {
    let (scene, footer, loads) = scene { $0.automaticallyRefresh = false }
    let table = scene.tableView
    table.pull(to: table.verticalLimits.upperBound)?.lift()
    scene.window.advance(by: 1)
    #expect(loads() == 0)
    table.pull(to: table.verticalLimits.upperBound + 30)?.lift()
    scene.window.advance(by: 0.1)
    #expect(loads() == 1, "released past the end")
    footer.endRefreshing()
    scene.window.advance(by: 1)
    let point = footer.convert(CGPoint(x: footer.bounds.midX, y: footer.bounds.midY), to: nil)
    scene.window.touchDown(at: point).lift()
    #expect(loads() == 2, "a tap on the footer")
  }

  @Test(
    "content up to the screen's height is short: a drag up released loads; half a point taller not",
    arguments: [(666.5, 1), (667, 1), (667.5, 0)] as [(CGFloat, Int)])
  func shortContent(height: CGFloat, expected: Int) throws {
    let (window, scrollView, footer, loads) = shortScene(height: height)
    let finger = try #require(scrollView.pull(to: 20))
    #expect(loads() == 0, "nothing while the finger is down")
    finger.lift()
    #expect(loads() == expected)
    window.advance(by: 1)
    if footer.isRefreshing { footer.endRefreshing() }
    window.advance(by: 1)
    let before = loads()
    scrollView.contentOffset.y = 0
    let down = try #require(scrollView.pull(to: -20))
    down.lift()
    #expect(loads() == before, "a pull down past the top loads nothing")
  }

  /// A 375 × 667 window whose scroll view holds content `height` high and an automatic footer,
  /// with the count of its loads.
  private func shortScene(
    height: CGFloat, _ configure: (AutoNormalRefreshFooter) -> Void = { _ in }
  ) -> (Window, ScrollView, AutoNormalRefreshFooter, () -> Int) {
    let window = Window(size: CGSize(width: 375, height: 667))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 375, height: height)
    window.addSubview(scrollView)
    let footer = AutoNormalRefreshFooter()
    configure(footer)
    var loads = 0
    footer.refreshingCallback = { loads += 1 }
    scrollView.refreshFooter = footer
    window.advance(by: 0.1)
    return (window, scrollView, footer, { loads })
  }

  @Test(
    "short content with automaticallyRefresh off: a drag up released short of the end loads nothing",
    arguments: [true, false])
  func shortContentManual(automatically: Bool) throws {
    let (window, scrollView, _, loads) = shortScene(height: 640) {
      $0.automaticallyRefresh = automatically
    }
    let end = scrollView.verticalLimits.upperBound
    #expect(end > 10, "the footer's height takes the content past the screen")
    try #require(scrollView.pull(to: 10)).lift()
    #expect(loads() == (automatically ? 1 : 0))
    guard !automatically else { return }
    window.advance(by: 1)
    try #require(scrollView.pull(to: end + 5)).lift()
    window.advance(by: 0.1)
    #expect(loads() == 1, "released past the end: a load")
  }

  @Test("only a move down toward the end loads: the offset set again where it is loads nothing")
  func onlyMovingDown() {
    let (scene, footer, loads) = scene { $0.autoTriggerTimes = -1 }
    let table = scene.tableView
    let bottom = table.verticalLimits.upperBound
    table.contentOffset.y = bottom
    #expect(loads() == 1)
    footer.endRefreshing()
    scene.window.advance(by: 1)
    table.contentOffset.y = bottom
    #expect(loads() == 1, "not moved, so nothing loads")
    table.contentOffset.y = bottom - 1
    table.contentOffset.y = bottom
    #expect(loads() == 2, "moved down again")
  }

  @Test("a tap loads only from .normal: not while loading, nor with no more data")
  func tapOnlyFromNormal() {
    let (scene, footer, loads) = scene { $0.automaticallyRefresh = false }
    footer.beginRefreshing()
    #expect(loads() == 1)
    footer.sendActions(for: .touchUpInside)
    #expect(loads() == 1 && scene.window.diagnostics.messages.isEmpty, "no second begin asked")
    footer.endRefreshingWithNoMoreData()
    scene.window.advance(by: 1)
    footer.sendActions(for: .touchUpInside)
    #expect(footer.state == .noMoreData && loads() == 1)
    footer.resetNoMoreData()
    footer.sendActions(for: .touchUpInside)
    #expect(footer.isRefreshing && loads() == 2)
  }

  @Test("automaticallyHidden: hidden while there are no rows, back with rows")
  func hiddenWithoutRows() {
    let (scene, footer, _) = scene { $0.automaticallyHidden = true }
    #expect(!footer.isHidden && scene.tableView.contentInset.bottom == 44)
    scene.rows = []
    scene.tableView.reloadData()
    #expect(footer.isHidden && scene.tableView.contentInset.bottom == 0)
    scene.rows = ["Row 1"]
    scene.tableView.reloadData()
    #expect(!footer.isHidden && scene.tableView.contentInset.bottom == 44)
  }

  @Test("hidden by the app, it takes its height out of the inset at once and begins no load")
  func hiddenByTheApp() {
    let (scene, footer, loads) = scene()
    #expect(scene.tableView.contentInset.bottom == 44)
    footer.isHidden = true
    #expect(scene.tableView.contentInset.bottom == 0, "no frame needed: at once")
    scene.tableView.contentOffset.y = 10_000
    scene.window.advance(by: 0.5)
    #expect(footer.state == .normal && loads() == 0, "a hidden footer does not load")
    footer.isHidden = false
    #expect(scene.tableView.contentInset.bottom == 44)
  }
}
