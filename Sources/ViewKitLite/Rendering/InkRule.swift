import Foundation

/// How inks and backgrounds turn into characters, pinned so pictures are stable:
///
/// - Dots: in a cell, the darkest ink wins and draws its own dots as braille; when every ink in
///   the cell is light (luminance 0.6 or more), the cell draws ``lightInkGlyph`` instead, so a
///   light-gray shape under a dark fill reads in plain text.
/// - Backgrounds: a colour's glyph comes from its luminance band (` `, `.`, `-`, `=`, `%`, `#`
///   from light to dark); a second colour in the same band takes the next free glyph of that
///   band in ``bandGlyphs``, then of the nearest bands, so differing colours stay
///   distinguishable in one picture and light colours stay light.
package enum InkRule {
  /// Inks at or above this luminance are light.
  package static let lightThreshold: CGFloat = 0.6
  /// The glyph of a cell where only light ink falls.
  package static let lightInkGlyph: Character = ":"
  /// Background glyphs by luminance band, light to dark; the first of each is the band's own.
  package static let bandGlyphs: [[Character]] = [
    [" ", "'", "`", ","], [".", "_", ";", "\""], ["-", "~", "+", "^"], ["=", "*", "o", "x"],
    ["%", "&", "$", "X"], ["#", "@", "M", "W"],
  ]

  /// A colour's luminance band, 0 (light) to 5 (dark).
  static func band(of color: Color) -> Int {
    let bounds: [CGFloat] = [0.9, 0.7, 0.5, 0.3, 0.15]
    return bounds.firstIndex { color.luminance >= $0 } ?? bounds.count
  }

  /// The glyphs a colour may take: its band's, then the nearest bands'.
  static func candidateGlyphs(for color: Color) -> [Character] {
    let band = band(of: color)
    let order = bandGlyphs.indices.sorted { (abs($0 - band), $0) < (abs($1 - band), $1) }
    return order.flatMap { bandGlyphs[$0] }
  }
}
