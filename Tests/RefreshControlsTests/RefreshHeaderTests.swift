import Foundation
@_spi(Testing) import RefreshControls
import Testing
@_spi(Testing) import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("HW header")
struct RefreshHeaderTests {
  @Test("geometry: 44 high at y = −44, image 30×30 and label 100×20 centred as a pair")
  func geometry() {
    let scene = RefreshScene()
    let header = scene.addHeader()
    #expect(header.frame == CGRect(x: 0, y: -44, width: 375, height: 44))
    #expect(header.imageView.frame == CGRect(x: 122.5, y: 7, width: 30, height: 30))
    #expect(header.stateLabel.frame == CGRect(x: 152.5, y: 12, width: 100, height: 20))
    #expect(header.stateLabel.text == "下拉即可刷新")
    #expect(header.isObservingScrollView)
  }

  @Test("placed at once on joining: as wide as its scroll view, its image and label laid out in it")
  func placedOnJoining() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let table = TableView(frame: window.bounds)
    window.addSubview(table)
    let header = NormalRefreshHeader()
    table.refreshHeader = header
    #expect(header.frame == CGRect(x: 0, y: -44, width: 320, height: 44))
    let pair = header.stateLabel.frame.maxX - header.imageView.frame.minX
    #expect(abs(header.imageView.frame.minX + pair / 2 - 160) < 1e-9, "the pair centred in 320")
  }

  @Test("pull past 44 while dragging: pulling; back: normal; pulling percent follows")
  func pullingTransitions() throws {
    let scene = RefreshScene()
    let header = scene.addHeader()
    let finger = try #require(scene.tableView.pull(to: -22))
    #expect(header.state == .normal)
    #expect(abs(header.pullingPercent - 0.5) < 1e-9)
    scene.tableView.pull(to: -44)
    #expect(header.state == .normal, "at exactly −44 it is not past the threshold")
    scene.tableView.pull(to: -45)
    #expect(header.state == .pulling)
    #expect(header.stateLabel.text == "释放即可刷新")
    scene.tableView.pull(to: -30)
    #expect(header.state == .normal)
    finger.lift()
    scene.run(1)
    #expect(header.state == .normal)
    #expect(scene.callbacks == 0)
  }

  @Test("a change of state sees the pulling percent of the offset that changed it, as MJRefresh")
  func percentBeforeState() throws {
    let scene = RefreshScene()
    let header = scene.addHeader()
    var seen: [(RefreshState, CGFloat)] = []
    let observation = header.observe(\.state) { header, _ in
      seen.append((header.state, header.pullingPercent))
    }
    let finger = try #require(scene.tableView.pull(to: -45))
    scene.tableView.pull(to: -30)
    finger.lift()
    #expect(seen.map(\.0) == [.pulling, .normal])
    #expect(seen.first.map { abs($0.1 - 45.0 / 44) < 1e-9 } == true, "past 1 on arming")
    #expect(seen.last.map { $0.1 <= 1 } == true, "back under 1 on disarming")
    observation.invalidate()
  }

  @Test("pulling percent: 0 at the top and below it, never negative; half a point above, 0.5/44")
  func pullingPercentAtTheTop() throws {
    let scene = RefreshScene()
    let header = scene.addHeader()
    let finger = try #require(scene.tableView.pull(to: -0.5))
    #expect(abs(header.pullingPercent - 0.5 / 44) < 1e-9)
    scene.tableView.pull(to: 0)
    #expect(header.pullingPercent == 0)
    scene.tableView.pull(to: 0.5)
    #expect(header.pullingPercent == 0)
    scene.tableView.pull(to: 100)
    #expect(header.pullingPercent == 0 && header.state == .normal, "scrolled into the rows")
    finger.lift()
  }

  @Test("release while pulling: refreshing, the callback once, inset +44, offset at −44")
  func releaseRefreshes() {
    let scene = RefreshScene()
    let header = scene.addHeader()
    var valueChanged = 0
    header.addAction(for: .valueChanged) { _ in valueChanged += 1 }
    scene.pullAndRelease(to: -70)
    scene.run(0.5)
    #expect(header.state == .refreshing)
    #expect(header.stateLabel.text == "刷新中...")
    #expect(header.imageView.isAnimating)
    #expect(scene.callbacks == 1)
    #expect(valueChanged == 1)
    #expect(scene.tableView.contentInset.top == 44)
    #expect(scene.tableView.contentOffset.y == -44)
    #expect(scene.tableView.presentation().contentOffset.y == -44)
  }

  @Test("endRefreshing: normal at once, the inset back in 0.25 s, then the completion")
  func endRefreshing() {
    let scene = RefreshScene()
    let header = scene.addHeader()
    scene.pullAndRelease(to: -70)
    scene.run(0.5)
    var completed: TimeInterval?
    let start = scene.window.now
    header.endRefreshing { completed = scene.window.now - start }
    #expect(header.state == .normal)
    #expect(header.stateLabel.text == "下拉即可刷新")
    #expect(!header.imageView.isAnimating)
    scene.run(0.125)
    #expect(scene.tableView.presentation().contentOffset.y > -44)
    #expect(scene.tableView.presentation().contentOffset.y < 0)
    scene.run(0.2)
    #expect(scene.tableView.contentInset.top == 0)
    #expect(scene.tableView.contentOffset.y == 0)
    #expect(scene.tableView.presentation().contentOffset.y == 0)
    #expect(abs((completed ?? 0) - 0.25) < 1e-9)
    #expect(header.pullingPercent == 0)
  }

  @Test("the state is stored before the callback, so an end inside the callback works")
  func endInsideCallback() {
    let scene = RefreshScene()
    let header = scene.addHeader()
    header.refreshingCallback = { header.endRefreshing() }
    scene.pullAndRelease(to: -70)
    scene.run(1)
    #expect(header.state == .normal)
    #expect(scene.tableView.contentInset.top == 0)
    #expect(scene.window.diagnostics.isEmpty)
  }

  @Test("the header takes its scroll view's width and follows it")
  func followsWidth() {
    let scene = RefreshScene()
    let header = scene.addHeader()
    scene.tableView.frame.size.width = 320
    scene.run(1.0 / 60)
    #expect(header.frame == CGRect(x: 0, y: -44, width: 320, height: 44))
    #expect(header.imageView.frame.minX == 95)
  }

  @Test("texts: HW's Chinese by default, English available, and the user's own")
  func texts() {
    let scene = RefreshScene()
    let header = scene.addHeader()
    header.texts = .englishHeader
    scene.tableView.pull(to: -50)
    #expect(header.stateLabel.text == "Release to refresh")
    header.releaseToRefreshText = "Let go!"
    #expect(header.stateLabel.text == "Let go!")
  }

  @Test("a filmstrip of a full pull, release, refresh and end")
  func filmstrip() throws {
    let scene = RefreshScene()
    let header = scene.addHeader()
    var strip = Filmstrip(window: scene.window, region: CGRect(x: 0, y: 0, width: 375, height: 120))
    {
      "state=\(header.state) offset=\(NumberFormat.string(scene.tableView.contentOffset.y)) "
        + "inset=\(NumberFormat.string(scene.tableView.contentInset.top))"
    }
    strip.capture("rest")
    let finger = try #require(scene.tableView.pull(to: -22))
    strip.capture("pulled 22")
    scene.tableView.pull(to: -50)
    strip.capture("pulled 50")
    finger.hold(for: 0.1)
    finger.lift()
    strip.capture(every: 6, frames: 3, caption: "released")
    scene.run(0.5)
    strip.capture("refreshing")
    header.endRefreshing()
    strip.capture(every: 6, frames: 3, caption: "ending")
    scene.run(0.5)
    strip.capture("rest")
    assertSnapshot(of: strip, as: .filmstrip)
  }
}
