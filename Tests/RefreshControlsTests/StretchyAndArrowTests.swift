import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Stretchy and Arrow styles")
struct StretchyAndArrowTests {
  func stretchy() -> (TestScene, StretchyHeaderRefreshView) {
    let scene = TestScene(rows: 30)
    scene.tableView.rowHeight = 50
    scene.tableView.reloadData()
    let indicator = StretchyHeaderRefreshView(image: RefreshImages.huanghun)
    indicator.install(in: scene.tableView, container: scene.window)
    return (scene, indicator)
  }

  @Test("Stretchy's trigger and load position can be set; bad values are refused")
  func stretchySettable() {
    let (scene, indicator) = stretchy()
    #expect(indicator.threshold == 130 && indicator.loadingY == 40)
    indicator.threshold = 60
    indicator.loadingY = 12
    indicator.threshold = -1
    indicator.loadingY = .infinity
    #expect(indicator.threshold == 60 && indicator.loadingY == 12)
    #expect(scene.window.diagnostics.messages.count == 2)
    let finger = scene.tableView.pull(to: -150 - 70)
    #expect(indicator.state == .pulling, "past 60")
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.window.advance(by: 0.5)
    #expect(indicator.state == .refreshing)
    #expect(indicator.frame.minY == 12)
  }

  @Test("Stretchy numbers: inset 150, the header stretches, indicator at y = pull − 30, 130 turns")
  func stretchyNumbers() {
    let (scene, indicator) = stretchy()
    #expect(scene.tableView.contentInset.top == 150)
    #expect(indicator.headerImageView.frame == CGRect(x: 0, y: -150, width: 375, height: 150))
    #expect(indicator.frame == CGRect(x: 172.5, y: -30, width: 30, height: 30))
    let finger = scene.tableView.pull(to: -250)
    #expect(abs(indicator.headerImageView.frame.minY - -250) < 1e-9)
    #expect(abs(indicator.headerImageView.frame.height - 250) < 1e-9)
    #expect(abs(indicator.frame.minY - 70) < 1e-9)
    #expect(indicator.state == .normal)
    scene.tableView.pull(to: -281)
    #expect(indicator.state == .pulling)
    scene.window.advance(by: 0.2)
    #expect(abs(indicator.indicatorImageView.presentation().transform.rotationAngle - .pi) < 1e-9)
    var heard: [String] = []
    let posted = scene.window.accessibilityNotifications.count
    indicator.refreshingCallback = {
      heard.append(
        "callback after \(scene.window.accessibilityNotifications.count - posted) posted")
    }
    indicator.addAction(for: .valueChanged) { _ in heard.append("valueChanged") }
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.window.advance(by: 0.3)
    #expect(indicator.state == .refreshing)
    #expect(
      heard == ["callback after 1 posted", "valueChanged"],
      "announced, then the callback, then the action, as every control does")
    #expect(scene.window.accessibilityNotifications.count == posted + 1)
    #expect(indicator.frame.minY == 40)
    indicator.endRefreshing()
    scene.window.advance(by: 0.8)
    #expect(indicator.state == .normal)
    #expect(indicator.alpha == 1)
    #expect(indicator.frame.minY == -30)
  }

  @Test("Stretchy's indicator follows the pull only past the header: into the content it rests")
  func stretchyIntoTheContent() {
    let (scene, indicator) = stretchy()
    let rest = CGRect(x: 172.5, y: -30, width: 30, height: 30)
    let finger = scene.tableView.pull(to: -100)
    #expect(indicator.frame == rest, "50 points into the content")
    scene.tableView.pull(to: -149.5)
    #expect(indicator.frame == rest, "half a point into it")
    scene.tableView.pull(to: -150.5)
    #expect(abs(indicator.frame.minY - -29.5) < 1e-9, "half a point past the header")
    finger?.lift()
  }

  @Test("Stretchy loading, a drag short of the threshold leaves it loading, its arrow unturned")
  func stretchyDragWhileLoading() {
    let (scene, indicator) = stretchy()
    indicator.beginRefreshing()
    scene.window.advance(by: 0.5)
    #expect(indicator.state == .refreshing)
    let finger = scene.tableView.pull(to: -200)
    scene.window.advance(by: 0.1)
    #expect(indicator.state == .refreshing)
    #expect(!indicator.indicatorImageView.hasRunningAnimations)
    finger?.lift()
  }

  @Test("Stretchy ended with a result holds it the given time, then ends; not refreshing, at once")
  func stretchyResultHolds() {
    let (scene, indicator) = stretchy()
    indicator.beginRefreshing()
    scene.window.advance(by: 1)
    #expect(indicator.state == .refreshing)
    indicator.endRefreshing(result: .success(nil), holding: 0.5)
    scene.window.advance(by: 0.45)
    #expect(indicator.presentation().alpha == 1, "held: no fade yet")
    scene.window.advance(by: 0.4)
    #expect(indicator.presentation().alpha < 1, "then it ends, fading")
    scene.window.advance(by: 2)
    indicator.endRefreshing(result: .failure(nil), holding: 5)
    #expect(indicator.state == .normal)
  }

  @Test("Stretchy filmstrip: the image stretches, the arrow turns, the ring spins and fades")
  func stretchyFilmstrip() {
    let (scene, indicator) = stretchy()
    let strip = keyMomentsFilmstrip(
      window: scene.window, scrollView: scene.tableView,
      region: CGRect(x: 0, y: 0, width: 375, height: 240),
      rest: -150, trigger: 130,
      state: {
        "state=\(indicator.state) header=\(NumberFormat.string(indicator.headerImageView.frame.height))"
      },
      end: { indicator.endRefreshing() })
    assertSnapshot(of: strip, as: .filmstrip)
  }

  func arrow() -> (TestScene, ArrowRefreshControl) {
    let scene = TestScene(rows: 20)
    let control = ArrowRefreshControl()
    scene.tableView.refreshControl = control
    scene.window.advance(by: 1.0 / 60)
    return (scene, control)
  }

  @Test("Arrow: the spinner hidden, the arrow turns past −60 and back, spins while refreshing")
  func arrowNumbers() {
    let (scene, control) = arrow()
    #expect(control.tintColor == .clear)
    let finger = scene.tableView.pull(to: -59)
    #expect(!control.isTurned)
    scene.tableView.pull(to: -61)
    #expect(control.isTurned)
    scene.window.advance(by: 1)
    #expect(abs(control.pullImageView.transform.rotationAngle - .pi) < 1e-9)
    scene.tableView.pull(to: -50)
    #expect(!control.isTurned)
    scene.window.advance(by: 1)
    #expect(
      abs(control.pullImageView.transform.rotationAngle) < 1e-9, "π → 2π: pointing down again")
    scene.tableView.pull(to: -130)
    #expect(control.isRefreshing)
    #expect(control.isLoading)
    #expect(control.pullImageView.isHidden)
    #expect(control.loadingImageView.layer.animationKeys() == ["spin"])
    finger?.lift()
    control.endRefreshing()
    #expect(!control.isLoading && !control.pullImageView.isHidden)
    #expect(control.loadingImageView.layer.animationKeys().isEmpty)
  }

  @Test("Arrow begun before it joins its table spins once it is placed there, the arrow hidden")
  func arrowBegunBeforeJoining() {
    let scene = TestScene(rows: 20)
    let control = ArrowRefreshControl()
    control.beginRefreshing()
    scene.tableView.refreshControl = control
    scene.window.advance(by: 1.0 / 60)
    #expect(control.isRefreshing)
    #expect(control.isLoading)
    #expect(control.pullImageView.isHidden && !control.loadingImageView.isHidden)
  }

  @Test("Arrow is a system-style control underneath: a title set on it is laid out and drawn")
  func arrowTitle() {
    let (scene, control) = arrow()
    control.title = "Pull to load"
    _ = scene.tableView.pull(to: -40)
    scene.window.advance(by: 1.0 / 60)
    let text = scene.window.picture().text
    #expect(text.contains("Pull ") && text.contains("o load"), "the arrow is drawn over its t")
    #expect(control.refreshView.center.x == control.bounds.midX, "and its own arrow centred")
  }

  @Test("Arrow filmstrip: the arrow turns at −60, the image spins while loading")
  func arrowFilmstrip() {
    let (scene, control) = arrow()
    let strip = keyMomentsFilmstrip(
      window: scene.window, scrollView: scene.tableView,
      region: CGRect(x: 100, y: 0, width: 176, height: 136),
      rest: 0, trigger: 120,
      state: {
        "state=\(control.state) y=\(NumberFormat.string(control.frame.minY)) turned=\(control.isTurned)"
      },
      end: { control.endRefreshing() })
    assertSnapshot(of: strip, as: .filmstrip)
  }

  @Test(
    "Stretchy moves to its load place in the refreshing state: an observer of its frame reads it")
  func stretchyMovesWhileRefreshing() {
    let (scene, indicator) = stretchy()
    var statesAtMoves: [RefreshState] = []
    let token = indicator.observe(\.frame, options: .new) { indicator, _ in
      statesAtMoves.append(indicator.state)
    }
    indicator.beginRefreshing()
    scene.window.advance(by: 0.5)
    token.invalidate()
    #expect(!statesAtMoves.isEmpty, "the indicator moved")
    #expect(statesAtMoves.allSatisfy { $0 == .refreshing }, "\(statesAtMoves)")
  }
}
