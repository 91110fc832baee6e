import Foundation

/// How inks and backgrounds turn into characters, pinned so pictures are stable:
///
/// - Dots: in a cell, the darkest ink wins and draws its own dots as braille; when every ink in
///   the cell is light (luminance 0.6 or more), the cell draws ``lightInkGlyph`` instead, so a
///   light-gray shape under a dark fill reads in plain text.
/// - Backgrounds: a colour's glyph comes from its luminance band ( ` `, `.`, `-`, `=`, `%`,
///   `#` from light to dark); a second colour in the same band takes the next free glyph of
///   ``spareGlyphs``, so differing colours stay distinguishable in one picture.
public enum InkRule {
  /// Inks at or above this luminance are light.
  public static let lightThreshold: CGFloat = 0.6
  /// The glyph of a cell where only light ink falls.
  public static let lightInkGlyph: Character = ":"
  /// Background glyphs by luminance band, light to dark.
  public static let bandGlyphs: [Character] = [" ", ".", "-", "=", "%", "#"]
  /// Glyphs for further colours whose band glyph is taken.
  public static let spareGlyphs: [Character] = [
    "~", "+", "*", "o", "x", "^", ",", ";", "!", "&", "$",
  ]

  /// The band glyph of a colour.
  static func bandGlyph(for color: Color) -> Character {
    let luminance = color.luminance
    let bounds: [CGFloat] = [0.9, 0.7, 0.5, 0.3, 0.15]
    let index = bounds.firstIndex { luminance >= $0 } ?? bounds.count
    return bandGlyphs[index]
  }

  /// Whether an ink is light.
  static func isLight(_ color: Color) -> Bool {
    color.luminance >= lightThreshold
  }
}
