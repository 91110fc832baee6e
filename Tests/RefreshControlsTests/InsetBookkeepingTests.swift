import Foundation
import RefreshControls
import Testing
import ViewKitLite

@MainActor
@Suite("Inset bookkeeping and begin/end timing")
struct InsetBookkeepingTests {
  @Test("repeated begin/end cycles in any timing, and the app's own inset change while idle")
  func cyclesKeepTheAppInset() {
    let scene = RefreshScene()
    let header = scene.addHeader()
    scene.tableView.contentInset.top = 64
    scene.run(0.3)
    let delays: [TimeInterval] = [0, 0.01, 0.1, 0.24, 0.25, 0.4, 0.05, 1]
    for (index, delay) in delays.enumerated() {
      header.beginRefreshing()
      scene.run(delay)
      header.endRefreshing()
      scene.run(delays[(index + 3) % delays.count])
      if index == 4 { scene.tableView.contentInset.top = 20 }
    }
    scene.run(1)
    #expect(header.state == .normal)
    #expect(scene.tableView.contentInset.top == 20, "exactly the app's own inset")
    #expect(scene.tableView.contentOffset.y == -20, "resting at its top")
    #expect(scene.tableView.presentation().contentOffset.y == -20)
    #expect(scene.callbacks == delays.count)
  }

  @Test("release past the threshold: the shown offset only moves toward the rest; one callback")
  func releaseMovesTowardRest() {
    let scene = RefreshScene()
    scene.addHeader()
    let finger = scene.tableView.pull(to: -90)
    finger?.hold(for: 0.1)
    let shown = scene.recordShownOffsets()
    finger?.lift()
    scene.run(1)
    shown.stop()
    #expect(shown.onlyRise)
    #expect(shown.values.allSatisfy { $0 <= -44 + 1e-9 }, "never shows the old top")
    #expect(shown.values.last == -44)
    #expect(scene.callbacks == 1)
  }

  @Test("endRefreshing during the begin animation ends cleanly at the app's inset")
  func endDuringBeginAnimation() {
    let scene = RefreshScene()
    let header = scene.addHeader()
    scene.tableView.contentInset.top = 10
    scene.pullAndRelease(to: -80)
    scene.run(0.05)
    #expect(header.state == .refreshing)
    header.endRefreshing()
    scene.run(1)
    #expect(scene.tableView.contentInset.top == 10)
    #expect(scene.tableView.contentOffset.y == -10)
    #expect(scene.tableView.presentation().contentOffset.y == -10)
  }

  @Test("endRefreshing then beginRefreshing in the same turn: refreshing, one new callback")
  func endThenBegin() {
    let scene = RefreshScene()
    let header = scene.addHeader()
    header.beginRefreshing()
    scene.run(0.5)
    #expect(scene.callbacks == 1)
    header.endRefreshing()
    header.beginRefreshing()
    scene.run(0.5)
    #expect(header.state == .refreshing)
    #expect(scene.callbacks == 2)
    #expect(scene.tableView.contentInset.top == 44)
    #expect(scene.tableView.contentOffset.y == -44)
  }

  @Test("endRefreshing three times changes nothing after the first")
  func endThreeTimes() {
    let scene = RefreshScene()
    let header = scene.addHeader()
    header.beginRefreshing()
    scene.run(0.5)
    var completions = 0
    header.endRefreshing { completions += 1 }
    header.endRefreshing { completions += 1 }
    header.endRefreshing { completions += 1 }
    scene.run(0.5)
    #expect(header.state == .normal)
    #expect(scene.tableView.contentInset.top == 0)
    #expect(completions == 3, "the extra ends complete at once, changing nothing")
    #expect(scene.window.diagnostics.messages.filter { $0.contains("not refreshing") }.count == 2)
  }

  @Test(
    "beginRefreshing before the scroll view is in a window: refreshing at once, callback on screen")
  func beginOffScreen() {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    var callbacks = 0
    tableView.addHeaderRefresh { callbacks += 1 }
    tableView.headerBeginRefreshing()
    #expect(tableView.refreshHeader?.isRefreshing == true)
    #expect(callbacks == 0)
    let window = Window(size: CGSize(width: 375, height: 667))
    window.addSubview(tableView)
    #expect(callbacks == 1)
    window.advance(by: 0.5)
    #expect(tableView.contentInset.top == 44)
    tableView.removeFromSuperview()
    tableView.headerEndRefreshing()
    window.addSubview(tableView)
    window.advance(by: 0.5)
    #expect(tableView.contentInset.top == 0, "no gap when it returns")
    #expect(tableView.contentOffset.y == 0)
    #expect(callbacks == 1)
  }

  @Test(
    "safe areas: thresholds from the adjusted inset, contentInset back to the app's own",
    arguments: [
      ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .never, .always,
    ])
  func safeArea(behavior: ContentInsetAdjustmentBehavior) {
    let scene = RefreshScene()
    scene.window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    scene.tableView.contentInsetAdjustmentBehavior = behavior
    scene.tableView.contentInset.top = 10
    let header = scene.addHeader()
    let top = scene.tableView.adjustedContentInset.top
    #expect(top == (behavior == .never ? 10 : 57))
    scene.tableView.contentOffset.y = -top
    let finger = scene.tableView.pull(to: -top - 43)
    #expect(header.state == .normal)
    scene.tableView.pull(to: -top - 45)
    #expect(header.state == .pulling)
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.run(0.5)
    #expect(scene.tableView.contentOffset.y == -top - 44)
    header.endRefreshing()
    scene.run(0.5)
    #expect(scene.tableView.contentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(scene.tableView.contentOffset.y == -top)
  }
}
