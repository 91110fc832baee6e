import Foundation
import ViewKitLite

extension Picture {
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

extension CellStyle {
  /// The foreground colour of the cell's character, for terminal output.
  fileprivate var foreground: Color? {
    switch ink {
    case .text(let color, _)?, .dots(let color)?: color
    case nil: nil
    }
  }

  /// Whether the character is bold text (semibold or heavier).
  fileprivate var isBold: Bool {
    if case .text(_, let weight)? = ink { return weight >= .semibold }
    return false
  }
}
