import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("JK style, as its article moves")
struct JikeArticleTests {
  func scene() -> (TestScene, JikeRefreshControl) {
    JikeRefreshControlTests().scene()
  }

  /// The J's shown centre, in points below the scroll view's top edge.
  func shownCenter(_ control: JikeRefreshControl, in table: TableView) -> CGFloat {
    control.presentation().center.y - table.presentation().bounds.minY
  }

  @Test(
    "released after a 100-pt pull held still, the J glides from 50 to 35 below the top, one way")
  func releaseGlides() {
    let (scene, control) = scene()
    let finger = scene.tableView.pull(to: -100)
    finger?.hold(for: 0.2)
    #expect(abs(shownCenter(control, in: scene.tableView) - 50) < 0.01)
    finger?.lift()
    var shown: [CGFloat] = []
    for _ in 0..<36 {
      scene.window.advance(by: 1.0 / 60)
      shown.append(shownCenter(control, in: scene.tableView))
    }
    let steps = zip(shown, shown.dropFirst()).map { $1 - $0 }
    #expect(steps.allSatisfy { $0 <= 1e-9 }, "it only rises: \(shown.map(NumberFormat.string))")
    #expect(shown.first.map { $0 > 46 } == true, "no jump on the first frame after the lift")
    #expect(abs((shown.last ?? 0) - 35) < 0.01, "at rest 35 below the top within 0.6 s")
  }

  @Test("dragged further while refreshing, the ring follows: (−170 + 70) / 2 = −50")
  func dragWhileRefreshing() {
    let (scene, control) = scene()
    control.beginRefreshing()
    scene.window.advance(by: 1)
    #expect(control.center.y == -35)
    let finger = scene.tableView.pull(to: -170)
    #expect(abs(control.center.y - -50) < 1e-9)
    finger?.lift()
    scene.window.advance(by: 1)
    #expect(control.center.y == -35)
  }

  @Test("a second begin while the first scrolls down is ignored, with a diagnostic")
  func secondBeginDuringScroll() {
    let (scene, control) = scene()
    var callbacks: [TimeInterval] = []
    control.refreshingCallback = { callbacks.append(scene.window.now) }
    let start = scene.window.now
    control.beginRefreshing()
    scene.window.advance(by: 0.1)
    control.beginRefreshing()
    #expect(!control.isRefreshing)
    #expect(
      scene.window.diagnostics.messages.last
        == "JikeRefreshControl.beginRefreshing(): a begin is already scrolling the content "
        + "down; the second begin was ignored.")
    scene.window.advance(by: 1)
    #expect(callbacks.count == 1)
    #expect(abs((callbacks.first ?? 0) - start - 0.75) < 0.03, "0.25 s down, then 0.5 s")
  }

  /// A JK refresh 0.1 s into its inset animation, its scroll view then removed from the window.
  func removedWhileShowing() -> (TestScene, JikeRefreshControl, () -> Int) {
    let (scene, control) = scene()
    var callbacks = 0
    control.refreshingCallback = { callbacks += 1 }
    scene.tableView.pull(to: -100)?.lift()
    scene.window.advance(by: 0.1)
    #expect(control.isRefreshing && callbacks == 0)
    scene.tableView.removeFromSuperview()
    #expect(callbacks == 0, "nothing calls back during the removal")
    scene.window.advance(by: 1)
    #expect(callbacks == 0, "nor while off screen")
    return (scene, control, { callbacks })
  }

  @Test("removed while its refresh shows, it calls back once when added again")
  func removedThenAddedAgain() {
    let (scene, _, callbacks) = removedWhileShowing()
    scene.window.addSubview(scene.tableView)
    #expect(callbacks() == 1)
    scene.window.advance(by: 2)
    #expect(callbacks() == 1)
  }

  @Test("removed while its refresh shows and released, nothing calls back and all is released")
  func removedThenReleased() {
    weak var control: JikeRefreshControl?
    weak var table: TableView?
    var callbacks: () -> Int = { 0 }
    do {
      let (scene, made, count) = removedWhileShowing()
      control = made
      table = scene.tableView
      callbacks = count
    }
    #expect(control == nil && table == nil)
    #expect(callbacks() == 0)
  }
}
