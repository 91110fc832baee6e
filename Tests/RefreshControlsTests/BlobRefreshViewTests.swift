import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// A screen delegate that logs what it hears.
@MainActor
final class ScreenDelegate: TableViewDelegate, BlobRefreshViewDelegate {
  var calls: [String] = []
  var refreshes = 0
  func scrollViewDidScroll(_ scrollView: ScrollView) { calls.append("didScroll") }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) { calls.append("willEndDragging") }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    calls.append("willBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 30 }
  func doRefresh(_ refreshView: BlobRefreshView) { refreshes += 1 }
}

@MainActor
@Suite("DZ style")
struct BlobRefreshViewTests {
  func scene() -> (TestScene, BlobRefreshView, ScreenDelegate) {
    let scene = TestScene(rows: 5)
    let screen = ScreenDelegate()
    scene.tableView.delegate = screen
    let blob = BlobRefreshView(scrollView: scene.tableView)
    blob.delegate = screen
    scene.tableView.reloadData()
    return (scene, blob, screen)
  }

  @Test("on a table narrower than the screen the blob takes the table's width, centred on it")
  func narrowTable() {
    let scene = TestScene(rows: 5)
    scene.tableView.frame = CGRect(x: 40, y: 0, width: 200, height: 667)
    let blob = BlobRefreshView(scrollView: scene.tableView)
    scene.window.advance(by: 1.0 / 60)
    #expect(blob.frame == CGRect(x: 0, y: -80, width: 200, height: 80))
    scene.tableView.pull(to: -40)
    let xs = (blob.shapeLayer.path?.elements ?? []).compactMap { element -> CGFloat? in
      switch element {
      case .move(let point), .line(let point), .curve(let point, _, _): point.x
      default: nil
      }
    }
    #expect(abs((xs.min() ?? 0) - (100 - 7.5)) < 1e-6, "the blob starts 7.5 left of the middle")
    #expect(abs((xs.max() ?? 0) - (100 + 7.5)) < 1e-6, "and is 15 wide, centred on the table")
  }

  @Test("released fully pulled while its footer loads, it begins nothing; once it ends, it does")
  func siblingRefreshing() throws {
    let (scene, blob, screen) = scene()
    let footer = NormalRefreshFooter()
    scene.tableView.refreshFooter = footer
    footer.beginRefreshing()
    scene.window.advance(by: 0.5)
    try #require(scene.tableView.pull(to: -200)).lift()
    scene.window.advance(by: 1)
    #expect(blob.state == .normal && screen.refreshes == 0)
    footer.endRefreshing()
    scene.window.advance(by: 1)
    try #require(scene.tableView.pull(to: -200)).lift()
    scene.window.advance(by: 0.1)
    #expect(blob.state == .refreshing && screen.refreshes == 1)
  }

  @Test("pulled fully again and released while refreshing, it calls doRefresh no second time")
  func secondReleaseWhileRefreshing() throws {
    let (scene, blob, screen) = scene()
    try #require(scene.tableView.pull(to: -200)).lift()
    scene.window.advance(by: 0.5)
    #expect(blob.state == .refreshing && screen.refreshes == 1)
    try #require(scene.tableView.pull(to: -200)).lift()
    scene.window.advance(by: 0.5)
    #expect(blob.state == .refreshing && screen.refreshes == 1)
  }

  @Test("leaving after the app gave the scroll view another delegate, it keeps the app's")
  func leavesTheAppsNewDelegate() {
    let (scene, blob, _) = scene()
    let other = ScreenDelegate()
    scene.tableView.delegate = other
    blob.removeFromSuperview()
    #expect(scene.tableView.delegate === other)
  }

  @Test("it takes the scroll view's delegate and forwards every call, row heights too")
  func forwarding() {
    let (scene, blob, screen) = scene()
    #expect(scene.tableView.delegate === blob)
    #expect(blob.screenDelegate === screen)
    #expect(scene.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 30)
    scene.window.drag(from: CGPoint(x: 187, y: 300), by: CGPoint(x: 0, y: 60), duration: 0.2)
    scene.window.advance(by: 1)
    #expect(
      screen.calls.filter { $0 != "didScroll" } == [
        "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
        "didEndDecelerating",
      ])
    #expect(screen.calls.contains("didScroll"))
    blob.removeFromSuperview()
    #expect(scene.tableView.delegate === screen, "the screen's delegate comes back")
  }

  @Test(
    "the blob widens with the pull, 0.8 of the width times the progress, up to 15 at 4 points",
    arguments: [(2, 7.5), (3.5, 13.125), (4, 15), (4.5, 15)] as [(CGFloat, CGFloat)])
  func blobWidens(pull: CGFloat, width: CGFloat) throws {
    let (scene, blob, _) = scene()
    let finger = try #require(scene.tableView.pull(to: -pull))
    let xs = (blob.shapeLayer.path?.elements ?? []).compactMap { element -> CGFloat? in
      switch element {
      case .move(let point), .line(let point), .curve(let point, _, _): point.x
      default: nil
      }
    }
    #expect(abs((xs.min() ?? 0) - 180) < 1e-6, "it starts 7.5 left of the middle, however wide")
    #expect(abs((xs.max() ?? 0) - (180 + width)) < 1e-6, "\(xs)")
    finger.lift()
  }

  @Test("numbers: 80 high at −80; progress = pull / 80; the blob rect; refresh on release at 1")
  func numbers() throws {
    let (scene, blob, screen) = scene()
    #expect(blob.frame == CGRect(x: 0, y: -80, width: 375, height: 80))
    let finger = try #require(scene.tableView.pull(to: -40))
    #expect(abs(blob.progress - 0.5) < 1e-9)
    let expected = BezierPath(ovalIn: CGRect(x: 180, y: 41, width: 15, height: 32)).cgPath
    #expect(blob.shapeLayer.path == expected)
    finger.lift()
    scene.window.advance(by: 1)
    #expect(screen.refreshes == 0)
    scene.tableView.pull(to: -85)?.lift()
    #expect(screen.refreshes == 1)
    scene.window.advance(by: 0.5)
    #expect(scene.tableView.contentInset.top == 80)
    #expect(blob.shapeLayer.lineDashPattern == [2])
    #expect(blob.shapeLayer.lineWidth == 4)
    let wobble = try #require(blob.shapeLayer.animation(forKey: "wobble") as? KeyframeAnimation)
    let ovals: [(CGFloat, CGFloat, CGFloat)] = [
      (-20, -15, 10), (-8, -2, 30), (-18, -18, 20), (-12, -7, 35), (-17, -17, 28), (-15, -13, 33),
      (-15, -15, 30),
    ]
    let article = ovals.map { x, y, side in
      BezierPath(ovalIn: CGRect(x: 187.5 + x, y: 40 + y, width: side, height: side)).cgPath
    }
    #expect(wobble.values.compactMap { $0 as? ShapePath } == article, "the article's seven ovals")
    #expect(wobble.duration == 0.8 && blob.shapeLayer.path == article.last)
  }

  /// A delegate that notes the state the blob is in when it is asked to refresh.
  final class StateNotingDelegate: BlobRefreshViewDelegate {
    var states: [RefreshState] = []
    func doRefresh(_ refreshView: BlobRefreshView) { states.append(refreshView.state) }
  }

  @Test(
    "doRefresh runs before the state becomes refreshing, for a release fully pulled and a screen reader's begin alike",
    arguments: [false, true])
  func doRefreshComesFirst(byScreenReader: Bool) {
    let (scene, blob, _) = scene()
    let delegate = StateNotingDelegate()
    blob.delegate = delegate
    if byScreenReader {
      #expect(blob.accessibilityBeginRefreshing())
    } else {
      scene.tableView.pull(to: -90)?.lift()
    }
    #expect(delegate.states == [.normal])
    #expect(blob.state == .refreshing)
  }

  @Test("the ring is cleared when the end animation completes")
  func ringCleared() {
    let (scene, blob, _) = scene()
    scene.tableView.pull(to: -90)?.lift()
    scene.window.advance(by: 1)
    blob.endRefresh()
    scene.window.advance(by: 0.4)
    #expect(blob.shapeLayer.path == nil)
    #expect(blob.shapeLayer.animationKeys().isEmpty)
    #expect(scene.tableView.contentInset.top == 0)
  }

  @Test("filmstrip: the blob grows, wobbles as a dashed outline, and the ring draws itself")
  func filmstrip() {
    let (scene, blob, _) = scene()
    let strip = keyMomentsFilmstrip(
      window: scene.window, scrollView: scene.tableView,
      region: CGRect(x: 137, y: 0, width: 100, height: 96),
      scale: 2, rest: 0, trigger: 80,
      state: { "state=\(blob.state) progress=\(NumberFormat.string(blob.progress))" },
      end: { blob.endRefresh() })
    assertSnapshot(of: strip, as: .filmstrip)
  }
}
