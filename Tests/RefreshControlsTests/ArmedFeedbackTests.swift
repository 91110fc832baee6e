import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Armed, for haptics")
struct ArmedFeedbackTests {
  /// Pulls `control`'s table to `first`, back to `back`, to `first` again, and releases;
  /// returns what the feedback hook heard and what observers of `isArmed` heard.
  func pullTwice(
    _ control: RefreshBaseView, slot: (TableView, RefreshBaseView) -> Void, first: CGFloat,
    back: CGFloat
  ) -> (feedback: [RefreshFeedback], observed: [Bool]) {
    let scene = TestScene(rows: 40)
    slot(scene.tableView, control)
    var heard: [RefreshFeedback] = []
    var observed: [Bool] = []
    control.feedback = { heard.append($0) }
    let token = control.observe(\.isArmed, options: .new) { control, _ in
      observed.append(control.isArmed)
    }
    let finger = scene.tableView.pull(to: first)
    scene.tableView.pull(to: back)
    scene.tableView.pull(to: first)
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.window.advance(by: 1)
    token.invalidate()
    #expect(!control.isArmed)
    return (heard, observed)
  }

  @Test("pulling controls arm past their trigger, disarm back before it, refresh on release")
  func pullingControls() {
    let header: (TableView, RefreshBaseView) -> Void = { $0.refreshHeader = $1 }
    for (control, first, back) in [
      (NormalRefreshHeader() as RefreshBaseView, -60.0, -30.0), (JikeRefreshControl(), -100, -50),
    ] {
      let (heard, observed) = pullTwice(control, slot: header, first: first, back: back)
      #expect(heard == [.armed, .disarmed, .armed, .refreshing], "\(control.diagnosticName)")
      #expect(observed == [true, false, true, false])
    }
  }

  @Test("the back footer arms past its height beyond the bottom")
  func backFooter() {
    let footer = NormalRefreshFooter()
    let scene = TestScene(rows: 40)
    scene.tableView.refreshFooter = footer
    var heard: [RefreshFeedback] = []
    footer.feedback = { heard.append($0) }
    let bottom = scene.tableView.verticalLimits.upperBound
    let finger = scene.tableView.pull(to: bottom + 60)
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.window.advance(by: 1)
    #expect(heard == [.armed, .refreshing])
  }

  @Test("DZ arms when fully pulled while dragging")
  func dz() {
    let scene = TestScene(rows: 40)
    let blob = BlobRefreshView(scrollView: scene.tableView)
    var heard: [RefreshFeedback] = []
    blob.feedback = { heard.append($0) }
    let finger = scene.tableView.pull(to: -100)
    scene.tableView.pull(to: -40)
    scene.tableView.pull(to: -100)
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.window.advance(by: 1)
    #expect(heard == [.armed, .disarmed, .armed, .refreshing])
  }

  @Test("the system-style control arms and refreshes in one frame; the automatic footer never arms")
  func systemAndAutomatic() {
    let scene = TestScene(rows: 40)
    let control = RefreshControl()
    scene.tableView.refreshControl = control
    var heard: [(RefreshFeedback, Int)] = []
    control.feedback = { heard.append(($0, scene.window.frameCount)) }
    scene.tableView.pull(to: -130)?.lift()
    #expect(heard.map(\.0) == [.armed, .refreshing])
    #expect(Set(heard.map(\.1)).count == 1, "in the same frame")
    let automatic = AutoNormalRefreshFooter()
    let other = TestScene(rows: 40)
    other.tableView.refreshFooter = automatic
    var fromAutomatic: [RefreshFeedback] = []
    automatic.feedback = { fromAutomatic.append($0) }
    other.tableView.pull(to: other.tableView.verticalLimits.upperBound + 60)?.lift()
    other.window.advance(by: 1)
    #expect(fromAutomatic == [.refreshing])
  }
}
