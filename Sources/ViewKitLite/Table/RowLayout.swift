import Foundation

/// Where a table's rows sit: counts per section and, for per-row heights, running offsets.
@MainActor
struct RowLayout {
  var rowCounts: [Int] = []
  var headerHeight: CGFloat = 0
  private var fixedHeight: CGFloat = 44
  /// Offsets of each row's top, per section, plus the section's end; empty for fixed heights.
  private var offsets: [[CGFloat]] = []
  private var sectionTops: [CGFloat] = []

  init() {}

  init(table: TableView) {
    fixedHeight = max(table.rowHeight, 0)
    guard let dataSource = table.dataSource else { return }
    let sections = max(dataSource.numberOfSections(in: table), 0)
    rowCounts = (0..<sections).map {
      max(dataSource.tableView(table, numberOfRowsInSection: $0), 0)
    }
    let delegate = table.delegate as? TableViewDelegate
    var top: CGFloat = 0
    for (section, count) in rowCounts.enumerated() {
      sectionTops.append(top)
      if let delegate {
        var sectionOffsets = [CGFloat](repeating: 0, count: count + 1)
        for row in 0..<count {
          let height = delegate.tableView(
            table, heightForRowAt: IndexPath(row: row, section: section))
          sectionOffsets[row + 1] = sectionOffsets[row] + (height.isFinite ? max(height, 0) : 0)
        }
        offsets.append(sectionOffsets)
        top += sectionOffsets[count]
      } else {
        top += CGFloat(count) * fixedHeight
      }
    }
    sectionTops.append(top)
  }

  var totalHeight: CGFloat { sectionTops.last ?? 0 }

  /// The top (from the first row) and height of a row.
  func span(of indexPath: IndexPath) -> (CGFloat, CGFloat) {
    span(row: indexPath.row, section: indexPath.section)
  }

  /// The top and height of a row given by numbers: an `IndexPath` allocates its storage, so the
  /// searches below make one only for a row they return.
  private func span(row: Int, section: Int) -> (CGFloat, CGFloat) {
    guard sectionTops.indices.contains(section) else { return (0, 0) }
    if offsets.isEmpty { return (sectionTops[section] + CGFloat(row) * fixedHeight, fixedHeight) }
    let rows = offsets[section]
    guard row + 1 < rows.count else { return (sectionTops[section], 0) }
    return (sectionTops[section] + rows[row], rows[row + 1] - rows[row])
  }

  /// The first and last rows that intersect `top..<bottom` (measured from the first row), or
  /// `nil` when none does: the ends of ``indexPaths(from:to:)``, found without listing it.
  func ends(from top: CGFloat, to bottom: CGFloat) -> (first: IndexPath, last: IndexPath)? {
    var first: IndexPath?
    var last: IndexPath?
    for (section, count) in rowCounts.enumerated() where count > 0 {
      let sectionTop = sectionTops[section]
      guard sectionTops[section + 1] > top, sectionTop < bottom else { continue }
      let low = row(at: top - sectionTop, section: section, count: count)
      let high = row(at: bottom - sectionTop, section: section, count: count)
      for row in low...high where intersects(row, section, top, bottom) {
        first = first ?? IndexPath(row: row, section: section)
        break
      }
      for row in stride(from: high, through: low, by: -1)
      where intersects(row, section, top, bottom) {
        last = IndexPath(row: row, section: section)
        break
      }
    }
    guard let first, let last else { return nil }
    return (first, last)
  }

  private func intersects(_ row: Int, _ section: Int, _ top: CGFloat, _ bottom: CGFloat) -> Bool {
    let (rowTop, height) = span(row: row, section: section)
    return rowTop < bottom && rowTop + height > top && height > 0
  }

  /// The rows that intersect `top..<bottom` (measured from the first row), in order.
  func indexPaths(from top: CGFloat, to bottom: CGFloat) -> [IndexPath] {
    var result: [IndexPath] = []
    for (section, count) in rowCounts.enumerated() where count > 0 {
      let sectionTop = sectionTops[section]
      let sectionBottom = sectionTops[section + 1]
      guard sectionBottom > top, sectionTop < bottom else { continue }
      let first = row(at: top - sectionTop, section: section, count: count)
      let last = row(at: bottom - sectionTop, section: section, count: count)
      for row in first...last where intersects(row, section, top, bottom) {
        result.append(IndexPath(row: row, section: section))
      }
    }
    return result
  }

  /// The row at `y` within a section, clamped to its rows.
  private func row(at y: CGFloat, section: Int, count: Int) -> Int {
    if offsets.isEmpty {
      guard fixedHeight > 0 else { return 0 }
      return min(max(Int((y / fixedHeight).rounded(.down)), 0), count - 1)
    }
    let rows = offsets[section]
    var low = 0
    var high = count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if rows[mid] <= y { low = mid } else { high = mid - 1 }
    }
    return low
  }
}
