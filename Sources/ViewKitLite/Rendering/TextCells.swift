import Foundation

/// The text a region of the screen shows, cell by cell: what a reader of the picture takes
/// for words, without the strings and styles of a whole ``Picture``.
package struct TextCells {
  /// What one cell shows of text.
  package enum Cell: Equatable {
    /// No text: empty, a background, dots, or text without ink.
    case none
    /// A character of text, a wide one in its first cell.
    case character(Character)
    /// The second cell of a wide character.
    case continuation
  }

  /// The number of columns.
  package let columns: Int
  /// The number of rows.
  package let rows: Int
  /// The cells, row by row, `columns` a row.
  package let cells: [Cell]

  init(canvas: Canvas) {
    columns = canvas.columns
    rows = canvas.rows
    cells = canvas.cells.map { cell in
      switch cell.content {
      case .text(let character) where cell.textColor != nil: .character(character)
      case .textContinuation: .continuation
      default: .none
      }
    }
  }

  /// The cell at `column` on `row`.
  package subscript(column: Int, row: Int) -> Cell {
    cells[row * columns + column]
  }
}
