import Foundation

/// A screen rendered to characters: what ``ScreenRenderer`` makes.
///
/// ``text`` frames the rows with `+---+` and `|` so trailing spaces stay visible and the
/// picture's edge is clear; it is plain, for snapshots. ``ansiText(colors:)`` paints the same
/// characters with 24-bit terminal colours, for the demo.
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

  /// The picture with ANSI colours: backgrounds as cell backgrounds, inks and text as
  /// foregrounds, bold text bold. With `colors` off, the plain framed text.
  public func ansiText(colors useColors: Bool = true) -> String {
    guard useColors else { return text }
    let border = "+" + String(repeating: "-", count: columns) + "+"
    var lines = [border]
    for (row, line) in rows.enumerated() {
      var output = "|"
      var current = CellStyle()
      var column = 0
      for character in line {
        let cell = column < styles[row].count ? styles[row][column] : current
        if cell != current {
          output += Picture.sgr(cell)
          current = cell
        }
        output.append(character)
        column += max(TextWidth.columns(of: character), 1)
      }
      lines.append(output + "\u{1B}[0m|")
    }
    lines.append(border)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func sgr(_ cell: CellStyle) -> String {
    var codes = ["0"]
    if cell.isBold { codes.append("1") }
    if let foreground = cell.foreground { codes.append("38;2;" + channels(foreground)) }
    if let background = cell.background { codes.append("48;2;" + channels(background)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private static func channels(_ color: Color) -> String {
    [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
      .joined(separator: ";")
  }
}
