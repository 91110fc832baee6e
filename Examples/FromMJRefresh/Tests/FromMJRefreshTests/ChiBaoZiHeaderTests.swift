import Foundation
import FromMJRefresh
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("MJChiBaoZiHeader, ported")
struct ChiBaoZiHeaderTests {
  @Test("named images found once on screen; MJRefresh's 54 points; the bun fills with the pull")
  func styledFilmstrip() {
    let header = MJChiBaoZiHeader()
    // As wide as a phone: the image sits left of the texts, 20 points from the wider one.
    let scene = TestScene(rows: 20, size: CGSize(width: 375, height: 160), header: header)
    DianPingImages.register(in: scene.window)
    header.refreshingCallback = {}
    #expect(header.frame.height == 54, "MJRefresh's header height: the 50-point buns fit in it")
    #expect(header.images(for: .normal).count == 60)
    let named = header.images(for: .normal) + header.images(for: .refreshing)
    #expect(named.allSatisfy { $0.name != nil && $0.resolved(in: scene.window)?.size.height == 50 })
    var strip = Filmstrip(window: scene.window, region: CGRect(x: 0, y: 0, width: 375, height: 64))
    {
      "state=\(header.state)"
    }
    var finger: Finger?
    for pull in [27, 60] as [CGFloat] {
      finger = scene.tableView.pull(to: -pull)
      strip.capture("pulled \(Int(pull))")
    }
    finger?.lift()
    scene.window.advance(by: 0.5)
    strip.capture("refreshing")
    strip.capture(every: 6, frames: 2)
    header.endRefreshing()
    scene.window.advance(by: 0.5)
    strip.capture("ended")
    #expect(scene.window.diagnostics.isEmpty, "\(scene.window.diagnostics.messages)")
    assertSnapshot(of: strip, as: .styledFilmstrip)
  }

  @Test("500 fuzzed sequences, its images registered in each window: every invariant every frame")
  func fuzz() {
    let report = RefreshFuzzer(seed: 22)
      .preparingWindow { DianPingImages.register(in: $0) }
      .run(sequences: 500, header: { MJChiBaoZiHeader() })
    #expect(report.sequences == 500)
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
  }
}
