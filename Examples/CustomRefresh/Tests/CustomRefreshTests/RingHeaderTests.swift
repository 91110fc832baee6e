import CustomRefresh
import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Ring header")
struct RingHeaderTests {
  @Test("the ring fills as it is pulled, turns while refreshing, and empties after the end")
  func filmstrip() {
    let header = RingHeader()
    let scene = TestScene(rows: 20, size: CGSize(width: 240, height: 200), header: header)
    var calls = 0
    header.refreshingCallback = { calls += 1 }
    var strip = Filmstrip(window: scene.window, region: CGRect(x: 0, y: 0, width: 240, height: 96))
    {
      "state=\(header.state) percent=\(NumberFormat.string(header.pullingPercent))"
    }
    var finger: Finger?
    for pull in [15, 30, 45, 60, 75] as [CGFloat] {
      finger = scene.tableView.pull(to: -pull)
      strip.capture("pulled \(Int(pull))")
    }
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.window.advance(by: 0.5)
    strip.capture("released")
    #expect(header.isRefreshing && calls == 1)
    #expect(scene.tableView.contentInset.top == 60)
    var ended = 0
    header.endRefreshing { ended += 1 }
    scene.window.advance(by: 0.1)
    #expect(ended == 0, "the completion waits until the inset is back")
    scene.window.advance(by: 0.3)
    strip.capture("ended")
    #expect(ended == 1)
    #expect(scene.tableView.contentInset == .zero)
    assertSnapshot(of: strip, as: .filmstrip)
  }

  @Test("pulled 30 points, the ring is half drawn: a small picture kept in the test itself")
  func halfway() {
    let header = RingHeader()
    let scene = TestScene(rows: 20, size: CGSize(width: 240, height: 200), header: header)
    _ = scene.tableView.pull(to: -30)
    assertInlineSnapshot(
      of: scene.window, as: .screen(region: CGRect(x: 0, y: 0, width: 240, height: 32))
    ) {
      """
      +------------------------------------------------------------+
      |                          ⣸⡇  50%                           |
      |                       ⢠⣤⡶⠋                                 |
      |                                                            |
      |                                                            |
      +------------------------------------------------------------+
      """
    }
  }

  @Test("the threshold is the header's 60 points: 59 does not refresh")
  func threshold() {
    let header = RingHeader()
    let scene = TestScene(rows: 20, size: CGSize(width: 240, height: 200), header: header)
    let finger = scene.tableView.pull(to: -59)
    #expect(header.state == .normal)
    #expect(header.percentLabel.text == "98%")
    finger?.lift()
    scene.window.advance(by: 1)
    #expect(header.state == .normal)
  }

  @Test("exclusive with a refreshing footer, whoever sets the state")
  func exclusive() {
    let header = RingHeader()
    let footer = DotsFooter()
    let scene = TestScene(rows: 20, size: CGSize(width: 240, height: 200), header: header)
    scene.tableView.addSubview(footer)
    footer.beginRefreshing()
    header.state = .refreshing
    #expect(header.state == .normal)
    #expect(scene.window.diagnostics.messages.last?.contains("exclusive") == true)
  }
}
