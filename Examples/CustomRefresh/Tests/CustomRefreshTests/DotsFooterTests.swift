import CustomRefresh
import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteTesting
import XCTest

/// The footer from XCTest: `assertSnapshot(of:as:)` called on the test case, in test methods
/// isolated to the main actor.
final class DotsFooterTests: XCTestCase {
  @MainActor
  func testDotsShowAsItIsPulledUpThenBlink() async {
    let footer = DotsFooter()
    let scene = TestScene(rows: 20, size: CGSize(width: 240, height: 200), footer: footer)
    var strip = Filmstrip(
      window: scene.window, region: CGRect(x: 0, y: 104, width: 240, height: 96)
    ) {
      "state=\(footer.state) percent=\(NumberFormat.string(footer.pullingPercent))"
    }
    let bottom = scene.tableView.verticalLimits.upperBound
    var finger: Finger?
    for pull in [14, 28, 45] as [CGFloat] {
      finger = scene.tableView.pull(to: bottom + pull)
      strip.capture("pulled up \(Int(pull))")
    }
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.window.advance(by: 0.4)
    strip.capture("loading")
    XCTAssertEqual(footer.state, .refreshing)
    XCTAssertEqual(scene.tableView.contentInset.bottom, 40)
    footer.endRefreshingWithNoMoreData()
    scene.window.advance(by: 0.5)
    strip.capture("no more data")
    XCTAssertEqual(footer.state, .noMoreData)
    XCTAssertEqual(scene.tableView.contentInset, .zero)
    finger = scene.tableView.pull(to: bottom + 45)
    strip.capture("pulled up 45 again")
    finger?.lift()
    scene.window.advance(by: 1)
    XCTAssertEqual(footer.state, .noMoreData, "pulls do nothing until the footer is reset")
    assertSnapshot(of: strip, as: .filmstrip)
  }

  @MainActor
  func testEndCompletionRunsOnceTheInsetIsBack() async {
    let footer = DotsFooter()
    let scene = TestScene(rows: 20, size: CGSize(width: 240, height: 200), footer: footer)
    footer.beginRefreshing()
    scene.window.advance(by: 0.5)
    var completions: [TimeInterval] = []
    footer.endRefreshing { completions.append(scene.window.now) }
    footer.endRefreshing { completions.append(-1) }
    XCTAssertEqual(completions, [-1], "a second end is refused and its completion runs at once")
    scene.window.advance(by: 1)
    XCTAssertEqual(completions.count, 2)
    XCTAssertEqual(completions.last ?? 0, 0.783, accuracy: 0.02, "0.25 s after the end")
  }
}
