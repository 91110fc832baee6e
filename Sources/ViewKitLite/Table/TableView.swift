import Foundation

/// A scroll view of rows: UIKit's `UITableView`, plain style.
///
/// Only the rows that show are instantiated: cells scrolled out go to a reuse pool by
/// identifier, and `dequeueReusableCell(withIdentifier:for:)` hands them out again after
/// `prepareForReuse()`. The content size is the table header, every row and the table footer.
/// With a fixed ``rowHeight`` finding the visible rows is arithmetic; with per-row heights it is
/// a binary search of offsets summed at ``reloadData()``, so a million rows cost what the
/// visible ones cost.
open class TableView: ScrollView {
  /// A table scrolls vertically only, whatever its width or `alwaysBounceHorizontal`.
  override var scrollsHorizontally: Bool { false }

  /// Where the rows come from; held weakly.
  public weak var dataSource: TableViewDataSource?
  /// The height of every row, unless the delegate gives per-row heights.
  @Dynamic public var rowHeight: CGFloat = 44
  /// A view above the rows.
  public var tableHeaderView: View? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }
  /// A view below the rows.
  public var tableFooterView: View? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }

  private var registrations: [String: TableViewCell.Type] = [:]
  private var reusePool: [String: [TableViewCell]] = [:]
  /// The cells on screen with their rows, in row order.
  private var visible: [(indexPath: IndexPath, cell: TableViewCell)] = []
  private var layout = RowLayout()
  private var hasLoaded = false
  /// What the visible cells were last placed for: their rows, the width and the header's
  /// height. While it holds, scrolling places nothing again.
  private var placement:
    (first: IndexPath?, last: IndexPath?, width: CGFloat, headerHeight: CGFloat)?

  /// Creates a table.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    alwaysBounceVertical = true
    backgroundColor = .white
  }

  /// Registers the class of cells to create for `identifier`.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = cellClass
  }

  /// A cell for `identifier`: one from the pool after `prepareForReuse()`, or a new one of the
  /// registered class (a plain ``TableViewCell`` with a diagnostic when none is registered).
  public func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  )
    -> TableViewCell
  {
    if let cell = reusePool[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registrations[identifier] else {
      reportDiagnostic(
        member: "dequeueReusableCell(withIdentifier:for:)",
        "no cell class is registered for '\(identifier)'; made a TableViewCell. Call "
          + "register(_:forCellReuseIdentifier:) first.")
      return TableViewCell(reuseIdentifier: identifier)
    }
    return cellClass.init(reuseIdentifier: identifier)
  }

  /// Asks the data source again for every row, and shows the visible ones.
  public func reloadData() {
    hasLoaded = true
    for entry in visible {
      recycle(entry.cell)
    }
    visible.removeAll()
    placement = nil
    layout = RowLayout(table: self)
    updateContentSize()
    updateVisibleRows()
  }

  /// The number of rows in `section`.
  public func numberOfRows(inSection section: Int) -> Int {
    layout.rowCounts.indices.contains(section) ? layout.rowCounts[section] : 0
  }

  /// The number of sections.
  public var numberOfSections: Int { layout.rowCounts.count }

  /// The cells on screen, top to bottom.
  public var visibleCells: [TableViewCell] { visible.map(\.cell) }

  /// The index paths of the rows on screen, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath] { visible.map(\.indexPath) }

  /// The cell showing the row at `indexPath`, if it is on screen.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    let index = Self.insertionIndex(of: indexPath, in: visible.map(\.indexPath))
    return visible.indices.contains(index) && visible[index].indexPath == indexPath
      ? visible[index].cell : nil
  }

  /// The rectangle of the row at `indexPath`, in the table's content coordinates.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    let (top, height) = layout.span(of: indexPath)
    return CGRect(x: 0, y: layout.headerHeight + top, width: bounds.width, height: height)
  }

  /// Lays out the visible rows (a table loads its data on its first layout).
  open override func layoutSubviews() {
    super.layoutSubviews()
    if !hasLoaded {
      reloadData()
    } else {
      updateContentSize()
      updateVisibleRows()
    }
  }

  override func contentOffsetDidChange() {
    if hasLoaded {
      updateVisibleRows()
    }
  }

  /// "Rows 1 to 10 of 50": the rows shown at `offset`, counted through every section, as
  /// UIKit's tables say them after a page scroll.
  override func accessibilityScrollStatus(at offset: CGPoint) -> String {
    let total = layout.rowCounts.reduce(0, +)
    guard total > 0 else { return super.accessibilityScrollStatus(at: offset) }
    let visible = visibleContentRect(at: offset)
    let top = visible.minY - layout.headerHeight
    let rows = layout.indexPaths(from: top, to: top + visible.height).filter {
      rectForRow(at: $0).intersection(visible).height > 0
    }
    guard let first = rows.first, let last = rows.last else {
      return super.accessibilityScrollStatus(at: offset)
    }
    return "Rows \(rowNumber(first)) to \(rowNumber(last)) of \(total)"
  }

  /// The 1-based number of the row at `indexPath`, counted through every section.
  private func rowNumber(_ indexPath: IndexPath) -> Int {
    layout.rowCounts.prefix(indexPath.section).reduce(0, +) + indexPath.row + 1
  }

  /// Adds the number of rows to the dump.
  open override func dumpAttributes() -> [String] {
    super.dumpAttributes() + ["rows=\(layout.rowCounts.reduce(0, +))"]
  }

  private func replaceAccessory(_ old: View?, with new: View?) {
    old?.removeFromSuperview()
    if let new {
      addSubview(new)
    }
    layout.headerHeight = tableHeaderView?.bounds.height ?? 0
    updateContentSize()
    setNeedsLayout()
  }

  private func updateContentSize() {
    layout.headerHeight = tableHeaderView?.bounds.height ?? 0
    let rowsHeight = layout.totalHeight
    tableHeaderView?.frame.origin = .zero
    tableHeaderView?.frame.size.width = bounds.width
    tableFooterView?.frame.origin = CGPoint(x: 0, y: layout.headerHeight + rowsHeight)
    tableFooterView?.frame.size.width = bounds.width
    let height = layout.headerHeight + rowsHeight + (tableFooterView?.bounds.height ?? 0)
    let size = CGSize(width: bounds.width, height: height)
    if contentSize != size {
      contentSize = size
    }
  }

  /// Shows the rows that intersect the bounds, shown or model (an animated offset shows both).
  private func updateVisibleRows() {
    let shown = presentation().bounds
    let top = min(bounds.minY, shown.minY) - layout.headerHeight
    let bottom = max(bounds.maxY, shown.maxY) - layout.headerHeight
    let ends = layout.ends(from: top, to: bottom)
    if let placement, placement.first == ends?.first, placement.last == ends?.last,
      placement.width == bounds.width, placement.headerHeight == layout.headerHeight
    {
      return
    }
    placement = (ends?.first, ends?.last, bounds.width, layout.headerHeight)
    let needed = layout.indexPaths(from: top, to: bottom)
    let kept = keepCells(for: needed)
    guard let dataSource else {
      visible = zip(needed, kept).compactMap { row, cell in cell.map { (row, $0) } }
      placement = nil
      return
    }
    // Rows are placed at once, as UIKit's table does, even when an animated offset brings
    // them into view: a cell never flies in from elsewhere.
    View.performWithoutAnimation {
      visible = zip(needed, kept).map { indexPath, kept in
        let cell = kept ?? dataSource.tableView(self, cellForRowAt: indexPath)
        let rect = rectForRow(at: indexPath)
        if cell.frame != rect {
          cell.frame = rect
        }
        if cell.superview !== self {
          insertSubview(cell, at: 0)
        }
        return (indexPath, cell)
      }
    }
  }

  /// The visible cells that still show a row of `needed`, at that row's place; the others are
  /// recycled, in row order (not a dictionary's, seeded per process), so the same cells are
  /// reused for the same rows in every run. Both lists are in row order: one walk, no hashing.
  private func keepCells(for needed: [IndexPath]) -> [TableViewCell?] {
    var kept = [TableViewCell?](repeating: nil, count: needed.count)
    var index = 0
    for entry in visible {
      index = Self.insertionIndex(of: entry.indexPath, in: needed, from: index)
      if index < needed.count, needed[index] == entry.indexPath {
        kept[index] = entry.cell
      } else {
        recycle(entry.cell)
      }
    }
    visible.removeAll()
    return kept
  }

  /// The first index of `rows` (in order) at or after `low` whose row is not before
  /// `indexPath`: a binary search.
  private static func insertionIndex(
    of indexPath: IndexPath, in rows: [IndexPath], from low: Int = 0
  ) -> Int {
    var low = low
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if rows[middle] < indexPath { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private func recycle(_ cell: TableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusePool[identifier, default: []].append(cell)
  }
}
