import Foundation
@_spi(Testing) import RefreshControls
import Testing
@_spi(Testing) import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Footers, exclusivity and lifetimes")
struct FooterAndLifetimeTests {
  @Test(
    "a footer under content shorter than the screen: a header pull never fires it; its own does")
  func shortContentFooter() {
    let scene = RefreshScene(rows: 3)
    scene.addHeader()
    var footerCallbacks = 0
    scene.tableView.addFooterRefresh { footerCallbacks += 1 }
    scene.run(0.1)
    let footer = scene.tableView.refreshFooter!
    #expect(footer.frame.minY == 667, "at the bottom of the screen, not under the short content")
    scene.pullAndRelease(to: -100)
    scene.run(0.5)
    #expect(footerCallbacks == 0)
    scene.tableView.headerEndRefreshing()
    scene.run(0.5)
    scene.pullAndRelease(to: 60)
    scene.run(0.5)
    #expect(footerCallbacks == 1)
    #expect(footer.state == .refreshing)
    scene.tableView.footerEndRefreshing()
    scene.run(0.5)
    #expect(scene.tableView.contentInset.bottom == 0)
    #expect(scene.tableView.contentOffset.y == 0)
  }

  @Test("the pull-up footer refreshes past its height beyond the bottom")
  func pullUpFooter() {
    let scene = RefreshScene(rows: 40)
    var callbacks = 0
    scene.tableView.addFooterRefresh { callbacks += 1 }
    scene.run(0.1)
    let bottom = scene.tableView.verticalLimits.upperBound
    scene.tableView.contentOffset.y = bottom
    let footerTop = scene.tableView.refreshFooter!.frame.minY
    #expect(footerTop == 1760, "just below the 40 rows, at \(NumberFormat.string(footerTop))")
    scene.pullAndRelease(to: bottom + 43)
    scene.run(0.5)
    #expect(callbacks == 0)
    scene.pullAndRelease(to: bottom + 60)
    scene.run(0.5)
    #expect(callbacks == 1)
    #expect(scene.tableView.contentInset.bottom == 44)
    #expect(scene.tableView.contentOffset.y == bottom + 44)
  }

  @Test(
    "an automatic footer fires at most once per drag, whatever offset and size do after its end")
  func autoFooterOncePerDrag() {
    let scene = RefreshScene(rows: 40)
    let footer = AutoNormalRefreshFooter()
    var callbacks = 0
    footer.refreshingCallback = { callbacks += 1 }
    scene.tableView.refreshFooter = footer
    scene.run(0.1)
    #expect(scene.tableView.contentInset.bottom == 44, "it shows under the content")
    let finger = scene.tableView.pull(to: scene.tableView.verticalLimits.upperBound - 10)
    #expect(callbacks == 0, "not yet fully in view")
    scene.tableView.pull(to: scene.tableView.verticalLimits.upperBound + 5)
    #expect(callbacks == 1)
    footer.endRefreshing()
    scene.scene.rows += ["Row 41", "Row 42"]
    scene.tableView.reloadData()
    scene.tableView.pull(to: scene.tableView.verticalLimits.upperBound + 5)
    #expect(callbacks == 1, "the same drag does not fire again")
    finger?.lift()
    scene.run(2)
    #expect(callbacks == 1)
    scene.tableView.pull(to: scene.tableView.verticalLimits.upperBound + 5)?.lift()
    #expect(callbacks == 2, "a new drag does")
  }

  @Test("noMoreData set and an end in the same turn: noMoreData stays; a later pull does not fire")
  func noMoreData() {
    let scene = RefreshScene(rows: 40)
    var callbacks = 0
    scene.tableView.addFooterRefresh { callbacks += 1 }
    scene.run(0.1)
    scene.tableView.footerBeginRefreshing()
    scene.tableView.footerEndRefreshingWithNoMoreData()
    scene.tableView.footerEndRefreshing()
    #expect(scene.tableView.refreshFooter?.state == .noMoreData)
    scene.run(0.5)
    let bottom = scene.tableView.verticalLimits.upperBound
    scene.tableView.contentOffset.y = bottom
    scene.pullAndRelease(to: bottom + 80)
    scene.run(0.5)
    #expect(callbacks == 1)
    #expect(scene.tableView.contentInset.bottom == 0)
    scene.tableView.footerResetNoMoreData()
    scene.pullAndRelease(to: bottom + 80)
    scene.run(0.5)
    #expect(callbacks == 2)
    scene.tableView.footerResetNoMoreData()
    #expect(scene.tableView.refreshFooter?.isRefreshing == true, "a reset ends no load")
  }

  @Test("header and footer at once: exclusive; the second does not start")
  func exclusive() {
    let scene = RefreshScene(rows: 40)
    scene.addHeader()
    var footerCallbacks = 0
    scene.tableView.addFooterRefresh { footerCallbacks += 1 }
    scene.tableView.headerBeginRefreshing()
    scene.tableView.footerBeginRefreshing()
    #expect(scene.tableView.refreshFooter?.state == .normal)
    #expect(footerCallbacks == 0)
    #expect(scene.window.diagnostics.messages.last?.contains("exclusive") == true)
  }

  @Test(
    "the system-style control pulled past its trigger while the footer refreshes neither arms nor starts"
  )
  func systemStyleExclusive() {
    let scene = TestScene(rows: 40)
    let control = RefreshControl()
    scene.tableView.refreshControl = control
    let footer = NormalRefreshFooter()
    scene.tableView.refreshFooter = footer
    footer.beginRefreshing()
    scene.window.advance(by: 1)
    #expect(footer.isRefreshing)
    var heard: [RefreshFeedback] = []
    control.feedback = { heard.append($0) }
    let finger = scene.tableView.pull(to: -(control.triggerDistance + 30))
    #expect(control.state == .normal, "the footer refreshes")
    #expect(!control.isArmed && heard.isEmpty, "not armed either: \(heard)")
    finger?.lift()
    scene.window.advance(by: 1)
    #expect(control.state == .normal)
  }

  @Test(
    "the scroll view removed and released while refreshing: no crash, no callback, all released")
  func removedWhileRefreshing() throws {
    let window = Window(size: CGSize(width: 375, height: 667))
    weak var weakTable: TableView?
    weak var weakHeader: RefreshBaseView?
    var callbacks = 0
    do {
      let table = TableView(frame: window.bounds)
      table.addHeaderRefresh { callbacks += 1 }
      window.addSubview(table)
      weakTable = table
      weakHeader = table.refreshHeader
      table.headerBeginRefreshing()
      window.advance(by: 0.1)
      table.removeFromSuperview()
    }
    #expect(weakTable == nil)
    #expect(weakHeader == nil)
    #expect(callbacks == 1)
    try window.runUntilIdle()
    #expect(window.isIdle, "nothing left queued")
    #expect(callbacks == 1)
  }

  @Test("one header moved from one scroll view to another: the old slot empties, the new one fires")
  func headerMoves() {
    let first = RefreshScene()
    let header = first.addHeader()
    let second = TableView(frame: first.window.bounds)
    first.window.addSubview(second)
    second.refreshHeader = header
    #expect(first.tableView.refreshHeader == nil)
    #expect(second.refreshHeader === header)
    first.pullAndRelease(to: -90)
    first.run(0.5)
    #expect(first.callbacks == 0, "the old scroll view no longer fires it")
    #expect(first.tableView.contentInset.top == 0)
    let finger = second.pull(to: -90)
    finger?.hold(for: 0.1)
    finger?.lift()
    first.run(0.5)
    #expect(first.callbacks == 1)
    #expect(header.state == .refreshing)
  }

  @Test("slots: addHeaderRefresh creates once; replacing detaches the old; changes are observable")
  func slots() {
    let scene = RefreshScene()
    final class Observer: KVObject {
      var notes = 0
      override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
      ) { notes += 1 }
    }
    let observer = Observer()
    scene.tableView.addObserver(observer, forKeyPath: "refreshHeader")
    scene.tableView.addHeaderRefresh {}
    let first = scene.tableView.refreshHeader
    scene.tableView.addHeaderRefresh {}
    #expect(scene.tableView.refreshHeader === first)
    let replacement = NormalRefreshHeader()
    scene.tableView.refreshHeader = replacement
    #expect(first?.superview == nil)
    #expect(first?.isObservingScrollView == false)
    #expect(observer.notes == 2)
    replacement.beginRefreshing()
    scene.tableView.refreshHeader = replacement
    #expect(observer.notes == 2, "the same header again changes nothing")
    #expect(replacement.superview === scene.tableView && replacement.isRefreshing)
    scene.tableView.removeObserver(observer, forKeyPath: "refreshHeader")
    let control = Observer()
    scene.tableView.addObserver(control, forKeyPath: "refreshControl")
    scene.tableView.refreshControl = RefreshControl()
    let older = scene.tableView.refreshControl
    scene.tableView.refreshControl = RefreshControl()
    #expect(control.notes == 2, "one change a replacement, the old one gone without a nil between")
    #expect(older?.superview == nil && scene.tableView.refreshControl?.superview != nil)
    scene.tableView.refreshControl = scene.tableView.refreshControl
    #expect(control.notes == 2, "the same control again changes nothing")
    scene.tableView.removeObserver(control, forKeyPath: "refreshControl")
  }
}

@MainActor
@Suite("An automatic footer begun off its scroll view")
struct AutoFooterOffItsScrollViewTests {
  @Test("begun while off its scroll view, then put back and ended: the end's completion runs")
  func completionAfterComingBack() {
    let scene = TestScene(rows: 30)
    let footer = AutoNormalRefreshFooter()
    scene.tableView.refreshFooter = footer
    scene.window.advance(by: 1.0 / 60)
    footer.removeFromSuperview()
    footer.beginRefreshing()
    scene.tableView.refreshFooter = footer
    scene.window.advance(by: 0.5)
    var completed = 0
    footer.endRefreshing { completed += 1 }
    scene.window.advance(by: 1)
    #expect(footer.state == .normal)
    #expect(completed == 1)
    #expect(scene.tableView.contentInset.bottom == footer.frame.height)
  }
}
