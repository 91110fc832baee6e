import Foundation
import ViewKitLite
import ViewKitLiteHarness

/// A 375 × 300 window with a title, a button, a switch, an image and a 12-row table under
/// them: the screen the accessibility tests read.
@MainActor
package final class AccessibilityScene: TableViewDataSource {
  package let window = Window(size: CGSize(width: 375, height: 300))
  package let title = Label(frame: CGRect(x: 16, y: 0, width: 200, height: 44))
  package let button = Button(frame: CGRect(x: 250, y: 0, width: 109, height: 44))
  package let toggle = Switch()
  package let image = ImageView(frame: CGRect(x: 16, y: 50, width: 44, height: 44))
  package let tableView = TableView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
  package var taps = 0

  package init(rows: Int = 12) {
    self.rows = rows
    title.text = "Inbox"
    button.setTitle("Compose", for: .normal)
    // UIKit's system blue on white is 4.02:1, under the 4.5:1 a 15 pt title needs.
    button.setTitleColor(Color(red255: 0, green255: 100, blue255: 210), for: .normal)
    toggle.accessibilityLabel = "Notifications"
    button.addAction(for: .touchUpInside) { [weak self] _ in self?.taps += 1 }
    toggle.frame.origin = CGPoint(x: 300, y: 56)
    image.image = Image(named: "arrow")
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = self
    for view in [title, button, toggle, image, tableView] as [View] { window.addSubview(view) }
    tableView.reloadData()
    window.advance(by: 1.0 / 60)
  }

  private let rows: Int

  package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

  package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel.text = "Message \(indexPath.row + 1)"
    return cell
  }

  /// The labels of the elements in reading order.
  package var readLabels: [String] {
    window.screenReader.elements.map { $0.accessibilityLabel ?? "(none)" }
  }
}
