import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Stretchy: begins during the end, loads off screen")
struct StretchyEndTests {
  /// A table with a Stretchy indicator, and how many times it has called back.
  func installed() -> (TestScene, StretchyHeaderRefreshView, () -> Int) {
    let scene = TestScene(rows: 30)
    let indicator = StretchyHeaderRefreshView(image: RefreshImages.huanghun)
    indicator.install(in: scene.tableView, container: scene.window)
    var loads = 0
    indicator.refreshingCallback = { loads += 1 }
    return (scene, indicator, { loads })
  }

  /// The same, loading for half a second.
  func loading() -> (TestScene, StretchyHeaderRefreshView, () -> Int) {
    let (scene, indicator, loads) = installed()
    indicator.beginRefreshing()
    scene.window.advance(by: 0.5)
    return (scene, indicator, loads)
  }

  @Test("a begin while loading is ignored with a diagnostic: one callback, one load")
  func beginWhileLoading() {
    let (scene, indicator, loads) = loading()
    indicator.beginRefreshing()
    scene.window.advance(by: 0.5)
    #expect(loads() == 1)
    #expect(indicator.state == .refreshing)
    #expect(scene.window.diagnostics.messages.contains { $0.contains("already loading") })
  }

  @Test("a begin while the end fades loads again once it has faded, calling back once more")
  func beginDuringTheFade() {
    let (scene, indicator, loads) = loading()
    indicator.endRefreshing()
    scene.window.advance(by: 0.3)
    indicator.beginRefreshing()
    #expect(scene.window.diagnostics.messages.isEmpty)
    scene.window.advance(by: 0.39)
    #expect(indicator.state == .refreshing && loads() == 1, "still fading")
    scene.window.advance(by: 0.05)
    #expect(indicator.state == .refreshing)
    #expect(loads() == 2)
  }

  @Test("an end after that begin, before the fade ends, leaves it at rest: end, begin, end")
  func endBeginEnd() {
    let (scene, indicator, loads) = loading()
    indicator.endRefreshing()
    indicator.beginRefreshing()
    indicator.endRefreshing()
    scene.window.advance(by: 1)
    #expect(indicator.state == .normal)
    #expect(loads() == 1)
    #expect(scene.window.diagnostics.messages.isEmpty)
  }

  @Test("begun off screen, it calls back once its indicator is back in a window")
  func callbackWaitsForTheScreen() {
    let (scene, indicator, loads) = installed()
    indicator.removeFromSuperview()
    indicator.beginRefreshing()
    #expect(indicator.state == .refreshing)
    #expect(loads() == 0)
    scene.window.addSubview(indicator)
    #expect(loads() == 1)
    scene.window.advance(by: 0.5)
    #expect(loads() == 1)
  }
}

@MainActor
@Suite("Stretchy: the arrow under a finger")
struct StretchyArrowTests {
  @Test("dragged from past the threshold into the rows in one step, the arrow turns back")
  func intoTheRowsInOneStep() {
    let scene = TestScene(rows: 30)
    let indicator = StretchyHeaderRefreshView(image: RefreshImages.huanghun)
    indicator.install(in: scene.tableView, container: scene.window)
    let finger = scene.tableView.pull(to: -150 - 140)
    #expect(indicator.state == .pulling)
    scene.tableView.pull(to: 200, duration: 0)
    #expect(scene.tableView.isDragging)
    #expect(indicator.state == .normal)
    finger?.lift()
    scene.window.advance(by: 1)
    #expect(indicator.state == .normal)
  }
}
