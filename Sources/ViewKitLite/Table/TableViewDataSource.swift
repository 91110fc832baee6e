import Foundation

/// Where a table's rows come from: UIKit's `UITableViewDataSource`.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections; 1 unless implemented.
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`; call `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// What a table tells its delegate, and the per-row heights it may ask: UIKit's
/// `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The height of the row at `indexPath`; the table's `rowHeight` unless implemented.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension TableViewDelegate {
  /// The table's `rowHeight`.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
}

extension IndexPath {
  /// An index path of a row in a section, as UIKit builds them.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The row.
  public var row: Int { count > 1 ? self[1] : 0 }

  /// The section.
  public var section: Int { count > 0 ? self[0] : 0 }
}
