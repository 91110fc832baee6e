import Foundation
import FromMJRefresh
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("MJDIYBackFooter and MJDIYAutoFooter, ported")
struct DIYFooterTests {
  /// A 240 × 160 scene of 6 rows (264 points of content) with `footer`, scrolled to the end.
  func scene(footer: RefreshBaseView) -> TestScene {
    let scene = TestScene(rows: 6, size: CGSize(width: 240, height: 160), footer: footer)
    DianPingImages.register(in: scene.window)
    footer.refreshingCallback = {}
    return scene
  }

  @Test("back footer: the label's colour follows the pull up; no more data has its own words")
  func backFooter() throws {
    let footer = MJDIYBackFooter()
    let scene = scene(footer: footer)
    let end = scene.tableView.contentSize.height - scene.tableView.bounds.height
    var strip = Filmstrip(window: scene.window, region: CGRect(x: 0, y: 96, width: 240, height: 64))
    {
      "state=\(footer.state) percent=\(NumberFormat.string(footer.pullingPercent))"
    }
    let parts = try #require(footer.parts)
    #expect(parts.label.text == "赶紧上拉吖(开关是打酱油滴)")
    var finger: Finger?
    for pull in [25, 60] as [CGFloat] {
      finger = scene.tableView.pull(to: end + pull)
      strip.capture("pulled \(Int(pull))")
    }
    finger?.lift()
    scene.window.advance(by: 0.5)
    strip.capture("refreshing")
    #expect(footer.isRefreshing && parts.loading.isAnimating)
    footer.endRefreshingWithNoMoreData()
    scene.window.advance(by: 0.5)
    strip.capture("no more data")
    #expect(parts.label.text == "木有数据了(开关是打酱油滴)")
    assertSnapshot(of: strip, as: .styledFilmstrip)
  }

  @Test("auto footer: loads when the end shows, the switch at the right, the label stays orange")
  func autoFooter() throws {
    let footer = MJDIYAutoFooter()
    let scene = scene(footer: footer)
    let end = scene.tableView.contentSize.height - scene.tableView.bounds.height
    var strip = Filmstrip(window: scene.window, region: CGRect(x: 0, y: 96, width: 240, height: 64))
    {
      "state=\(footer.state)"
    }
    let parts = try #require(footer.parts)
    strip.capture("rest")
    scene.tableView.pull(to: end + 20)?.lift()
    scene.window.advance(by: 0.1)
    strip.capture("loading")
    #expect(footer.isRefreshing && parts.toggle.isOn)
    #expect(parts.label.textColor == DIYParts.orange)
    footer.endRefreshing()
    scene.window.advance(by: 0.5)
    strip.capture("ended")
    assertSnapshot(of: strip, as: .styledFilmstrip)
  }

  /// The two footers, for tests that play both.
  enum Footer: String, CaseIterable {
    case back, automatic

    @MainActor func make() -> RefreshBaseView {
      self == .back ? MJDIYBackFooter() : MJDIYAutoFooter()
    }
  }

  @Test(
    "500 fuzzed sequences of each footer: every invariant on every frame",
    arguments: Footer.allCases)
  func fuzz(footer: Footer) {
    let report = RefreshFuzzer(seed: 22).run(sequences: 500, footer: { footer.make() })
    #expect(report.sequences == 500)
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
  }
}
