import CustomRefresh
import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// A 40-point glyph of its own size that calls back when its own 0.4 s animation ends and sends
/// no `.valueChanged`: every hook a built-in style uses, from another package.
final class GlyphControl: RefreshBaseView {
  override var defersRefreshingCallback: Bool { true }
  override var followsScrollViewWidth: Bool { false }
  override var sendsValueChanged: Bool { false }

  override func prepare() {
    super.prepare()
    frame = CGRect(x: 0, y: -40, width: 40, height: 40)
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      View.animate(withDuration: 0.4) {
        self.setInsetContribution(EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
      } completion: { _ in
        self.sendRefreshingCallback()
      }
    } else if oldState == .refreshing {
      View.animate(withDuration: 0.4) { self.setInsetContribution(.zero) }
    }
  }
}

/// A header that scrolls itself into view for 0.3 s before it refreshes, and whose end during
/// that scroll cancels the begin: a deferred begin, as JK's, from another package.
final class ScrollFirstHeader: RefreshHeader {
  private(set) var isScrollingIn = false

  override func beginRefreshing() {
    guard state == .normal, !isScrollingIn else { return super.beginRefreshing() }
    isScrollingIn = true
    window?.mainQueue.asyncAfter(0.3) { [weak self] in
      guard let self, self.isScrollingIn else { return }
      self.isScrollingIn = false
      self.state = .refreshing
    }
  }

  override func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    guard isScrollingIn else { return super.endRefreshing(completion: completion) }
    isScrollingIn = false
    runBeginCompletions()
    completion?()
  }
}

@MainActor
@Suite("The subclass contract, from another package")
struct ContractFromOutsideTests {
  @Test("a control of its own size calls back when its animation ends, and sends no event")
  func deferredCallbackAndWidth() {
    let scene = TestScene(rows: 20, size: CGSize(width: 240, height: 200))
    let glyph = GlyphControl()
    var calls: [TimeInterval] = []
    var events = 0
    glyph.refreshingCallback = { calls.append(scene.window.now) }
    glyph.addAction(for: .valueChanged) { _ in events += 1 }
    scene.tableView.refreshHeader = glyph
    #expect(glyph.frame.width == 40, "followsScrollViewWidth false keeps its own width")
    let start = scene.window.now
    glyph.beginRefreshing()
    scene.window.advance(by: 0.3)
    #expect(calls.isEmpty)
    scene.window.advance(by: 0.2)
    #expect(calls.map { (($0 - start) * 100).rounded() / 100 } == [0.4])
    #expect(events == 0)
    var ended: [TimeInterval] = []
    glyph.endRefreshing { ended.append(scene.window.now) }
    scene.window.advance(by: 1)
    #expect(ended.count == 1)
    #expect(scene.tableView.contentInset == .zero)
  }

  @Test("begun off screen, a control calls back once it joins a window")
  func offScreenBegin() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
    let header = RingHeader()
    var calls = 0
    header.refreshingCallback = { calls += 1 }
    table.refreshHeader = header
    header.beginRefreshing()
    #expect(header.isRefreshing && calls == 0)
    let window = Window(size: CGSize(width: 240, height: 200))
    window.addSubview(table)
    #expect(calls == 1)
    header.beginRefreshing()
    #expect(calls == 1)
    #expect(window.diagnostics.messages.last?.contains("already refreshing") == true)
  }

  @Test("a deferred begin's completion runs once when it shows, and once when it is cancelled")
  func deferredBeginCompletion() {
    let scene = TestScene(rows: 20, size: CGSize(width: 240, height: 200))
    let header = ScrollFirstHeader()
    scene.tableView.refreshHeader = header
    var shown = 0
    header.beginRefreshing { shown += 1 }
    #expect(header.isScrollingIn && shown == 0)
    scene.window.advance(by: 1)
    #expect(header.isRefreshing && shown == 1)
    header.endRefreshing()
    scene.window.advance(by: 1)
    var cancelled = 0
    header.beginRefreshing { cancelled += 1 }
    header.endRefreshing()
    #expect(!header.isScrollingIn && !header.isRefreshing && cancelled == 1)
    scene.window.advance(by: 1)
    #expect(cancelled == 1 && shown == 1)
  }
}
