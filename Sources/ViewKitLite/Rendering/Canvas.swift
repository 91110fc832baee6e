import Foundation

/// A grid of cells that views paint into in z-order, and that becomes a ``Picture``.
package struct Canvas {
  package struct Cell {
    package enum Content {
      case empty
      case background
      case dots
      case text(Character)
      case textContinuation
    }
    package var content = Content.empty
    var background: Color?
    var backgroundGlyph: Character = " "
    var darkestLuminance: CGFloat = 2
    var darkestMask: UInt8 = 0
    var darkestInk: Color?
    package var textColor: Color?
    /// The weight of the font that wrote the cell's character.
    var textWeight = Font.Weight.regular
    /// Which text wrote the cell's character (0 when none), to keep texts apart.
    var textOwner = 0
  }

  package let columns: Int
  package let rows: Int
  package private(set) var cells: [Cell]
  private var glyphs: [Color: Character] = [:]
  private var usedGlyphs: Set<Character> = []

  init(columns: Int, rows: Int) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    cells = Array(repeating: Cell(), count: self.columns * self.rows)
  }

  /// Braille bit for the dot at (`x` % 2, `y` % 4), in braille's dot numbering.
  static let brailleBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

  /// Paints `color` over the cells in `columnRange` × `rowRange`, its glyph chosen for `color`
  /// and the colour kept at the opacity it shows at, `alpha` (the view's and its ancestors').
  mutating func fill(
    columns columnRange: Range<Int>, rows rowRange: Range<Int>, color: Color, alpha: CGFloat = 1
  ) {
    let glyph = glyph(for: color)
    let shown = color.withAlphaComponent(color.alpha * alpha)
    for row in rowRange.clamped(to: 0..<rows) {
      for column in columnRange.clamped(to: 0..<columns) {
        cells[row * columns + column] = Cell(
          content: .background, background: shown, backgroundGlyph: glyph)
      }
    }
  }

  /// Sets the dot at dot coordinates (`x`, `y`) in `ink`.
  mutating func setDot(x: Int, y: Int, ink: Color) {
    guard x >= 0, y >= 0, x < columns * 2, y < rows * 4 else { return }
    let index = (y / 4) * columns + x / 2
    let bit = Canvas.brailleBits[y % 4][x % 2]
    var cell = cells[index]
    switch cell.content {
    case .dots:
      break
    default:
      cell = Cell(
        content: .dots, background: cell.background, backgroundGlyph: cell.backgroundGlyph)
    }
    let luminance = ink.luminance
    if luminance < cell.darkestLuminance - 1e-9 {
      cell.darkestLuminance = luminance
      cell.darkestMask = bit
      cell.darkestInk = ink
    } else if abs(luminance - cell.darkestLuminance) <= 1e-9 {
      cell.darkestMask |= bit
    }
    cells[index] = cell
  }

  /// Writes `character` in `color` and `weight` at a cell for the text numbered `owner`; a wide
  /// one also takes the cell to its right.
  mutating func setText(
    _ character: Character, column: Int, row: Int, width: Int, color: Color,
    weight: Font.Weight, owner: Int
  ) {
    guard row >= 0, row < rows, column >= 0, column + width <= columns else { return }
    let index = row * columns + column
    let background = cells[index].background
    cells[index] = Cell(
      content: .text(character), background: background,
      backgroundGlyph: cells[index].backgroundGlyph, textColor: color, textWeight: weight,
      textOwner: owner)
    if width == 2 {
      cells[index + 1] = Cell(
        content: .textContinuation, background: cells[index + 1].background,
        backgroundGlyph: cells[index + 1].backgroundGlyph, textOwner: owner)
    }
  }

  /// Whether a text other than `owner` has a character in `columns` of `row`, or in the cell
  /// on either side: writing there would run two texts together.
  func touchesOtherText(columns range: ClosedRange<Int>, row: Int, owner: Int) -> Bool {
    (range.lowerBound - 1...range.upperBound + 1).contains {
      (textOwner(column: $0, row: row) ?? owner) != owner
    }
  }

  /// Erases the characters of texts other than `owner` in `columns` of `row` and in the cell on
  /// either side, whole characters (both cells of a wide one), leaving their backgrounds: a text
  /// written there next stays apart from them.
  mutating func eraseOtherText(near range: ClosedRange<Int>, row: Int, owner: Int) {
    for column in range.lowerBound - 1...range.upperBound + 1 {
      guard let other = textOwner(column: column, row: row), other != owner else { continue }
      var first = column
      while case .textContinuation = cells[row * columns + first].content, first > 0 {
        first -= 1
      }
      var last = first + 1
      while last < columns, case .textContinuation = cells[row * columns + last].content {
        last += 1
      }
      for erased in first..<last where cells[row * columns + erased].textOwner == other {
        let cell = cells[row * columns + erased]
        cells[row * columns + erased] = Cell(
          content: cell.background == nil ? .empty : .background, background: cell.background,
          backgroundGlyph: cell.backgroundGlyph)
      }
    }
  }

  /// Whether a cell in `columnRange` × `rowRange` (cut to the canvas) holds a text's character.
  func hasText(columns columnRange: Range<Int>, rows rowRange: Range<Int>) -> Bool {
    for row in rowRange.clamped(to: 0..<rows) {
      for column in columnRange.clamped(to: 0..<columns)
      where cells[row * columns + column].textOwner != 0 {
        return true
      }
    }
    return false
  }

  /// The number of the text with a character at a cell, or `nil` when none has or the cell is
  /// off the canvas.
  private func textOwner(column: Int, row: Int) -> Int? {
    guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
    let owner = cells[row * columns + column].textOwner
    return owner == 0 ? nil : owner
  }

  /// The glyph for a background colour, unique within this canvas.
  private mutating func glyph(for color: Color) -> Character {
    if let glyph = glyphs[color] { return glyph }
    let candidates = InkRule.candidateGlyphs(for: color)
    let glyph = candidates.first { !usedGlyphs.contains($0) } ?? candidates[0]
    glyphs[color] = glyph
    usedGlyphs.insert(glyph)
    return glyph
  }

  /// The character a cell shows.
  static func character(of cell: Cell) -> String {
    switch cell.content {
    case .empty: return " "
    case .background: return String(cell.backgroundGlyph)
    case .text(let character): return String(character)
    case .textContinuation: return ""
    case .dots:
      if cell.darkestLuminance >= InkRule.lightThreshold {
        return String(InkRule.lightInkGlyph)
      }
      return String(UnicodeScalar(0x2800 + UInt32(cell.darkestMask)).map(Character.init) ?? " ")
    }
  }
}
