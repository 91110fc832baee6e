import Foundation

/// How one cell of a ``Picture`` is drawn beyond its character: the colour of its text or dots,
/// at the opacity shown (the colour's alpha times its view's and its ancestors'), the weight of
/// its text, and the colour of its background.
public struct CellStyle: Hashable, Sendable {
  /// What a cell's character is drawn with.
  public enum Ink: Hashable, Sendable {
    /// A character of text, in a colour and a font weight.
    case text(Color, Font.Weight)
    /// Braille dots (or the light-ink glyph): the darkest ink that fell on the cell.
    case dots(Color)
  }

  /// The text or dots, or `nil` when the cell shows only a background, or nothing.
  public var ink: Ink?
  /// The background filled under the character, or `nil`.
  public var background: Color?

  /// A style of `ink` over `background`; both `nil` is an empty cell.
  public init(ink: Ink? = nil, background: Color? = nil) {
    self.ink = ink
    self.background = background
  }

  /// Whether nothing was drawn in the cell.
  public var isEmpty: Bool { ink == nil && background == nil }

  /// The style in words, as a styled picture's legend gives it: `text #333333 bold`,
  /// `ink #999999 alpha 0.50`, `fill #F5F5F5`, joined by `, ` when a cell has both; `nothing`
  /// for an empty cell. Alpha is written with two decimals when below 1.
  public var description: String {
    var parts: [String] = []
    switch ink {
    case .text(let color, let weight)?:
      parts.append(
        "text " + Self.describe(color) + (weight == .regular ? "" : " \(weight.name)"))
    case .dots(let color)?:
      parts.append("ink " + Self.describe(color))
    case nil:
      break
    }
    if let background { parts.append("fill " + Self.describe(background)) }
    return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
  }

  /// The colour as `#RRGGBB`, then ` alpha 0.50` when it shows below full opacity.
  private static func describe(_ color: Color) -> String {
    let alpha = (color.alpha * 100).rounded() / 100
    guard alpha < 1 else { return color.hex }
    return color.hex + " alpha " + String(format: "%.2f", Double(alpha))
  }
}
