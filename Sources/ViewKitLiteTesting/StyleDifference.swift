import Foundation
import SnapshotFiles

/// Reads styled pictures (a picture, its style grid and legend, as `Picture.styledText` and
/// `Filmstrip.styledText` write them) and says in words which cells changed style:
/// `row 5, columns 12–19: text #999999 → text #FF0000`.
enum StyleDifference {
  /// One styled picture read back: its stamp line in a filmstrip, its grid and its legend.
  struct Frame {
    var stamp: String?
    var grid: [[Character]]
    var legend: [Character: String]

    /// The style of the cell at `row`, `column` in words; `nothing` for an empty cell.
    func style(row: Int, column: Int) -> String {
      guard row < grid.count, column < grid[row].count, grid[row][column] != " " else {
        return "nothing"
      }
      return legend[grid[row][column]] ?? "an unknown style"
    }
  }

  /// How many changes a message lists before it counts the rest.
  static let listedChanges = 12

  /// The changes of style from `reference` to `actual`, one a line, or `nil` when no cell's
  /// style changed (then only characters did, and the line diff shows them).
  @MainActor
  static func describe(_ reference: String, _ actual: String) -> String? {
    let old = frames(in: reference)
    let new = frames(in: actual)
    var changes: [String] = []
    if old.count != new.count {
      changes.append("\(old.count) styled pictures in the reference, \(new.count) now")
    }
    for (index, (before, after)) in zip(old, new).enumerated() {
      let prefix = old.count > 1 || new.count > 1 ? frameName(index, after.stamp) + ", " : ""
      changes += cellChanges(from: before, to: after).map { prefix + $0 }
    }
    guard !changes.isEmpty else { return nil }
    var lines = ["Styles that changed (rows and columns count from 1):"]
    lines += changes.prefix(listedChanges).map { "  " + $0 }
    if changes.count > listedChanges {
      lines.append("  … and \(changes.count - listedChanges) more")
    }
    return lines.joined(separator: "\n")
  }

  private static func frameName(_ index: Int, _ stamp: String?) -> String {
    let time = stamp?.split(separator: " ").first.map { " (\($0))" } ?? ""
    return "frame \(index + 1)\(time)"
  }

  /// Each row's runs of cells whose style changed the same way.
  static func cellChanges(from old: Frame, to new: Frame) -> [String] {
    var changes: [String] = []
    for row in 0..<max(old.grid.count, new.grid.count) {
      let width = max(old.grid[safe: row]?.count ?? 0, new.grid[safe: row]?.count ?? 0)
      var run: (first: Int, last: Int, from: String, to: String)?
      func close() {
        guard let run else { return }
        let columns =
          run.first == run.last
          ? "column \(run.first + 1)" : "columns \(run.first + 1)–\(run.last + 1)"
        changes.append("row \(row + 1), \(columns): \(run.from) → \(run.to)")
      }
      for column in 0..<width {
        let from = old.style(row: row, column: column)
        let to = new.style(row: row, column: column)
        if from == to {
          close()
          run = nil
        } else if let current = run, current.from == from, current.to == to,
          current.last == column - 1
        {
          run?.last = column
        } else {
          close()
          run = (column, column, from, to)
        }
      }
      close()
    }
    return changes
  }

  /// The styled pictures of a text: each framed picture followed by a framed grid and legend
  /// lines, with the stamp line above it when there is one.
  static func frames(in text: String) -> [Frame] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var frames: [Frame] = []
    var index = 0
    while index < lines.count {
      guard SideBySide.isPictureBorder(lines[index]), let picture = block(in: lines, at: index),
        picture.end < lines.count, SideBySide.isPictureBorder(lines[picture.end]),
        let grid = block(in: lines, at: picture.end)
      else {
        index += 1
        continue
      }
      var legend: [Character: String] = [:]
      var next = grid.end
      while next < lines.count, let entry = legendEntry(lines[next]) {
        legend[entry.symbol] = entry.style
        next += 1
      }
      let stamp = index > 0 && lines[index - 1].hasPrefix("t=") ? lines[index - 1] : nil
      frames.append(Frame(stamp: stamp, grid: grid.rows.map(Array.init), legend: legend))
      index = next
    }
    return frames
  }

  /// The rows of the framed block whose top border is at `start`, and the line after its
  /// bottom border.
  private static func block(in lines: [String], at start: Int) -> (rows: [String], end: Int)? {
    var rows: [String] = []
    var index = start + 1
    while index < lines.count, !SideBySide.isPictureBorder(lines[index]) {
      let line = lines[index]
      guard line.hasPrefix("|"), line.hasSuffix("|"), line.count >= 2 else { return nil }
      rows.append(String(line.dropFirst().dropLast()))
      index += 1
    }
    return index < lines.count ? (rows, index + 1) : nil
  }

  private static func legendEntry(_ line: String) -> (symbol: Character, style: String)? {
    let characters = Array(line)
    guard characters.count > 3, characters[1] == ":", characters[2] == " " else { return nil }
    return (characters[0], String(characters[3...]))
  }
}

extension Array {
  /// The element at `index`, or `nil` past either end.
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
