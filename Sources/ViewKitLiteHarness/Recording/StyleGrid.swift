import Foundation
import ViewKitLite

/// A picture's styles as text: a grid the picture's size naming each cell's `CellStyle` with
/// one character, then a legend, one line a style, in order of first appearance.
///
/// ```
/// +------+
/// |aaab  |
/// +------+
/// a: text #5A5A5A bold
/// b: ink #999999 alpha 0.50
/// ```
///
/// An empty cell is a space. Styles take `a`–`z`, `A`–`Z`, `0`–`9`, punctuation, then Greek and
/// Cyrillic letters (156 in all); past those, the rest share `#`, and the legend lists them.
public struct StyleGrid: Hashable, Sendable {
  /// The characters that name styles, in the order they are given out.
  public static let symbols = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$%&*/<=>?@^~"
      + "αβγδεζηθικλμνξοπρστυφχψωΓΔΘΛΞΠΣΦΨΩ"
      + "абвгдежзийклмнопрстуфхцчшщъыьэюяБГДЖИЛПФЦЧШЩЭЮЯ")
  /// The character every style past ``symbols`` shares.
  public static let overflowSymbol: Character = "#"

  /// The grid's rows, one character a cell.
  public let rows: [String]
  /// The legend: each symbol used and the style it names, in order of first appearance.
  public let legend: [(symbol: Character, style: String)]

  /// The grid of `styles` (rows of cells).
  public init(_ styles: [[CellStyle]]) {
    var symbolOf: [CellStyle: Character] = [:]
    var legend: [(symbol: Character, style: String)] = []
    var overflow: [String] = []
    rows = styles.map { row in
      String(
        row.map { style -> Character in
          guard !style.isEmpty else { return " " }
          if let symbol = symbolOf[style] { return symbol }
          let symbol =
            legend.count < Self.symbols.count ? Self.symbols[legend.count] : Self.overflowSymbol
          symbolOf[style] = symbol
          if symbol == Self.overflowSymbol {
            overflow.append(style.description)
          } else {
            legend.append((symbol, style.description))
          }
          return symbol
        })
    }
    if !overflow.isEmpty {
      legend.append((Self.overflowSymbol, "any of " + overflow.joined(separator: "; ")))
    }
    self.legend = legend
  }

  /// The grid framed as a picture is, then the legend, lines ending in `\n`.
  public var text: String {
    let width = rows.first?.count ?? 0
    let border = "+" + String(repeating: "-", count: width) + "+"
    let lines =
      [border] + rows.map { "|\($0)|" } + [border] + legend.map { "\($0.symbol): \($0.style)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Grids are equal when they name the same styles the same way.
  public static func == (lhs: StyleGrid, rhs: StyleGrid) -> Bool {
    lhs.text == rhs.text
  }

  /// Hashes the grid's text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
  }
}

extension Picture {
  /// The picture's styles: the grid and legend of ``StyleGrid``.
  public var styleGrid: StyleGrid { StyleGrid(styles) }

  /// The framed picture, then its style grid and legend: what a styled snapshot records, so
  /// a change of colour, opacity or weight shows where the characters alone stay the same.
  public var styledText: String { text + styleGrid.text }
}
