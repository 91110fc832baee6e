import Foundation
import ViewKitLite

/// Rows for a demo table: titles, an optional colour per row, and a fixed row height.
@MainActor
final class RowsSource: TableViewDataSource {
  var titles: [String]
  var colors: [Color?]

  init(titles: [String], colors: [Color?] = []) {
    self.titles = titles
    self.colors = colors
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel.text = titles[indexPath.row]
    cell.backgroundColor = indexPath.row < colors.count ? colors[indexPath.row] : .white
    return cell
  }

  /// A table filling `frame`, fed by this source.
  func makeTable(frame: CGRect) -> TableView {
    let table = TableView(frame: frame)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    return table
  }
}
