import Foundation

/// A screen rendered to characters: what ``ScreenRenderer`` makes.
///
/// ``text`` frames the rows with `+---+` and `|` so trailing spaces stay visible and the
/// picture's edge is clear; it is plain, for snapshots.
public struct Picture: Hashable, Sendable, CustomStringConvertible {
  /// The rows of characters, without the frame.
  public let rows: [String]
  /// The number of columns.
  public let columns: Int
  /// Each cell's style, row by row, `columns` a row: the second cell of a wide character has
  /// its first cell's.
  public let styles: [[CellStyle]]

  init(canvas: Canvas) {
    var rows: [String] = []
    var styles: [[CellStyle]] = []
    rows.reserveCapacity(canvas.rows)
    styles.reserveCapacity(canvas.rows)
    for row in 0..<canvas.rows {
      var line = ""
      var lineStyles: [CellStyle] = []
      lineStyles.reserveCapacity(canvas.columns)
      for column in 0..<canvas.columns {
        let cell = canvas.cells[row * canvas.columns + column]
        let character = Canvas.character(of: cell)
        line += character
        guard !character.isEmpty else {
          lineStyles.append(lineStyles.last ?? CellStyle())
          continue
        }
        lineStyles.append(Self.style(of: cell))
      }
      rows.append(line)
      styles.append(lineStyles)
    }
    self.rows = rows
    self.columns = canvas.columns
    self.styles = styles
  }

  private static func style(of cell: Canvas.Cell) -> CellStyle {
    switch cell.content {
    case .text:
      CellStyle(
        ink: cell.textColor.map { .text($0, cell.textWeight) }, background: cell.background)
    case .dots:
      CellStyle(ink: cell.darkestInk.map { .dots($0) }, background: cell.background)
    default:
      CellStyle(ink: nil, background: cell.background)
    }
  }

  /// The picture in a frame, rows ending in `|`, lines ending in `\n`.
  public var text: String {
    let border = "+" + String(repeating: "-", count: columns) + "+"
    return ([border] + rows.map { "|\($0)|" } + [border]).joined(separator: "\n") + "\n"
  }

  /// The framed picture.
  public var description: String { text }
}
