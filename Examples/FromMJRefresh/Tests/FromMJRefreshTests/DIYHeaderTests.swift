import Foundation
import FromMJRefresh
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("MJDIYHeader, ported")
struct DIYHeaderTests {
  @Test("its label has its first words before any pull, from the starting state")
  func startingState() throws {
    let header = MJDIYHeader()
    let parts = try #require(header.parts)
    #expect(parts.label.text == "赶紧下拉吖(开关是打酱油滴)")
    #expect(!parts.toggle.isOn)
    #expect(header.frame.height == 50)
  }

  @Test("the label turns orange → purple with the pull; the switch and spinner follow the state")
  func styledFilmstrip() throws {
    let header = MJDIYHeader()
    let scene = TestScene(rows: 20, size: CGSize(width: 240, height: 160), header: header)
    DianPingImages.register(in: scene.window)
    header.refreshingCallback = {}
    var strip = Filmstrip(window: scene.window, region: CGRect(x: 0, y: 0, width: 240, height: 64))
    {
      "state=\(header.state) percent=\(NumberFormat.string(header.pullingPercent))"
    }
    strip.capture("rest")
    var finger: Finger?
    for pull in [25, 50, 60] as [CGFloat] {
      finger = scene.tableView.pull(to: -pull)
      strip.capture("pulled \(Int(pull))")
    }
    finger?.lift()
    scene.window.advance(by: 0.5)
    strip.capture("refreshing")
    let parts = try #require(header.parts)
    #expect(header.isRefreshing && parts.toggle.isOn && parts.loading.isAnimating)
    header.endRefreshing()
    scene.window.advance(by: 0.5)
    strip.capture("ended")
    #expect(header.state == .normal && !parts.toggle.isOn)
    #expect(parts.label.textColor == DIYParts.orange, "back to orange once the pull is gone")
    assertSnapshot(of: strip, as: .styledFilmstrip)
  }

  @Test("half a pull is (0.75, 0.25, 0.25); a full pull purple (0.5, 0, 0.5)")
  func colourAtPull() throws {
    #expect(DIYParts.color(forPull: 0.5) == Color(red: 0.75, green: 0.25, blue: 0.25))
    #expect(DIYParts.color(forPull: 1) == Color(red: 0.5, green: 0, blue: 0.5))
    #expect(DIYParts.color(forPull: 0) == DIYParts.orange)
  }

  @Test("500 fuzzed sequences: every invariant on every frame")
  func fuzz() {
    let report = RefreshFuzzer(seed: 22).run(sequences: 500, header: { MJDIYHeader() })
    #expect(report.sequences == 500)
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
  }
}
