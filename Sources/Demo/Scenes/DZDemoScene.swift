import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// The DZ article's screen: five rows and the blob, which refreshes for 4 s.
@MainActor
final class DZDemoScene: DemoScene, BlobRefreshViewDelegate {
  static let name = "dz"
  static let summary = "DZ blob: grows, wobbles as a dashed outline, draws a dashed ring"
  static let readableScale: CGFloat = 2

  let window: Window
  let tableView: TableView
  /// The table a finger pulls.
  var scrollView: ScrollView { tableView }
  private(set) var blob: BlobRefreshView?
  private let rows = RowsSource(titles: ["第一行", "第二行", "第三行", "第四行", "第五行"])
  private(set) var loads = 0

  init(window: Window) {
    self.window = window
    tableView = rows.makeTable(frame: window.bounds)
    window.addSubview(tableView)
    let blob = BlobRefreshView(scrollView: tableView)
    blob.delegate = self
    self.blob = blob
  }

  func doRefresh(_ refreshView: BlobRefreshView) {
    loads += 1
    window.mainQueue.asyncAfter(4) { [weak refreshView] in
      // Unless e ended it first.
      if refreshView?.isRefreshing == true { refreshView?.endRefresh() }
    }
  }

  var script: GestureScript {
    GestureScript(
      steps: [.snapshot]
        + ScriptedPull.down(tableView, showing: 40, 110, seconds: 0.6)
        + [.wait(0.8), .snapshot, .wait(1.05), .snapshot, .wait(2.65), .snapshot])
  }

  var focus: SceneFocus {
    SceneFocus(subject: blob, edge: .top, trigger: BlobRefreshView.height)
  }

  func endRefreshing() { blob?.endRefresh() }

  var stateLine: String {
    "state=\(blob?.state.rawValue ?? "-") progress=\(NumberFormat.string(blob?.progress ?? 0))"
  }
}
