import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// The Arrow article's screen: a table whose refresh control turns its arrow past −60 and spins
/// while loading for 2 s.
@MainActor
final class ArrowDemoScene: DemoScene {
  static let name = "arrow"
  static let summary = "Arrow: a RefreshControl subclass turning its arrow at −60"
  static let readableScale: CGFloat = 1.25

  let window: Window
  let tableView: TableView
  /// The table a finger pulls.
  var scrollView: ScrollView { tableView }
  let control = ArrowRefreshControl()
  private let rows = RowsSource(titles: (1...20).map { "Item \($0)" })
  private(set) var loads = 0

  init(window: Window) {
    self.window = window
    tableView = rows.makeTable(frame: window.bounds)
    window.addSubview(tableView)
    tableView.refreshControl = control
    control.addTarget(self, action: ArrowDemoScene.reload, for: .valueChanged)
  }

  func reload() {
    loads += 1
    window.mainQueue.asyncAfter(2) { [weak self] in
      // Unless e ended it first.
      if self?.control.isRefreshing == true { self?.control.endRefreshing() }
    }
  }

  var script: GestureScript {
    // Short of the turn at −60, past it, then far enough to refresh.
    let travel = [55, 82, 156].map { ScriptedPull.travel(tableView, showing: $0) }
    return GestureScript(steps: [
      .snapshot, .down(ScriptedPull.point(in: tableView, fraction: 0.3)),
      .move(CGPoint(x: 0, y: travel[0]), 0.4), .snapshot,
      .move(CGPoint(x: 0, y: travel[1] - travel[0]), 0.4), .wait(1), .snapshot,
      .move(CGPoint(x: 0, y: travel[2] - travel[1]), 0.4), .snapshot, .hold(0.1), .lift,
      .wait(0.6), .snapshot, .wait(2), .snapshot,
    ])
  }

  /// The arrow (the spinning image takes its place), not the whole control, which grows with
  /// the pull.
  var focus: SceneFocus {
    SceneFocus(subject: control.pullImageView, edge: .top, trigger: control.triggerDistance)
  }

  func endRefreshing() { control.endRefreshing() }

  var stateLine: String {
    "state=\(control.state) frame.y=\(NumberFormat.string(control.frame.minY)) "
      + "turned=\(control.isTurned) loading=\(control.isLoading)"
  }
}
