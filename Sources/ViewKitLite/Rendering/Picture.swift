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
  let colors: [[CellColors]]

  struct CellColors: Hashable, Sendable {
    var foreground: Color?
    var background: Color?
  }

  init(canvas: Canvas) {
    var rows: [String] = []
    var colors: [[CellColors]] = []
    for row in 0..<canvas.rows {
      var line = ""
      var lineColors: [CellColors] = []
      for column in 0..<canvas.columns {
        let cell = canvas.cells[row * canvas.columns + column]
        let character = Canvas.character(of: cell)
        line += character
        guard !character.isEmpty else { continue }
        let foreground: Color?
        switch cell.content {
        case .text: foreground = cell.textColor
        case .dots: foreground = cell.darkestInk
        default: foreground = nil
        }
        lineColors.append(CellColors(foreground: foreground, background: cell.background))
      }
      rows.append(line)
      colors.append(lineColors)
    }
    self.rows = rows
    self.columns = canvas.columns
    self.colors = colors
  }

  /// The picture in a frame, rows ending in `|`, lines ending in `\n`.
  public var text: String {
    let border = "+" + String(repeating: "-", count: columns) + "+"
    return ([border] + rows.map { "|\($0)|" } + [border]).joined(separator: "\n") + "\n"
  }

  /// The framed picture.
  public var description: String { text }

  /// The picture with ANSI colours: backgrounds as cell backgrounds, inks and text as
  /// foregrounds. With `colors` off, the plain framed text.
  public func ansiText(colors useColors: Bool = true) -> String {
    guard useColors else { return text }
    let border = "+" + String(repeating: "-", count: columns) + "+"
    var lines = [border]
    for (row, line) in rows.enumerated() {
      var output = "|"
      var current = CellColors(foreground: nil, background: nil)
      for (column, character) in line.enumerated() {
        let cell = column < colors[row].count ? colors[row][column] : current
        if cell != current {
          output += Picture.sgr(cell)
          current = cell
        }
        output.append(character)
      }
      lines.append(output + "\u{1B}[0m|")
    }
    lines.append(border)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func sgr(_ cell: CellColors) -> String {
    var codes = ["0"]
    if let foreground = cell.foreground { codes.append("38;2;" + channels(foreground)) }
    if let background = cell.background { codes.append("48;2;" + channels(background)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private static func channels(_ color: Color) -> String {
    [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
      .joined(separator: ";")
  }
}
