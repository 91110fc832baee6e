import Foundation
@_spi(Testing) import RefreshControls
import Testing
@_spi(Testing) import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("JK style")
struct JikeRefreshControlTests {
  func scene() -> (TestScene, JikeRefreshControl) {
    let control = JikeRefreshControl()
    let scene = TestScene(rows: 20, size: CGSize(width: 375, height: 667))
    scene.tableView.refreshHeader = control
    return (scene, control)
  }

  @Test("numbers: 45 × 45 at (w/2, −35), half-speed follow, fill = pull / 70, pulling past 70")
  func numbers() {
    let (scene, control) = scene()
    #expect(
      control.frame == CGRect(x: 165, y: -57.5, width: 45, height: 45),
      "rest position set on joining")
    let finger = scene.tableView.pull(to: -35)
    #expect(abs(control.scale - 0.5) < 1e-9)
    #expect(control.center.y == -35, "until the content passes 70 the glyph waits at −35")
    #expect(control.state == .normal)
    scene.tableView.pull(to: -100)
    #expect(abs(control.center.y - -50) < 1e-9, "the glyph moves at half speed")
    #expect(control.scale == 1)
    #expect(control.state == .pulling)
    scene.tableView.pull(to: -60)
    #expect(control.state == .normal)
    finger?.lift()
  }

  @Test("a glyph the app resized is 45 × 45 again at its rest after the next layout")
  func resizedBack() {
    let (scene, control) = scene()
    control.frame = CGRect(x: 0, y: 0, width: 200, height: 90)
    scene.window.advance(by: 1.0 / 60)
    #expect(control.frame == CGRect(x: 165, y: -57.5, width: 45, height: 45))
  }

  @Test("refreshing: inset +70 on the next turn in 0.5 s, .valueChanged when done; end in 0.5 s")
  func refreshCycle() {
    let (scene, control) = scene()
    var changes: [TimeInterval] = []
    control.addAction(for: .valueChanged) { _ in changes.append(scene.window.now) }
    let finger = scene.tableView.pull(to: -90)
    finger?.hold(for: 0.1)
    let released = scene.window.now
    finger?.lift()
    scene.window.advance(by: 0.2)
    #expect(control.state == .refreshing)
    #expect(changes.isEmpty)
    #expect(scene.tableView.contentInset.top == 70)
    scene.window.advance(by: 0.5)
    #expect(changes.count == 1)
    #expect(abs((changes.first ?? 0) - released - 0.5) < 0.05)
    #expect(scene.tableView.contentOffset.y == -70)
    control.endRefreshing()
    scene.window.advance(by: 0.6)
    #expect(control.state == .normal)
    #expect(scene.tableView.contentInset.top == 0)
    #expect(scene.tableView.contentOffset.y == 0)
  }

  @Test("a programmatic begin scrolls down 70 in 0.25 s, then refreshes; a second begin is ignored")
  func programmaticBegin() {
    let (scene, control) = scene()
    control.beginRefreshing()
    control.beginRefreshing()
    scene.window.advance(by: 1)
    #expect(control.isRefreshing)
    #expect(control.scale == 1, "fully filled once it refreshes")
    #expect(scene.tableView.contentInset.top == 70)
    #expect(scene.tableView.contentOffset.y == -70)
  }

  @Test("a drag up while refreshing keeps the ring full: the fill is not the drag's")
  func dragWhileRefreshingKeepsTheFill() {
    let (scene, control) = scene()
    control.beginRefreshing()
    scene.window.advance(by: 1)
    let finger = scene.tableView.pull(to: 100)
    #expect(control.isRefreshing)
    #expect(control.scale == 1, "a content scrolled up does not empty the ring")
    #expect(control.pullingPercent == 1)
    finger?.lift()
  }

  @Test("while a begin scrolls down, a screen reader's begin is refused, not run; after, too")
  func screenReaderBeginWhileScrolling() {
    let (scene, control) = scene()
    control.beginRefreshing()
    scene.window.advance(by: 0.1)
    let messages = scene.window.diagnostics.messages.count
    #expect(!control.accessibilityBeginRefreshing(), "the begin under way is the one asked for")
    #expect(scene.window.diagnostics.messages.count == messages, "no second begin was tried")
    scene.window.advance(by: 1)
    #expect(control.isRefreshing)
    #expect(!control.accessibilityBeginRefreshing(), "already refreshing")
  }

  @Test("the glyph shows from a fill of 0.016 (1.12 points of pull), not a hair before")
  func glyphThreshold() throws {
    let (scene, control) = scene()
    let finger = try #require(scene.tableView.pull(to: -10))
    func drawn(at offset: CGFloat) -> Bool {
      scene.tableView.contentOffset.y = offset
      return control.layer.sublayers.contains { ($0 as? ShapeLayer)?.path != nil }
    }
    #expect(drawn(at: -1.12))
    #expect(!drawn(at: -1.085), "a fill of 0.0155")
    #expect(drawn(at: -1.155), "a fill of 0.0165")
    finger.lift()
  }

  @Test("an end while a begin still scrolls down cancels it: back at the top, nothing calls back")
  func endCancelsAPendingBegin() {
    let (scene, control) = scene()
    var callbacks = 0
    control.refreshingCallback = { callbacks += 1 }
    var ended = false
    control.beginRefreshing()
    scene.window.advance(by: 0.1)
    #expect(scene.tableView.contentOffset.y < -10, "the begin is scrolling down")
    control.endRefreshing { ended = true }
    scene.window.advance(by: 0.2)
    #expect(!ended, "the content is still going back")
    scene.window.advance(by: 1)
    #expect(ended)
    #expect(control.state == .normal)
    #expect(callbacks == 0)
    #expect(scene.tableView.contentOffset.y == 0)
    #expect(scene.tableView.contentInset.top == 0)
    #expect(control.scale == 0)
    #expect(scene.window.diagnostics.isEmpty)
    control.beginRefreshing()
    scene.window.advance(by: 1)
    #expect(control.isRefreshing && callbacks == 1, "the next begin refreshes")
  }

  @Test("observation ends when the control leaves its scroll view")
  func leaving() {
    let (scene, control) = scene()
    control.removeFromSuperview()
    #expect(!control.isObservingScrollView)
    scene.tableView.pull(to: -100)?.lift()
    #expect(control.state == .normal)
  }

  @Test("filmstrip: the J fills, closes into a ring, spins and thins away")
  func filmstrip() {
    let (scene, control) = scene()
    let strip = keyMomentsFilmstrip(
      window: scene.window, scrollView: scene.tableView,
      region: CGRect(x: 140, y: 0, width: 96, height: 88),
      scale: 2, rest: 0, trigger: 70,
      state: { "state=\(control.state) scale=\(NumberFormat.string(control.scale))" },
      end: { control.endRefreshing() })
    assertSnapshot(of: strip, as: .filmstrip)
  }
}
