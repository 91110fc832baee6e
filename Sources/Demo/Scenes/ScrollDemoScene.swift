import Foundation
import ViewKitLite
import ViewKitLiteHarness

/// A table of rows pulled past the top, released to bounce back, flung, and flung into the
/// top edge: UIKit's scroll physics on their own.
@MainActor
final class ScrollDemoScene: DemoScene, TableViewDataSource {
  static let name = "scroll"
  static let summary = "rows pulled past the top, released, flung and bounced (scroll physics)"
  static let readableScale: CGFloat = 1

  let window: Window
  let tableView: TableView
  /// The table a finger pulls.
  var scrollView: ScrollView { tableView }
  private let rows = (1...60).map { "Row \($0)" }

  init(window: Window) {
    self.window = window
    tableView = TableView(frame: window.bounds)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = self
    window.addSubview(tableView)
    tableView.reloadData()
  }

  var script: GestureScript {
    let x = window.bounds.midX
    let y = window.bounds.height * 0.3
    return GestureScript(steps: [
      .snapshot,
      .down(CGPoint(x: x, y: y)), .move(CGPoint(x: 0, y: 160), 0.6), .snapshot, .hold(0.2),
      .lift, .wait(0.15), .snapshot, .wait(0.8), .snapshot,
      .down(CGPoint(x: x, y: y * 2)), .move(CGPoint(x: 0, y: -150), 0.15), .lift, .wait(0.4),
      .snapshot, .wait(2), .snapshot,
      .down(CGPoint(x: x, y: y)), .move(CGPoint(x: 0, y: 200), 0.1), .lift, .wait(0.3), .snapshot,
      .wait(3), .snapshot,
    ])
  }

  /// No control: the top of the screen, and steps of 10 points.
  var focus: SceneFocus { SceneFocus(subject: nil, edge: .top, trigger: 60) }

  func endRefreshing() {}

  var loads: Int { 0 }

  var stateLine: String {
    let offset = NumberFormat.string(tableView.contentOffset.y)
    let flags = [
      tableView.isDragging ? "dragging" : nil, tableView.isDecelerating ? "decelerating" : nil,
    ].compactMap { $0 }
    return "offset.y=\(offset)" + (flags.isEmpty ? "" : " " + flags.joined(separator: " "))
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel.text = rows[indexPath.row]
    cell.backgroundColor = indexPath.row.isMultiple(of: 2) ? .white : Color(white: 0.85)
    return cell
  }
}
