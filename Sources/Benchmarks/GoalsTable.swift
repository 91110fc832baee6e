import Foundation

/// One row of BENCHMARKS.md's Goals table: what is measured, the figure, the limit, whether the
/// figure meets it ("—" for a figure recorded beside the goals, with no limit of its own), and
/// the commit and date it was measured at.
struct GoalRow: Equatable, Sendable {
  var goal: String
  var figure: String
  var limit: String
  /// Whether the figure meets the limit; `nil` for a figure the table records with no limit.
  var isMet: Bool?
  var measuredAt: String

  /// The row as the table writes it.
  var markdown: String {
    "| \(goal) | \(figure) | \(limit) | \(isMet.map { $0 ? "yes" : "no" } ?? "—") | \(measuredAt) |"
  }

  /// The row `line` writes, or `nil` when it is not a row of five cells.
  init?(markdown line: String) {
    guard line.hasPrefix("| "), line.hasSuffix(" |") else { return nil }
    let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
    guard cells.count == 5, ["yes", "no", "—"].contains(cells[3]) else { return nil }
    self.init(
      goal: cells[0], figure: cells[1], limit: cells[2],
      isMet: cells[3] == "—" ? nil : cells[3] == "yes", measuredAt: cells[4])
  }

  init(goal: String, figure: String, limit: String, isMet: Bool?, measuredAt: String) {
    self.goal = goal
    self.figure = figure
    self.limit = limit
    self.isMet = isMet
    self.measuredAt = measuredAt
  }
}

/// The Goals table of BENCHMARKS.md: read from the document, rows measured now merged in, and
/// written back in place, every other line of the document kept.
struct GoalsTable: Equatable, Sendable {
  var rows: [GoalRow]
  /// The table's lines that are not rows (five cells, the fourth `yes`, `no` or `—`): kept
  /// out of ``rows``, so a table with any is not written back (it would lose them).
  var unreadable: [String] = []

  /// The heading the table follows, and the table's own first two lines.
  static let heading = "## Goals"
  static let header = [
    "| goal | figure | limit | met | measured at |", "|---|---:|---:|:---:|---|",
  ]

  /// The table of `document`, or `nil` when it has none under ``heading``.
  init?(document: String) {
    guard let lines = Self.tableLines(of: document) else { return nil }
    rows = []
    for line in document.components(separatedBy: "\n")[lines] where !Self.header.contains(line) {
      if let row = GoalRow(markdown: line) { rows.append(row) } else { unreadable.append(line) }
    }
  }

  init(rows: [GoalRow]) {
    self.rows = rows
  }

  /// The table with `measured` in it: each replaces the row of the same goal, in its place,
  /// and a goal the table did not have goes at the end.
  func merging(_ measured: [GoalRow]) -> GoalsTable {
    var rows = self.rows
    for row in measured {
      if let index = rows.firstIndex(where: { $0.goal == row.goal }) {
        rows[index] = row
      } else {
        rows.append(row)
      }
    }
    return GoalsTable(rows: rows)
  }

  /// The row of `goal`, if the table has one.
  func row(_ goal: String) -> GoalRow? {
    rows.first { $0.goal == goal }
  }

  /// The table as Markdown: its header, then a line a row.
  var markdown: String {
    (Self.header + rows.map(\.markdown)).joined(separator: "\n")
  }

  /// `document` with its table replaced by this one; `nil` when it has none.
  func replacing(in document: String) -> String? {
    guard let lines = Self.tableLines(of: document) else { return nil }
    var all = document.components(separatedBy: "\n")
    all.replaceSubrange(lines, with: markdown.components(separatedBy: "\n"))
    return all.joined(separator: "\n")
  }

  /// The lines of the table under the heading: from its first `|` line to the last in a row.
  private static func tableLines(of document: String) -> Range<Int>? {
    let lines = document.components(separatedBy: "\n")
    guard let heading = lines.firstIndex(of: heading),
      let first = lines[heading...].firstIndex(where: { $0.hasPrefix("|") })
    else { return nil }
    let end = lines[first...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
    return first..<end
  }
}
