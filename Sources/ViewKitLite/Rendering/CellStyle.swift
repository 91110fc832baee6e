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
}
