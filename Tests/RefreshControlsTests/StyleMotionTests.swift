import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// Where a view is shown, frame by frame: the middle of its presentation frame in window
/// coordinates, or `nil` while it is invisible (hidden, or alpha 0.01 or less).
@MainActor
struct ShownMotion {
  let view: View
  let window: Window
  private(set) var positions: [CGFloat?] = []

  init(of view: View, in window: Window) {
    self.view = view
    self.window = window
  }

  /// The middle of the view's shown frame, in the window, through every ancestor's shown
  /// bounds (a scroll view's offset).
  var shownMidY: CGFloat {
    var y = view.presentation().frame.midY
    var current = view.superview
    while let parent = current, !(parent is Window) {
      let shown = parent.presentation()
      y += shown.frame.minY - shown.bounds.minY
      current = parent.superview
    }
    return y
  }

  var isShown: Bool {
    var current: View? = view
    while let shown = current, !(shown is Window) {
      if shown.isHidden || shown.presentation().alpha <= 0.01 { return false }
      current = shown.superview
    }
    return true
  }

  /// Runs the clock `seconds` at its frame rate, noting the position after every frame.
  mutating func record(for seconds: TimeInterval) {
    for _ in 0..<Int((seconds * Double(window.frameRate)).rounded()) {
      window.advance(by: 1.0 / Double(window.frameRate))
      positions.append(isShown ? shownMidY : nil)
    }
  }

  /// Whether the visible positions move in one direction only (within a thousandth of a point).
  var isOneWay: Bool {
    let shown = positions.compactMap { $0 }
    let steps = zip(shown, shown.dropFirst()).map { $1 - $0 }
    return steps.allSatisfy { $0 <= 1e-3 } || steps.allSatisfy { $0 >= -1e-3 }
  }

  /// The positions, for a failure message.
  var description: String {
    positions.map { $0.map(NumberFormat.string) ?? "-" }.joined(separator: " ")
  }
}

@MainActor
@Suite("Every style moves one way, at every frame")
struct StyleMotionTests {
  /// Pulls `scrollView` to `offset`, holds still, lifts, and checks the motion of `control`
  /// from the release to its refreshing rest, then from `end()` to its normal rest.
  func checkMotion(
    of control: View, in scene: TestScene, pullTo offset: CGFloat, end: () -> Void,
    isRefreshing: () -> Bool
  ) {
    let finger = scene.tableView.pull(to: offset)
    finger?.hold(for: 0.3)
    finger?.lift()
    var release = ShownMotion(of: control, in: scene.window)
    release.record(for: 1.5)
    #expect(isRefreshing())
    #expect(release.isOneWay, "release: \(release.description)")
    end()
    var ending = ShownMotion(of: control, in: scene.window)
    ending.record(for: 1.5)
    #expect(!isRefreshing())
    #expect(ending.isOneWay, "end: \(ending.description)")
  }

  @Test("HW header")
  func hwHeader() {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    checkMotion(
      of: header, in: scene, pullTo: -60, end: { header.endRefreshing() },
      isRefreshing: { header.isRefreshing })
  }

  @Test("HW footer")
  func hwFooter() {
    let scene = TestScene(rows: 40)
    let footer = NormalRefreshFooter()
    scene.tableView.refreshFooter = footer
    checkMotion(
      of: footer, in: scene, pullTo: scene.tableView.verticalLimits.upperBound + 60,
      end: { footer.endRefreshing() }, isRefreshing: { footer.isRefreshing })
  }

  @Test("JK")
  func jk() {
    let scene = TestScene(rows: 40)
    let control = JikeRefreshControl()
    scene.tableView.refreshHeader = control
    checkMotion(
      of: control, in: scene, pullTo: -100, end: { control.endRefreshing() },
      isRefreshing: { control.isRefreshing })
  }

  @Test("JK's second pull looks as its first did: the end puts the J's layers back")
  func jkSecondPull() {
    let scene = TestScene(rows: 40)
    let control = JikeRefreshControl()
    scene.tableView.refreshHeader = control
    let pulled = { () -> String in
      let finger = scene.tableView.pull(to: -60, duration: 0.3)
      scene.window.advance(by: 0.2)
      let picture = scene.window.picture().text
      finger?.lift()
      scene.window.advance(by: 1)
      return picture
    }
    let first = pulled()
    control.beginRefreshing()
    scene.window.advance(by: 1)
    control.endRefreshing()
    scene.window.advance(by: 2)
    #expect(pulled() == first)
  }

  @Test("DZ")
  func dz() {
    let scene = TestScene(rows: 40)
    let blob = BlobRefreshView(scrollView: scene.tableView)
    checkMotion(
      of: blob, in: scene, pullTo: -100, end: { blob.endRefreshing() },
      isRefreshing: { blob.isRefreshing })
  }

  @Test("Stretchy")
  func stretchy() {
    let scene = TestScene(rows: 30)
    let indicator = StretchyHeaderRefreshView(image: RefreshImages.huanghun)
    indicator.install(in: scene.tableView, container: scene.window)
    scene.window.advance(by: 3)
    indicator.endRefreshing()
    scene.window.advance(by: 1)
    checkMotion(
      of: indicator, in: scene, pullTo: -290, end: { indicator.endRefreshing() },
      isRefreshing: { indicator.state == .refreshing })
  }

  @Test("Arrow")
  func arrow() {
    let scene = TestScene(rows: 40)
    let control = ArrowRefreshControl()
    scene.tableView.refreshControl = control
    checkMotion(
      of: control, in: scene, pullTo: -130, end: { control.endRefreshing() },
      isRefreshing: { control.isRefreshing })
  }

  @Test("JK's release, every frame: the J glides to its rest as the ring closes")
  func jkReleaseEveryFrame() {
    let scene = TestScene(rows: 40)
    let control = JikeRefreshControl()
    scene.tableView.refreshHeader = control
    let finger = scene.tableView.pull(to: -100)
    finger?.hold(for: 0.3)
    var strip = Filmstrip(
      window: scene.window, region: CGRect(x: 164, y: 0, width: 48, height: 80)
    ) {
      let shown = ShownMotion(of: control, in: scene.window)
      return "state=\(control.state) centre=\(NumberFormat.string(shown.shownMidY))"
    }
    strip.capture("held")
    finger?.lift()
    strip.capture(every: 1, frames: 36, caption: "released")
    assertSnapshot(of: strip, as: .filmstrip)
  }
}
