import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("A result before the collapse")
struct RefreshResultTests {
  @Test("the state label shows the result for the hold, then the header collapses")
  func headerHoldsTheResult() {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.window.advance(by: 1)
    var completed = false
    header.endRefreshing(result: .success(nil)) { completed = true }
    #expect(header.stateLabel.text == "刷新成功")
    #expect(header.state == .refreshing && scene.tableView.contentInset.top == 44)
    header.beginRefreshing()
    #expect(scene.window.diagnostics.messages.last?.contains("still showing the last") == true)
    scene.window.advance(by: 0.4)
    #expect(header.state == .refreshing, "held 0.5 s")
    scene.window.advance(by: 0.2)
    #expect(header.state == .normal, "the collapse started: the state is normal")
    #expect(header.stateLabel.text == "下拉即可刷新")
    scene.window.advance(by: 0.5)
    #expect(completed && scene.tableView.contentInset.top == 0)
  }

  @Test("a plain end during the hold collapses at once; both ends' completions run, once")
  func endDuringTheHold() {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.window.advance(by: 1)
    var completions: [String] = []
    header.endRefreshing(result: .success(nil)) { completions.append("held") }
    scene.window.advance(by: 0.1)
    header.endRefreshing { completions.append("plain") }
    #expect(header.state == .normal && header.heldResult == nil)
    scene.window.advance(by: 1)
    #expect(completions == ["held", "plain"])
  }

  @Test("a result with nothing to end, or a second one during the hold, is a plain end: no text")
  func resultWithoutARefresh() {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    scene.window.advance(by: 0.1)
    var completions: [String] = []
    let posted = scene.window.accessibilityNotifications.count
    header.endRefreshing(result: .failure("Offline")) { completions.append("idle") }
    #expect(completions == ["idle"], "nothing was refreshing: done at once")
    #expect(header.heldResult == nil && header.stateLabel.text == "下拉即可刷新")
    #expect(scene.window.accessibilityNotifications.count == posted, "nothing announced")
    header.beginRefreshing()
    scene.window.advance(by: 1)
    header.endRefreshing(result: .success(nil)) { completions.append("held") }
    header.endRefreshing(result: .failure("Offline")) { completions.append("second") }
    #expect(header.state == .normal && header.heldResult == nil, "the second collapses at once")
    scene.window.advance(by: 1)
    #expect(completions == ["idle", "held", "second"])
  }

  @Test("a failure with text, on a footer and on the system-style control's title")
  func failureText() {
    let scene = TestScene(rows: 40)
    let footer = NormalRefreshFooter()
    scene.tableView.refreshFooter = footer
    footer.beginRefreshing()
    scene.window.advance(by: 1)
    footer.endRefreshing(result: .failure("Offline"), holding: 1)
    #expect(footer.stateLabel.text == "Offline")
    scene.window.advance(by: 1.5)
    #expect(footer.state == .normal && footer.stateLabel.text == "上拉即可加载更多")
    let other = TestScene(rows: 40)
    let control = RefreshControl()
    control.texts = .englishHeader
    other.tableView.refreshControl = control
    control.beginRefreshing()
    other.window.advance(by: 1)
    control.endRefreshing(result: .failure(nil))
    other.window.advance(by: 0.1)
    #expect(other.window.picture().text.contains("Could not refresh"))
    other.window.advance(by: 1)
    #expect(!control.isRefreshing)
  }

  @Test("JK, DZ, Stretchy and Arrow accept a result and collapse after the hold, without text")
  func designsWithoutText() {
    for control in [JikeRefreshControl(), ArrowRefreshControl()] as [RefreshBaseView] {
      let scene = TestScene(rows: 40)
      if let arrow = control as? ArrowRefreshControl {
        scene.tableView.refreshControl = arrow
      } else {
        scene.tableView.refreshHeader = control
      }
      control.beginRefreshing()
      scene.window.advance(by: 1.5)
      control.endRefreshing(result: .success(nil))
      scene.window.advance(by: 0.4)
      #expect(control.isRefreshing, "\(control.diagnosticName) holds")
      #expect(!scene.window.picture().text.contains("刷新成功"))
      scene.window.advance(by: 1)
      #expect(!control.isRefreshing, "\(control.diagnosticName) collapsed")
    }
    let scene = TestScene(rows: 40)
    let blob = BlobRefreshView(scrollView: scene.tableView)
    blob.beginRefreshing()
    scene.window.advance(by: 1)
    blob.endRefreshing(result: .failure(nil), holding: 0.2)
    scene.window.advance(by: 0.1)
    #expect(blob.isRefreshing)
    scene.window.advance(by: 0.2)
    #expect(!blob.isRefreshing)
    let stretchyScene = TestScene(rows: 30)
    let indicator = StretchyHeaderRefreshView(image: RefreshImages.huanghun)
    indicator.install(in: stretchyScene.tableView, container: stretchyScene.window)
    indicator.beginRefreshing()
    stretchyScene.window.advance(by: 1)
    indicator.endRefreshing(result: .success(nil), holding: 0.3)
    stretchyScene.window.advance(by: 0.2)
    #expect(indicator.state == .refreshing)
    stretchyScene.window.advance(by: 1.5)
    #expect(indicator.state == .normal)
  }

  @Test(
    "a result holds half a second unless told: refreshing at 0.495 s, collapsing at 0.505 s",
    arguments: [(0.495, true), (0.505, false)] as [(TimeInterval, Bool)])
  func resultHoldsHalfASecondByDefault(after seconds: TimeInterval, refreshing: Bool) {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.window.advance(by: 1)
    header.endRefreshing(result: .success(nil))
    scene.window.advance(by: seconds)
    #expect(header.isRefreshing == refreshing, "after \(seconds) s")
  }
}
