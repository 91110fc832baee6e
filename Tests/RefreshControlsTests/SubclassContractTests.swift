import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteHarness
import ViewKitLiteTesting

/// A header that only draws nothing: the logic is all `RefreshHeader`'s.
final class PlainHeader: RefreshHeader {}

/// Draws, and forgets to call `super` in the drawing hooks.
final class ForgetfulHeader: RefreshHeader {
  private(set) var drawnStates: [RefreshState] = []

  override func placeSubviews() {}

  override func stateDidChange(from oldState: RefreshState) {
    drawnStates.append(state)
  }
}

/// Counts its pulling-percent hook.
final class PercentCountingHeader: RefreshHeader {
  private(set) var percentChanges = 0

  override func pullingPercentDidChange() {
    super.pullingPercentDidChange()
    percentChanges += 1
  }
}

/// Calls back 0.3 s after refreshing starts, when its own animation would end.
final class LateCallingHeader: RefreshHeader {
  override var defersRefreshingCallback: Bool { true }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    guard state == .refreshing else { return }
    mainQueue.asyncAfter(deadline: .now() + 0.3) { self.sendRefreshingCallback() }
  }
}

/// Ends by animating its inset back and fading a badge, in one block.
final class FadingHeader: RefreshBaseView {
  let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

  override func prepare() {
    super.prepare()
    frame = CGRect(x: 0, y: -40, width: 100, height: 40)
    addSubview(badge)
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      setInsetContribution(EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
    } else if oldState == .refreshing {
      View.animate(withDuration: 0.25) {
        self.setInsetContribution(.zero)
        self.badge.alpha = 0
      }
    }
  }
}

/// Keeps its refreshing inset `pause` seconds after the refresh ends (a pause of its own, 1 s
/// unless set; none when `nil`), then takes it back: animated, or with `animatesBack` off at once,
/// outside any animation block.
final class PausingHeader: RefreshBaseView {
  var pause: TimeInterval? = 1
  var animatesBack = true

  override func prepare() {
    super.prepare()
    frame = CGRect(x: 0, y: -40, width: 100, height: 40)
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      setInsetContribution(EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
    } else if oldState == .refreshing {
      let takeBack: @MainActor () -> Void = { [self] in
        animatesBack ? animateInsetContributionBack() : setInsetContribution(.zero)
      }
      if let pause { mainQueue.asyncAfter(pause, execute: takeBack) } else { takeBack() }
    }
  }
}

@MainActor
@Suite("The subclass contract")
struct SubclassContractTests {
  /// When `endRefreshing(completion:)`'s completion runs after an end at 1 s, for `control` on a
  /// table, or `nil` if it has not by 3 s.
  func completionTime(
    of control: RefreshBaseView, slot: (TableView, RefreshBaseView) -> Void
  ) -> TimeInterval? {
    let scene = TestScene(rows: 40)
    slot(scene.tableView, control)
    control.beginRefreshing()
    scene.window.advance(by: 1 - scene.window.now)
    var ranAt: [TimeInterval] = []
    control.endRefreshing { ranAt.append(scene.window.now) }
    scene.window.advance(by: 2)
    #expect(ranAt.count <= 1, "the completion runs once")
    return ranAt.first.map { ($0 - 1) * 1000 }.map { $0.rounded() / 1000 }
  }

  @Test("the end's completion runs once the inset this refresh added is back, for every control")
  func completionWhenTheInsetIsBack() {
    let header: (TableView, RefreshBaseView) -> Void = { $0.refreshHeader = $1 }
    let footer: (TableView, RefreshBaseView) -> Void = { $0.refreshFooter = $1 }
    #expect(completionTime(of: PlainHeader(), slot: header) == 0.25)
    #expect(completionTime(of: NormalRefreshHeader(), slot: header) == 0.25)
    #expect(completionTime(of: NormalRefreshFooter(), slot: footer) == 0.25)
    #expect(completionTime(of: JikeRefreshControl(), slot: header) == 0.5)
    #expect(
      completionTime(of: RefreshControl(), slot: { $0.refreshControl = $1 as? RefreshControl })
        == 0.25)
    #expect(
      completionTime(of: BlobRefreshView(frame: .zero), slot: { $0.addSubview($1) }) == 0.3)
    for pause in [nil, 0.5] as [TimeInterval?] {
      let instant = PausingHeader()
      instant.pause = pause
      instant.animatesBack = false
      #expect(
        completionTime(of: instant, slot: header) == pause ?? 0,
        "an inset taken back outside an animation block is back at once, so is the completion")
    }
    #expect(
      completionTime(of: AutoNormalRefreshFooter(), slot: footer) == 0,
      "an automatic footer adds nothing for a refresh: its completion runs at once")
  }

  @Test("an end whose inset is still going back when the next refresh begins completes then")
  func supersededEnd() {
    let scene = TestScene(rows: 40)
    let header = PlainHeader()
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.window.advance(by: 1)
    var completions = 0
    header.endRefreshing { completions += 1 }
    scene.window.advance(by: 0.1)
    #expect(completions == 0)
    header.beginRefreshing()
    #expect(completions == 1, "the new refresh ends the wait")
    scene.window.advance(by: 1)
    #expect(completions == 1)
  }

  @Test("a control removed while its end's inset goes back completes when that is shown")
  func removedWhileEnding() {
    let scene = TestScene(rows: 40)
    let header = PlainHeader()
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.window.advance(by: 1)
    var completions = 0
    header.endRefreshing { completions += 1 }
    header.removeFromSuperview()
    #expect(scene.tableView.contentInset == .zero)
    scene.window.advance(by: 0.1)
    #expect(completions == 0, "the table still shows the inset going back")
    scene.window.advance(by: 0.2)
    #expect(completions == 1)
  }

  /// A table of 40 rows with `control` added to it, refreshing for a second.
  static func refreshing(_ control: RefreshBaseView) -> TestScene {
    let scene = TestScene(rows: 40)
    scene.tableView.addSubview(control)
    control.beginRefreshing()
    scene.window.advance(by: 1)
    return scene
  }

  @Test("a control removed while it still holds its ended refresh's inset completes the end then")
  func removedWhileHoldingTheInset() {
    let header = PausingHeader()
    let scene = Self.refreshing(header)
    var completions = 0
    header.endRefreshing { completions += 1 }
    scene.window.advance(by: 0.5)
    #expect(completions == 0, "its inset is still there")
    header.removeFromSuperview()
    #expect(scene.tableView.contentInset == .zero)
    #expect(completions == 1, "taking the control away took its inset: the end is complete")
    scene.window.advance(by: 2)
    #expect(completions == 1)
  }

  @Test("the completion waits for the inset alone, not for other views of the same block")
  func completionWaitsForTheInsetAlone() {
    let header = FadingHeader()
    let scene = Self.refreshing(header)
    var completions: [TimeInterval] = []
    let start = scene.window.now
    header.endRefreshing { completions.append(scene.window.now - start) }
    scene.window.advance(by: 0.1)
    scene.tableView.contentInset = .zero  // the app's own inset, set at once: the end is shown
    #expect(completions.map { ($0 * 100).rounded() / 100 } == [0.1])
    #expect(header.badge.hasRunningAnimations, "the badge still fades")
    scene.window.advance(by: 1)
    #expect(completions.count == 1)
  }

  @Test("exclusive whatever path sets the state: the state setter refuses a second refresh")
  func exclusiveThroughTheStateSetter() {
    let scene = TestScene(rows: 40)
    let header = PlainHeader()
    let footer = NormalRefreshFooter()
    scene.tableView.refreshHeader = header
    scene.tableView.refreshFooter = footer
    var callbacks = 0
    header.refreshingCallback = { callbacks += 1 }
    footer.beginRefreshing()
    #expect(header.refreshingSibling === footer)
    header.state = .pulling
    header.state = .refreshing
    #expect(header.state == .normal, "a pulling header refused falls back to normal")
    #expect(callbacks == 0)
    #expect(
      scene.window.diagnostics.messages.last
        == "PlainHeader.state: NormalRefreshFooter of the same scroll view is refreshing; "
        + "refresh controls are exclusive, so this one did not start. End the other first.")
  }

  @Test("setting the state it has changes nothing: no hook, no second callback, no announcement")
  func sameStateAgain() {
    let scene = TestScene(rows: 40)
    let header = ForgetfulHeader()
    scene.tableView.refreshHeader = header
    var callbacks = 0
    header.refreshingCallback = { callbacks += 1 }
    let drawn = header.drawnStates
    header.state = .normal
    #expect(header.drawnStates == drawn)
    header.state = .refreshing
    scene.window.advance(by: 0.5)
    let heard = scene.window.accessibilityNotifications.count
    header.state = .refreshing
    scene.window.advance(by: 0.5)
    #expect(header.drawnStates == drawn + [.refreshing])
    #expect(callbacks == 1)
    #expect(scene.window.accessibilityNotifications.count == heard)
    #expect(scene.window.diagnostics.messages.isEmpty)
  }

  @Test("a begin's completion waits for a deferred callback sent after the inset showed")
  func completionWaitsForALateCallback() {
    let scene = TestScene(rows: 40)
    let header = LateCallingHeader()
    scene.tableView.refreshHeader = header
    var log: [String] = []
    let now = { NumberFormat.string(scene.window.now) }
    header.refreshingCallback = { log.append("callback at \(now())") }
    header.beginRefreshing { log.append("completion at \(now())") }
    scene.window.advance(by: 0.28)
    #expect(scene.tableView.contentInset.top == header.frame.height, "the inset showed at 0.25 s")
    #expect(log.isEmpty, "the callback comes 0.3 s after the begin, in the first frame")
    scene.window.advance(by: 0.1)
    #expect(log == ["callback at 0.317", "completion at 0.317"])
  }

  @Test("a deferred callback runs when the control sends it, once, and only on screen")
  func deferredCallback() {
    let scene = TestScene(rows: 40)
    let header = LateCallingHeader()
    var calls: [TimeInterval] = []
    header.refreshingCallback = { calls.append(scene.window.now) }
    let start = scene.window.now
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.window.advance(by: 1)
    #expect(calls.map { (($0 - start) * 100).rounded() / 100 } == [0.3])
    header.sendRefreshingCallback()
    #expect(calls.count == 1, "a refresh calls back once")
  }

  @Test("a header that forgets `super` in its drawing hooks is still placed and shown")
  func forgettingSuper() {
    let scene = TestScene(rows: 40)
    let header = ForgetfulHeader()
    scene.tableView.refreshHeader = header
    scene.window.advance(by: 1.0 / 60)
    #expect(header.frame == CGRect(x: 0, y: -44, width: 375, height: 44))
    let finger = scene.tableView.pull(to: -60)
    finger?.lift()
    scene.window.advance(by: 0.5)
    #expect(header.drawnStates == [.normal, .pulling, .refreshing], "the starting state first")
    #expect(scene.tableView.contentInset.top == 44)
    #expect(scene.tableView.contentOffset.y == -44)
    header.endRefreshing()
    scene.window.advance(by: 0.5)
    #expect(scene.tableView.contentInset.top == 0)
  }

  @Test(
    "followPull moves only between normal and pulling: a refresh or no more data under a drag stays"
  )
  func followPullLeavesOtherStates() throws {
    let scene = TestScene(rows: 40)
    let header = PlainHeader()
    let footer = NormalRefreshFooter()
    scene.tableView.refreshHeader = header
    scene.tableView.refreshFooter = footer
    header.beginRefreshing()
    footer.endRefreshingWithNoMoreData()
    scene.window.advance(by: 1)
    let finger = try #require(scene.tableView.pull(to: -10))
    for past in [false, true] {
      header.followPull(pastThreshold: past)
      footer.followPull(pastThreshold: past)
      #expect(header.state == .refreshing && footer.state == .noMoreData, "past: \(past)")
    }
    finger.lift()
  }

  @Test("the threshold is the header's height unless set; a bad one is refused")
  func threshold() {
    let scene = TestScene(rows: 40)
    let header = PlainHeader()
    scene.tableView.refreshHeader = header
    #expect(header.threshold == 44)
    header.threshold = 80
    let finger = scene.tableView.pull(to: -70)
    #expect(header.state == .normal, "70 is short of 80")
    #expect(abs(header.pullingPercent - 70.0 / 80) < 0.01)
    scene.tableView.pull(to: -81)
    #expect(header.state == .pulling)
    finger?.lift()
    header.threshold = .nan
    #expect(header.threshold == 80)
    #expect(scene.window.diagnostics.messages.last?.contains("refused nan") == true)
  }

  @Test("pullingPercentDidChange runs once a change: not for the same value, nor a value no number")
  func percentHookOncePerChange() {
    let header = PercentCountingHeader()
    header.pullingPercent = 0.5
    header.pullingPercent = 0.5
    #expect(header.percentChanges == 1)
    for bad in [CGFloat.nan, .infinity, -.infinity] {
      header.pullingPercent = bad
    }
    #expect(header.percentChanges == 1 && header.pullingPercent == 0.5)
    header.pullingPercent = 0.25
    #expect(header.percentChanges == 2 && header.pullingPercent == 0.25)
  }

  @Test(
    "the base announces a state before a subclass's stateDidChange runs: the subclass's words follow"
  )
  func baseAnnouncesBeforeTheSubclassHears() {
    final class AnnouncingHeader: RefreshHeader {
      override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        window?.post(notification: .announcement, argument: "mine: \(state)")
      }
    }
    let scene = TestScene(rows: 40)
    let header = AnnouncingHeader()
    scene.tableView.refreshHeader = header
    scene.window.advance(by: 0.1)
    let before = scene.window.accessibilityAnnouncements.count
    header.beginRefreshing()
    let heard = Array(scene.window.accessibilityAnnouncements.dropFirst(before))
    #expect(heard.count == 2 && heard.last == "mine: refreshing", "\(heard)")
  }

  @Test("the announcement is asked for once the state is applied: the refreshing inset is in")
  func announcementAskedAfterTheStateIsApplied() {
    final class InsetTellingHeader: RefreshHeader {
      override func accessibilityAnnouncement(for state: RefreshState) -> String? {
        "\(state), inset \(scrollView?.contentInset.top ?? -1)"
      }
    }
    let scene = TestScene(rows: 40)
    let header = InsetTellingHeader()
    scene.tableView.refreshHeader = header
    scene.window.advance(by: 0.1)
    header.beginRefreshing()
    #expect(
      scene.window.accessibilityAnnouncements.last == "refreshing, inset \(header.frame.height)")
  }
}
