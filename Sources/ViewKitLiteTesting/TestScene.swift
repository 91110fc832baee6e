import Foundation
import ViewKitLite

/// A scene in one line: a window with a full-screen table of numbered rows, and optionally a
/// header or footer view added to the table.
///
/// ```swift
/// let scene = TestScene(rows: 20, header: MyHeader())
/// scene.tableView.pull(to: -60)
/// assertSnapshot(of: scene.window, as: .screen)
/// ```
@MainActor
public final class TestScene: TableViewDataSource {
  /// The window, 375 × 667 points unless given.
  public let window: Window
  /// The table filling it.
  public let tableView: TableView
  /// The rows' titles; change them and call `tableView.reloadData()`.
  public var rows: [String]

  /// A window of `size` with a table of `rows` rows titled "Row 1", "Row 2", …, and `header`
  /// and `footer` added to the table (a refresh header attaches itself there).
  public init(
    rows count: Int = 20, size: CGSize = CGSize(width: 375, height: 667), header: View? = nil,
    footer: View? = nil
  ) {
    window = Window(size: size)
    tableView = TableView(frame: CGRect(origin: .zero, size: size))
    rows = (0..<max(count, 0)).map { "Row \($0 + 1)" }
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = self
    window.addSubview(tableView)
    if let header { tableView.addSubview(header) }
    if let footer { tableView.addSubview(footer) }
    tableView.reloadData()
    window.advance(by: 1.0 / Double(window.frameRate))
  }

  /// The number of rows.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  /// A cell titled with the row's title.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel.text = rows[indexPath.row]
    return cell
  }
}
