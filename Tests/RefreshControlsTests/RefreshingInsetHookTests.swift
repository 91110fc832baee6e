import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// A header that calls back once its begin has shown, as ESPullToRefresh's does after its begin
/// animation, from the hook and with no timer; it writes down what happened, with the time.
final class ShownHeader: NormalRefreshHeader {
  var events: [String] = []
  var defers = true

  override var defersRefreshingCallback: Bool { defers }

  override func refreshingInsetDidShow() {
    super.refreshingInsetDidShow()
    let inset = scrollView.map { NumberFormat.string($0.contentInset.top) } ?? "none"
    events.append("shown t=\(NumberFormat.string(window?.now ?? -1)) inset=\(inset)")
    if defers { sendRefreshingCallback() }
  }
}

@MainActor
@Suite("The hook for a begin's inset in place")
struct RefreshingInsetHookTests {
  /// A scene whose header writes its callbacks down beside the hook's events.
  private func scene(defers: Bool = true) -> (TestScene, ShownHeader) {
    let scene = TestScene(rows: 40)
    let header = ShownHeader()
    header.defers = defers
    header.refreshingCallback = { [weak header] in
      header?.events.append("callback t=\(NumberFormat.string(header?.window?.now ?? -1))")
    }
    scene.tableView.refreshHeader = header
    return (scene, header)
  }

  @Test("begun by call: once the inset's 0.25 s animation has ended, then the deferred callback")
  func byCall() {
    let (scene, header) = scene()
    let start = scene.window.now
    header.beginRefreshing()
    scene.window.advance(by: 0.2)
    #expect(header.events.isEmpty, "not before the inset is in place")
    scene.window.advance(by: 0.1)
    let shown = NumberFormat.string(start + 0.25)
    #expect(header.events == ["shown t=\(shown) inset=44", "callback t=\(shown)"])
    scene.window.advance(by: 2)
    #expect(header.events.count == 2, "once a refresh")
  }

  @Test("begun by a pull: when the bounce has carried the inset into place")
  func byPull() {
    let (scene, header) = scene()
    scene.tableView.pull(to: -80)?.lift()
    scene.window.advance(by: 1)
    #expect(header.isRefreshing)
    #expect(header.events.count == 2)
    #expect(header.events.first?.hasSuffix("inset=44") == true)
    #expect(header.events.last?.hasPrefix("callback") == true)
  }

  @Test("a control that does not defer has called back at once, and hears the hook after")
  func notDeferring() {
    let (scene, header) = scene(defers: false)
    header.beginRefreshing()
    #expect(header.events == ["callback t=\(NumberFormat.string(scene.window.now))"])
    scene.window.advance(by: 0.3)
    #expect(header.events.count == 2 && header.events.last?.hasPrefix("shown") == true)
  }

  @Test("an inset already in place needs no animation: the hook runs at once")
  func noAnimation() {
    let (scene, header) = scene()
    header.fastAnimationDuration = 0
    header.beginRefreshing()
    let now = NumberFormat.string(scene.window.now)
    #expect(header.events == ["shown t=\(now) inset=44", "callback t=\(now)"])
  }

  @Test(
    "begun off screen: once the control is on screen with its inset in place, before its callback")
  func offScreen() {
    let (scene, header) = scene()
    scene.tableView.removeFromSuperview()
    header.beginRefreshing()
    scene.window.advance(by: 1)
    #expect(header.events.isEmpty, "no hook while off screen")
    scene.window.addSubview(scene.tableView)
    scene.window.advance(by: 1)
    #expect(header.events.count == 2)
    #expect(header.events.first?.hasPrefix("shown") == true)
    #expect(header.events.last?.hasPrefix("callback") == true)
  }

  @Test("a callback that moves the table into another window: the hook still runs once a refresh")
  func movedFromTheHook() {
    let (scene, header) = scene()
    let sheet = Window(size: scene.window.bounds.size)
    header.refreshingCallback = { [weak header] in
      header?.events.append("callback")
      if scene.tableView.window !== sheet { sheet.addSubview(scene.tableView) }
    }
    header.beginRefreshing()
    scene.window.advance(by: 1)
    sheet.advance(by: 1)
    #expect(header.window === sheet && header.isRefreshing)
    #expect(header.events.count == 2, "\(header.events)")
    #expect(header.events.last == "callback")
  }

  @Test("an end before the begin's animation has finished: no hook, and no deferred callback")
  func endFirst() {
    let (scene, header) = scene()
    header.beginRefreshing()
    scene.window.advance(by: 0.1)
    header.endRefreshing()
    scene.window.advance(by: 2)
    #expect(header.events.isEmpty)
    header.beginRefreshing()
    scene.window.advance(by: 0.5)
    #expect(header.events.count == 2, "the next refresh hears it afresh")
  }
}
