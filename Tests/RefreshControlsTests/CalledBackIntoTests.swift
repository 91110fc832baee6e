import Foundation
@_spi(Testing) import RefreshControls
import Testing
@_spi(Testing) import ViewKitLite
import ViewKitLiteTesting

/// Calls into a control from inside its own callback, an end's completion, or an observer of
/// its state, as apps do: with the HW header and with JK, whose callback waits for its inset.
@MainActor
@Suite("Called back into")
struct CalledBackIntoTests {
  nonisolated static let styles = ["hw", "jk"]

  func make(_ style: String) -> RefreshBaseView {
    style == "hw" ? NormalRefreshHeader() : JikeRefreshControl()
  }

  /// A scene with `style` in the header slot, refreshing by a pull, released.
  func refreshing(
    _ style: String, callback: @escaping @MainActor (RefreshBaseView, TestScene) -> Void
  ) -> (TestScene, RefreshBaseView) {
    let scene = TestScene(rows: 40)
    let control = make(style)
    scene.tableView.refreshHeader = control
    control.refreshingCallback = { [unowned control, weak scene] in
      if let scene { callback(control, scene) }
    }
    scene.tableView.pull(to: -100)?.lift()
    return (scene, control)
  }

  @Test("endRefreshing() inside the callback ends the refresh normally", arguments: styles)
  func endInCallback(style: String) {
    var calls = 0
    let (scene, control) = refreshing(style) { control, _ in
      calls += 1
      control.endRefreshing()
    }
    scene.window.advance(by: 2)
    #expect(calls == 1)
    #expect(control.state == .normal)
    #expect(scene.tableView.contentInset == .zero)
    #expect(scene.tableView.contentOffset.y == 0)
    #expect(scene.window.diagnostics.messages.isEmpty)
  }

  @Test("beginRefreshing() inside an end's completion starts a new refresh", arguments: styles)
  func beginInCompletion(style: String) {
    var calls = 0
    let (scene, control) = refreshing(style) { _, _ in calls += 1 }
    scene.window.advance(by: 1)
    control.endRefreshing { control.beginRefreshing() }
    scene.window.advance(by: 2)
    #expect(control.isRefreshing)
    #expect(calls == 2, "one new callback")
    #expect(scene.window.diagnostics.messages.isEmpty)
  }

  @Test(
    "removing the control inside its callback releases it; nothing calls again", arguments: styles)
  func removeControlInCallback(style: String) {
    var calls = 0
    weak var weakControl: RefreshBaseView?
    let scene: TestScene
    do {
      let (made, control) = refreshing(style) { control, _ in
        calls += 1
        control.removeFromSuperview()
      }
      scene = made
      weakControl = control
    }
    scene.window.advance(by: 2)
    #expect(calls == 1)
    #expect(weakControl == nil, "released")
    #expect(scene.tableView.contentInset == .zero, "the app's own inset")
  }

  @Test("a callback that a move sets off runs after the move, and may remove the control")
  func callbackDuringAMove() {
    let scene = TestScene(rows: 40)
    let other = TableView(frame: scene.tableView.frame)
    scene.window.addSubview(other)
    let control = JikeRefreshControl()
    scene.tableView.refreshHeader = control
    var calls = 0
    control.refreshingCallback = { [unowned control] in
      calls += 1
      control.removeFromSuperview()
    }
    scene.tableView.pull(to: -100)?.lift()
    scene.window.advance(by: 0.1)
    #expect(control.isRefreshing && calls == 0, "its start animation runs")
    other.refreshHeader = control  // cuts the start animation short: JK calls back
    #expect(calls == 1)
    #expect(control.superview == nil && !control.isObservingScrollView)
    #expect(other.refreshHeader == nil && scene.tableView.refreshHeader == nil)
    #expect(!other.subviews.contains { $0 === control })
  }

  @Test("removing the scroll view inside the callback releases everything", arguments: styles)
  func removeScrollViewInCallback(style: String) {
    var calls = 0
    weak var weakControl: RefreshBaseView?
    weak var weakTable: TableView?
    let window: Window
    do {
      let (scene, control) = refreshing(style) { _, scene in
        calls += 1
        scene.tableView.removeFromSuperview()
      }
      window = scene.window
      weakControl = control
      weakTable = scene.tableView
      window.advance(by: 2)
    }
    window.advance(by: 2)
    #expect(calls == 1)
    #expect(weakControl == nil && weakTable == nil)
  }

  @Test("reloadData() inside the callback: the app's exact inset once idle", arguments: styles)
  func reloadInCallback(style: String) {
    let (scene, control) = refreshing(style) { _, scene in
      scene.rows = Array(scene.rows.prefix(3))
      scene.tableView.reloadData()
    }
    scene.tableView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    scene.window.advance(by: 1)
    control.endRefreshing()
    scene.window.advance(by: 2)
    #expect(scene.tableView.contentInset == EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    #expect(scene.tableView.contentOffset.y == -20)
  }

  @Test(
    "an observer that begins when the state returns to normal starts the next refresh",
    arguments: styles)
  func observerBeginsAfterAnEnd(style: String) {
    var calls = 0
    let (scene, control) = refreshing(style) { _, _ in calls += 1 }
    scene.window.advance(by: 1)
    var begunByObserver = false
    let token = control.observe(\.state, options: .new) { control, _ in
      guard control.state == .normal, !begunByObserver else { return }
      begunByObserver = true
      control.beginRefreshing()
    }
    control.endRefreshing()
    scene.window.advance(by: 2)
    token.invalidate()
    #expect(control.isRefreshing, "the observer's begin ran once the end had")
    #expect(calls == 2, "with a callback of its own")
    #expect(scene.tableView.contentInset.top == (style == "hw" ? 44 : 70))
    #expect(scene.window.diagnostics.messages.isEmpty)
  }

  @Test("an end asked for as a refresh starts completes when that refresh's inset is back")
  func endAskedAsARefreshStarts() {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    var completed: [TimeInterval] = []
    let token = header.observe(\.state, options: .new) { header, _ in
      guard header.isRefreshing else { return }
      header.endRefreshing { completed.append(scene.window.now) }
    }
    let start = scene.window.now
    header.beginRefreshing()
    token.invalidate()
    #expect(completed.isEmpty, "not at once: the refresh it ends has only begun")
    scene.window.advance(by: 1)
    #expect(completed.count == 1)
    #expect(header.state == .normal && scene.tableView.contentInset == .zero)
    #expect(((completed.first ?? 0) - start) > 0.2, "after the inset went back")
  }

  @Test("a state set from an observer of the state waits until the change has run its course")
  func stateSetInsideAChange() {
    let scene = TestScene(rows: 40)
    let header = PlainHeader()
    scene.tableView.refreshHeader = header
    var calls = 0
    header.refreshingCallback = { calls += 1 }
    var seen: [RefreshState] = []
    let token = header.observe(\.state, options: .new) { header, _ in
      seen.append(header.state)
      if header.state == .pulling { header.state = .refreshing }
    }
    header.state = .pulling
    token.invalidate()
    #expect(seen == [.pulling, .refreshing], "one state at a time, in order")
    #expect(header.isRefreshing && calls == 1)
  }

  @Test("an observer of the state that begins or ends: refused calls get diagnostics")
  func observerOfState() {
    let scene = TestScene(rows: 40)
    let control = NormalRefreshHeader()
    scene.tableView.refreshHeader = control
    var calls = 0
    control.refreshingCallback = { calls += 1 }
    let token = control.observe(\.state, options: .new) { control, _ in
      if control.isRefreshing {
        control.beginRefreshing()  // refused: already refreshing
      } else {
        control.endRefreshing()  // refused: not refreshing
      }
    }
    control.beginRefreshing()
    scene.window.advance(by: 1)
    control.endRefreshing()
    scene.window.advance(by: 1)
    token.invalidate()
    #expect(calls == 1)
    #expect(control.state == .normal)
    #expect(scene.tableView.contentInset == .zero)
    #expect(
      scene.window.diagnostics.messages.map { $0.components(separatedBy: ": ").first ?? "" } == [
        "NormalRefreshHeader.beginRefreshing()", "NormalRefreshHeader.endRefreshing(completion:)",
      ])
  }
}
