import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteHarness

@MainActor
@Suite("System-style RefreshControl")
struct RefreshControlTests {
  func scene() -> (RefreshScene, RefreshControl, EventCounter) {
    let scene = RefreshScene()
    let control = RefreshControl()
    let counter = EventCounter()
    control.addAction(for: .valueChanged) { _ in counter.count += 1 }
    scene.tableView.refreshControl = control
    scene.run(1.0 / 60)
    return (scene, control, counter)
  }

  @MainActor
  final class EventCounter {
    var count = 0
  }

  @Test("its frame follows the pull: origin.y is minus the pull, height the pull")
  func frameFollowsPull() {
    let (scene, control, _) = scene()
    let finger = scene.tableView.pull(to: -50)
    #expect(control.frame.isClose(to: CGRect(x: 0, y: -50, width: 375, height: 50)))
    scene.tableView.pull(to: -80)
    #expect(control.frame.isClose(to: CGRect(x: 0, y: -80, width: 375, height: 80)))
    finger?.lift()
  }

  @Test("past 120 while dragging it refreshes at once, sends valueChanged, and keeps 60 visible")
  func triggersWithoutRelease() {
    let (scene, control, counter) = scene()
    let finger = scene.tableView.pull(to: -119)
    #expect(!control.isRefreshing)
    scene.tableView.pull(to: -121)
    #expect(control.isRefreshing)
    #expect(counter.count == 1)
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.run(1)
    #expect(scene.tableView.contentInset.top == 60)
    #expect(scene.tableView.contentOffset.y == -60)
    #expect(control.frame == CGRect(x: 0, y: -60, width: 375, height: 60))
    #expect(counter.count == 1)
  }

  @Test("dragged past 120 again while it refreshes, it arms nothing and sends nothing more")
  func pastTheTriggerWhileRefreshing() {
    let (scene, control, counter) = scene()
    let finger = scene.tableView.pull(to: -121)
    #expect(control.isRefreshing && counter.count == 1)
    finger?.lift()
    scene.run(1)
    var armings: [Bool] = []
    let token = control.observe(\.isArmed, options: .new) { _, change in
      armings.append(change.newValue ?? false)
    }
    let again = scene.tableView.pull(to: -200)
    #expect(control.isRefreshing && counter.count == 1)
    #expect(armings.isEmpty && !control.isArmed)
    again?.lift()
    token.invalidate()
  }

  @Test("endRefreshing animates back in 0.25 s")
  func endAnimates() {
    let (scene, control, _) = scene()
    scene.pullAndRelease(to: -130)
    scene.run(1)
    control.endRefreshing()
    scene.run(0.1)
    #expect(scene.tableView.presentation().contentOffset.y < 0)
    scene.run(0.2)
    #expect(scene.tableView.contentInset.top == 0)
    #expect(scene.tableView.presentation().contentOffset.y == 0)
    #expect(control.frame.height == 0)
  }

  @Test("begun by the app while scrolled into the content, it leaves the content where it is")
  func programmaticBeginScrolledDown() {
    let (scene, control, _) = scene()
    scene.tableView.contentOffset.y = 300
    control.beginRefreshing()
    scene.run(0.5)
    #expect(control.isRefreshing)
    #expect(scene.tableView.contentOffset.y == 300)
  }

  @Test("a programmatic beginRefreshing sends no valueChanged, and shows the control at rest")
  func programmaticBegin() {
    let (scene, control, counter) = scene()
    control.beginRefreshing()
    scene.run(0.5)
    #expect(control.isRefreshing)
    #expect(counter.count == 0)
    #expect(scene.tableView.contentOffset.y == -60)
    #expect(control.spinner.isAnimating)
  }

  @Test("the spinner and the title ride the bottom 60 points: 6 above its middle, 2 apart")
  func spinnerAndTitlePlace() throws {
    let (scene, control, _) = scene()
    let title = try #require(control.subviews.compactMap { $0 as? Label }.first)
    let finger = scene.tableView.pull(to: -100)
    scene.run(1.0 / 60)
    #expect(control.spinner.frame.isClose(to: CGRect(x: 177.5, y: 54, width: 20, height: 20)))
    #expect(title.frame.isClose(to: CGRect(x: 0, y: 76, width: 375, height: 12)))
    scene.tableView.pull(to: -121)
    finger?.lift()
    scene.run(1)
    #expect(control.isRefreshing)
    #expect(control.spinner.frame == CGRect(x: 177.5, y: 14, width: 20, height: 20))
    #expect(title.frame == CGRect(x: 0, y: 36, width: 375, height: 12))
  }

  @Test("title and tint reach the label and spinner")
  func titleAndTint() {
    let (scene, control, _) = scene()
    control.title = "Updating"
    control.tintColor = .clear
    scene.tableView.pull(to: -80)
    scene.run(1.0 / 60)
    #expect(control.spinner.color == .clear)
    #expect(control.treeDump().contains("text=\"Updating\""))
  }

  @Test("a screen reader reads the title as the value, unless the app gave one or a result shows")
  func titleIsTheValue() {
    let (scene, control, _) = scene()
    #expect(control.accessibilityValue == nil, "no title, no value")
    control.title = ""
    #expect(control.accessibilityValue == nil, "an empty title says nothing")
    control.title = "Updating"
    #expect(control.accessibilityValue == "Updating")
    control.beginRefreshing()
    scene.run(0.5)
    control.endRefreshing(result: .success("Done"))
    scene.run(1.0 / 60)
    #expect(control.accessibilityValue == nil, "the held result's label is read instead")
    scene.run(1)
    #expect(control.accessibilityValue == "Updating")
    control.accessibilityValue = "Ten new posts"
    #expect(control.accessibilityValue == "Ten new posts", "the app's own value wins")
    control.accessibilityValue = nil
    #expect(control.accessibilityValue == "Updating")
  }
}

extension CGRect {
  /// Whether every edge is within 1e-9 of `other`'s.
  func isClose(to other: CGRect) -> Bool {
    abs(minX - other.minX) < 1e-9 && abs(minY - other.minY) < 1e-9
      && abs(width - other.width) < 1e-9 && abs(height - other.height) < 1e-9
  }
}
