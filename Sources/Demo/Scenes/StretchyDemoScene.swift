import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// The Stretchy article's screen: a 150-point image header that stretches, 30 rows of 50
/// points, the indicator above; a first load at launch, 2 s loads.
@MainActor
final class StretchyDemoScene: DemoScene {
  static let name = "stretchy"
  static let summary = "Stretchy image header and a separate arrow/ring indicator"
  static let readableScale: CGFloat = 1.25
  static let legend: String? =
    "the arrow and the ring sit on a white disc (: its rim), over the photo"

  let window: Window
  let tableView: TableView
  /// The table a finger pulls.
  var scrollView: ScrollView { tableView }
  let indicator = StretchyHeaderRefreshView(image: RefreshImages.huanghun)
  private let rows = RowsSource(titles: (0..<30).map(String.init))
  private(set) var loads = 0

  init(window: Window) {
    self.window = window
    tableView = rows.makeTable(frame: window.bounds)
    tableView.rowHeight = 50
    window.addSubview(tableView)
    indicator.install(in: tableView, container: window)
    // A white disc behind the indicator, so its arrow and ring read against the photo.
    indicator.backgroundColor = .white
    indicator.layer.cornerRadius = StretchyHeaderRefreshView.indicatorSize / 2
    indicator.refreshingCallback = { [weak self] in
      self?.loads += 1
      self?.window.mainQueue.asyncAfter(2) {
        // Unless e ended it first.
        if self?.indicator.state == .refreshing { self?.indicator.endRefreshing() }
      }
    }
    indicator.beginRefreshing()
  }

  var script: GestureScript {
    GestureScript(
      steps: [.wait(0.3), .snapshot, .wait(2.5), .snapshot]
        + ScriptedPull.down(tableView, showing: 140, seconds: 0.6)
        + [.wait(0.3), .snapshot, .wait(2.6), .snapshot])
  }

  var focus: SceneFocus {
    SceneFocus(subject: indicator, edge: .top, trigger: indicator.threshold)
  }

  func endRefreshing() { indicator.endRefreshing() }

  var stateLine: String {
    "state=\(indicator.state) offset=\(NumberFormat.string(tableView.contentOffset.y)) "
      + "header=\(NumberFormat.string(indicator.headerImageView.frame.height))"
  }
}
