import CustomRefresh
import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLiteTesting

@MainActor
@Suite("ESPullToRefresh's header, ported: it calls back once its begin has shown")
struct ESStyleHeaderTests {
  @Test("its handler runs when the begin's inset is in place, with no timer of its own")
  func callsBackWhenShown() {
    let scene = TestScene(rows: 20)
    scene.window.refreshLanguage = .english
    let header = ESStyleHeader()
    var calledAt: [TimeInterval] = []
    header.refreshingCallback = { calledAt.append(scene.window.now) }
    scene.tableView.refreshHeader = header
    let start = scene.window.now
    header.beginRefreshing()
    scene.window.advance(by: 0.2)
    #expect(calledAt.isEmpty, "not before the 0.25 s inset animation ends")
    scene.window.advance(by: 0.1)
    #expect(calledAt.count == 1)
    #expect(abs((calledAt.first ?? 0) - start - 0.25) < 0.02)
    header.fastAnimationDuration = 0.6
    header.endRefreshing()
    scene.window.advance(by: 1)
    header.beginRefreshing()
    scene.window.advance(by: 0.5)
    #expect(calledAt.count == 1, "a slower inset: the handler waits for it")
    scene.window.advance(by: 0.2)
    #expect(calledAt.count == 2)
  }

  @Test("its words fold to nothing as a refresh ends, shown shrinking on every frame")
  func foldsItsWords() {
    let scene = TestScene(rows: 20)
    scene.window.refreshLanguage = .english
    let header = ESStyleHeader()
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.window.advance(by: 0.5)
    header.endRefreshing()
    scene.window.advance(by: 0.125)
    let shown = header.label.presentation().bounds.height
    #expect(shown > 5 && shown < 15, "about half of its 20 points at half time: \(shown)")
  }

  @Test("500 sequences: every invariant on every frame, the drawn words the spoken ones")
  func fuzz() {
    let report = RefreshFuzzer(seed: 2).run(sequences: 500, header: { ESStyleHeader() })
    #expect(report.sequences == 500)
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
  }
}
