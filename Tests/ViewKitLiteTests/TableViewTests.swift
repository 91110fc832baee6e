import Foundation
import Testing
import ViewKitLite

/// A data source that counts the cells it is asked for, with optional per-row heights.
@MainActor
final class CountingRows: TableViewDataSource, TableViewDelegate {
  var count: Int
  var heights: ((Int) -> CGFloat)?
  var requested: [Int] = []

  init(count: Int, heights: ((Int) -> CGFloat)? = nil) {
    self.count = count
    self.heights = heights
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    requested.append(indexPath.row)
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights?(indexPath.row) ?? tableView.rowHeight
  }
}

/// A cell that counts its reuses.
final class CountingCell: TableViewCell {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

@MainActor
@Suite("Table view")
struct TableViewTests {
  func table(_ rows: CountingRows, delegate: Bool = false) -> (Window, TableView) {
    let window = Window(size: CGSize(width: 320, height: 440))
    let table = TableView(frame: window.bounds)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    if delegate { table.delegate = rows }
    window.addSubview(table)
    table.reloadData()
    return (window, table)
  }

  @Test("a cell's detail label lies above its text label, so a long title runs under it")
  func cellLabelOrder() {
    let cell = TableViewCell(reuseIdentifier: "row")
    #expect(
      cell.contentView.subviews.map(ObjectIdentifier.init) == [
        ObjectIdentifier(cell.textLabel), ObjectIdentifier(cell.detailTextLabel),
      ])
  }

  @Test("an index path's row and section: UIKit's, and 0 for what it lacks")
  func indexPathParts() {
    #expect(IndexPath(row: 3, section: 2).row == 3 && IndexPath(row: 3, section: 2).section == 2)
    #expect(IndexPath(index: 5).row == 0 && IndexPath(index: 5).section == 5)
    #expect(IndexPath().row == 0 && IndexPath().section == 0)
  }

  @Test("only the visible rows are instantiated, and contentSize follows the rows")
  func visibleRowsOnly() {
    let rows = CountingRows(count: 1_000_000)
    let (_, table) = table(rows)
    #expect(table.contentSize == CGSize(width: 320, height: 44_000_000))
    #expect(table.indexPathsForVisibleRows.map(\.row) == Array(0...9))
    #expect(rows.requested == Array(0...9))
    table.contentOffset.y = 44 * 500_000
    #expect(table.indexPathsForVisibleRows.map(\.row) == Array(500_000...500_009))
    #expect(table.visibleCells.count == 10)
    table.contentOffset.y = 22
    #expect(table.indexPathsForVisibleRows.map(\.row) == Array(0...10), "half of row 10 shows")
    table.contentOffset.y = 0
    #expect(
      table.indexPathsForVisibleRows.map(\.row) == Array(0...9), "row 10 only touches the bottom")
    #expect(table.visibleCells.count == 10)
  }

  @Test("a delegate told scrollViewDidScroll finds the rows of the new offset already on screen")
  func delegateSeesTheNewRows() {
    final class Watcher: TableViewDelegate {
      var firstRows: [Int] = []
      func scrollViewDidScroll(_ scrollView: ScrollView) {
        firstRows.append((scrollView as? TableView)?.indexPathsForVisibleRows.first?.row ?? -1)
      }
    }
    let rows = CountingRows(count: 1_000)
    let (window, table) = table(rows)
    let watcher = Watcher()
    table.delegate = watcher
    table.contentOffset.y = 44 * 100
    table.contentOffset.y = 44 * 100 + 45
    #expect(watcher.firstRows == [100, 101])
    withExtendedLifetime((window, rows)) {}
  }

  @Test("rows an animated offset brings into view are placed at once, not flown in")
  func rowsPlacedAtOnce() {
    let rows = CountingRows(count: 100)
    let (window, table) = table(rows)
    View.animate(withDuration: 1) { table.contentOffset.y = 44 * 20 }
    window.advance(by: 0.5)
    #expect(table.hasRunningAnimations, "the offset animates")
    #expect(table.visibleCells.allSatisfy { !$0.hasRunningAnimations })
    #expect(
      table.visibleCells.allSatisfy { $0.presentation().frame == $0.frame },
      "each cell is shown where its row is")
  }

  @Test("performWithoutAnimation: changes inside take effect at once, even in a block")
  func withoutAnimation() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    View.animate(withDuration: 1) {
      View.performWithoutAnimation { view.center.x = 50 }
      view.alpha = 0.5
    }
    window.advance(by: 0.1)
    #expect(view.presentation().center.x == 50)
    #expect(view.presentation().alpha > 0.5, "the rest of the block still animates")
  }

  @Test("scrolled-out cells go to the reuse pool and come back after prepareForReuse")
  func reusePool() throws {
    let rows = CountingRows(count: 100)
    let (_, table) = table(rows)
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
    table.contentOffset.y = 44 * 5
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    let firstNow = try #require(first.flatMap { cell in table.visibleCells.first { $0 === cell } })
    #expect(firstNow.textLabel.text != "Row 0", "row 0's cell came back for a row below")
    let reused = table.visibleCells.compactMap { $0 as? CountingCell }.filter { $0.reuses > 0 }
    #expect(reused.count == 5, "five cells left at the top and came back at the bottom")
    #expect(reused.allSatisfy { $0.textLabel.text?.hasPrefix("Row ") == true })
  }

  @Test("per-row heights from the delegate place rows and find the visible ones by search")
  func perRowHeights() {
    let rows = CountingRows(count: 1000) { $0.isMultiple(of: 2) ? 20 : 60 }
    let (_, table) = table(rows, delegate: true)
    #expect(table.contentSize.height == 40_000)
    #expect(
      table.rectForRow(at: IndexPath(row: 3, section: 0))
        == CGRect(x: 0, y: 100, width: 320, height: 60))
    #expect(
      table.rectForRow(at: IndexPath(row: 999, section: 0))
        == CGRect(x: 0, y: 39_940, width: 320, height: 60), "the last row, ending the content")
    #expect(table.rectForRow(at: IndexPath(row: 1000, section: 0)).height == 0, "past the last")
    table.contentOffset.y = 20_000
    #expect(table.indexPathsForVisibleRows.first?.row == 500)
    #expect(
      table.indexPathsForVisibleRows.last?.row == 511,
      "row 511 starts at 20,420, inside the 440-pt view")
  }

  @Test("a row of height 0 is hidden: no cell is made for it, and the next row starts where it is")
  func zeroHeightRows() {
    let rows = CountingRows(count: 30) { $0 == 2 || $0 == 5 ? 0 : 44 }
    let (_, table) = table(rows, delegate: true)
    let visible = table.indexPathsForVisibleRows.map(\.row)
    #expect(visible == [0, 1, 3, 4] + Array(6...11), "\(visible)")
    #expect(!rows.requested.contains(2) && !rows.requested.contains(5))
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 88)
  }

  @Test("the same header or footer view set again stays; a new one replaces the old")
  func accessorySetAgain() {
    let (_, table) = table(CountingRows(count: 3))
    let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let footer = View(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
    table.tableHeaderView = header
    table.tableFooterView = footer
    table.tableHeaderView = header
    table.tableFooterView = footer
    #expect(header.superview === table && footer.superview === table)
    #expect(table.contentSize.height == 262)
    let other = View(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
    table.tableHeaderView = other
    #expect(header.superview == nil && other.superview === table)
    #expect(table.contentSize.height == 212)
  }

  @Test("reloadData asks again; header and footer views add to the content size")
  func reloadAndAccessories() {
    let rows = CountingRows(count: 3)
    let (_, table) = table(rows)
    table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(table.contentSize.height == 262, "100 + 3 × 44 + 30")
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
    #expect(table.tableFooterView?.frame.minY == 232)
    rows.count = 5
    table.reloadData()
    #expect(table.contentSize.height == 350, "100 + 5 × 44 + 30")
    #expect(table.visibleCells.count == 5)
  }

  @Test(
    "a header view set on a table on screen moves its cells down at the next layout, and up, even the same rows"
  )
  func headerViewMovesShownCells() {
    let rows = CountingRows(count: 20)
    let (window, table) = table(rows)
    window.layoutIfNeeded()
    #expect(table.visibleCells.first?.frame.minY == 0)
    table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    window.layoutIfNeeded()
    #expect(table.visibleCells.first?.frame.minY == 100)
    #expect(table.indexPathsForVisibleRows.map(\.row) == Array(0...7), "100 + 8 × 44 passes 440")
    table.tableHeaderView = nil
    window.layoutIfNeeded()
    #expect(table.visibleCells.map(\.frame.minY) == (0..<10).map { CGFloat($0) * 44 })
    table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 4))
    window.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows.map(\.row) == Array(0...9), "the same rows in view")
    #expect(table.visibleCells.first?.frame.minY == 4, "moved down by the 4 pt header")
  }

  @Test("an unregistered identifier gets a plain cell and a diagnostic; no data source, no rows")
  func badInput() {
    let window = Window(size: CGSize(width: 320, height: 440))
    let table = TableView(frame: window.bounds)
    window.addSubview(table)
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(table.contentSize.height == 0)
    let cell = table.dequeueReusableCell(
      withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
    #expect(type(of: cell) == TableViewCell.self)
    #expect(
      window.diagnostics.messages.last?.contains("no cell class is registered for 'missing'")
        == true)
  }
}
