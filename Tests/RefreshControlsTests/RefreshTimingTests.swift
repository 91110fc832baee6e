import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Timing and hooks, as MJRefresh has them")
struct RefreshTimingTests {
  /// A scene with `control` in the header slot, and the time since it was made.
  func scene(_ control: RefreshBaseView) -> (TestScene, () -> TimeInterval) {
    let scene = TestScene(rows: 40)
    scene.tableView.refreshHeader = control
    let start = scene.window.now
    return (scene, { ((scene.window.now - start) * 1000).rounded() / 1000 })
  }

  @Test("fast and slow durations: 0.25 s both ways by default, as the HW design; settable")
  func durations() {
    let header = NormalRefreshHeader()
    #expect(header.fastAnimationDuration == 0.25 && header.slowAnimationDuration == 0.25)
    header.slowAnimationDuration = 0.4
    let (scene, elapsed) = scene(header)
    var shown: TimeInterval?
    var ended: TimeInterval?
    header.beginRefreshing { shown = elapsed() }
    scene.window.advance(by: 1)
    let endAt = elapsed()
    header.endRefreshing { ended = elapsed() - endAt }
    scene.window.advance(by: 1)
    #expect(
      shown.map { abs($0 - 0.25) < 0.02 } == true, "shown after the fast 0.25 s: \(shown ?? -1)")
    #expect(ended.map { abs($0 - 0.4) < 0.02 } == true, "back after the slow 0.4 s: \(ended ?? -1)")
  }

  @Test("beginRefreshing(completion:) runs once the refresh shows, JK's once it calls back")
  func beginCompletion() {
    let control = JikeRefreshControl()
    let (scene, elapsed) = scene(control)
    var calledBack: TimeInterval?
    var shown: TimeInterval?
    control.refreshingCallback = { calledBack = elapsed() }
    control.beginRefreshing { shown = elapsed() }
    scene.window.advance(by: 0.5)
    #expect(shown == nil, "0.25 s down, then 0.5 s of inset")
    scene.window.advance(by: 1)
    #expect(shown != nil && shown == calledBack)
  }

  @Test(
    "a begin's completion that ends and begins again with a completion of its own: each runs once")
  func completionBeginsAgain() {
    let header = NormalRefreshHeader()
    let (scene, _) = scene(header)
    var runs: [String] = []
    header.beginRefreshing {
      runs.append("first")
      header.endRefreshing()
      header.beginRefreshing { runs.append("second") }
    }
    scene.window.advance(by: 1)
    #expect(runs == ["first", "second"])
  }

  @Test("an end while the refresh's inset still slides in completes once the collapse is shown")
  func endWhileShowing() {
    let header = NormalRefreshHeader()
    let (scene, elapsed) = scene(header)
    header.beginRefreshing()
    scene.window.advance(by: 0.1)
    var ended: TimeInterval?
    header.endRefreshing { ended = elapsed() }
    #expect(ended == nil, "the inset is still on its way in")
    scene.window.advance(by: 1)
    #expect(ended.map { abs($0 - 0.35) < 0.02 } == true, "0.1 s in, then the 0.25 s collapse")
    #expect(scene.tableView.contentInset.top == 0)
  }

  @Test("a refused begin completes at once; a begin cancelled by an end completes then")
  func refusedAndCancelledBegins() {
    let header = NormalRefreshHeader()
    let (scene, _) = scene(header)
    header.beginRefreshing()
    var refused = false
    header.beginRefreshing { refused = true }
    #expect(refused)
    #expect(
      scene.window.diagnostics.messages.last?.contains(
        "already refreshing; the second begin was ignored.") == true)
    scene.window.advance(by: 1)
    header.endRefreshing()
    scene.window.advance(by: 1)
    let jk = JikeRefreshControl()
    let (jkScene, _) = self.scene(jk)
    var cancelled = false
    jk.beginRefreshing { cancelled = true }
    jkScene.window.advance(by: 0.1)
    jk.endRefreshing()
    #expect(cancelled, "the begin will not show")
  }

  @Test(
    "a refresh ended while its inset slides in: the end's animation starts, then the begin completes"
  )
  func endBeforeShownOrder() {
    let header = NormalRefreshHeader()
    let (scene, _) = scene(header)
    var heard: [String] = []
    header.endRefreshingAnimationBeginAction = { heard.append("end begins") }
    header.beginRefreshing { heard.append("begin completes") }
    scene.window.advance(by: 0.1)
    #expect(heard.isEmpty, "the inset is still on its way in")
    header.endRefreshing()
    #expect(heard == ["end begins", "begin completes"])
  }

  @Test("pulled past its threshold while its footer loads, a header does not arm, nor on release")
  func noArmingBesideARefreshingSibling() throws {
    let header = NormalRefreshHeader()
    let footer = NormalRefreshFooter()
    let (scene, _) = scene(header)
    scene.tableView.refreshFooter = footer
    footer.beginRefreshing()
    scene.window.advance(by: 0.5)
    let finger = try #require(scene.tableView.pull(to: -(header.frame.height + 20)))
    #expect(header.state == .normal && !header.isArmed, "no arrow turned, no words to release")
    finger.lift()
    scene.window.advance(by: 0.5)
    #expect(header.state == .normal && footer.isRefreshing)
  }

  @Test("a begin refused for a refreshing sibling, or during a held result, completes at once")
  func beginsRefusedByTheRules() {
    let header = NormalRefreshHeader()
    let footer = NormalRefreshFooter()
    let (scene, _) = scene(header)
    scene.tableView.refreshFooter = footer
    header.beginRefreshing()
    var completions: [String] = []
    footer.beginRefreshing { completions.append("sibling") }
    #expect(completions == ["sibling"] && footer.state == .normal)
    scene.window.advance(by: 1)
    header.endRefreshing(result: .success(nil))
    header.beginRefreshing { completions.append("held") }
    #expect(completions == ["sibling", "held"])
  }

  @Test("endRefreshingAnimationBeginAction runs as the end's animation starts, once")
  func endAnimationBeginAction() {
    let header = NormalRefreshHeader()
    let (scene, elapsed) = scene(header)
    var starts: [TimeInterval] = []
    header.endRefreshingAnimationBeginAction = { starts.append(elapsed()) }
    header.beginRefreshing()
    scene.window.advance(by: 1)
    let endAt = elapsed()
    header.endRefreshing()
    header.endRefreshing()
    scene.window.advance(by: 1)
    #expect(starts == [endAt])
  }
}
