import Foundation
import RefreshControls
import ViewKitLite

/// The Arrow article's screen: a table whose refresh control turns its arrow past −60 and spins
/// while loading for 2 s.
@MainActor
final class ArrowDemoScene: DemoScene {
  static let name = "arrow"
  static let summary = "Arrow: a RefreshControl subclass turning its arrow at −60"

  let window: Window
  let tableView: TableView
  let control = ArrowRefreshControl()
  private let rows = RowsSource(titles: (1...20).map { "Item \($0)" })

  init(window: Window) {
    self.window = window
    tableView = rows.makeTable(frame: window.bounds)
    window.addSubview(tableView)
    tableView.refreshControl = control
    control.addTarget(self, action: ArrowDemoScene.reload, for: .valueChanged)
  }

  func reload() {
    window.mainQueue.asyncAfter(2) { [weak self] in self?.control.endRefreshing() }
  }

  var script: GestureScript {
    let x = window.bounds.midX
    return GestureScript(steps: [
      .snapshot, .down(CGPoint(x: x, y: 200)), .move(CGPoint(x: 0, y: 110), 0.4), .snapshot,
      .move(CGPoint(x: 0, y: 60), 0.4), .wait(1), .snapshot, .move(CGPoint(x: 0, y: 200), 0.4),
      .snapshot, .hold(0.1), .lift, .wait(0.6), .snapshot, .wait(2), .snapshot,
    ])
  }

  func endRefreshing() { control.endRefreshing() }

  var stateLine: String {
    "state=\(control.state) frame.y=\(NumberFormat.string(control.frame.minY)) "
      + "turned=\(control.isTurned) loading=\(control.isLoading)"
  }
}
