/// How many columns a character takes in a picture, from a table pinned here (Unicode's East
/// Asian Width, wide and fullwidth ranges, plus the common emoji blocks), never from libc, so
/// every machine lays text out alike.
public enum TextWidth {
  /// Ranges of scalars two columns wide.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
    0x30000...0x3FFFD,
  ]

  /// Ranges of scalars that take no column (combining marks, zero-width joiners).
  static let zeroRanges: [ClosedRange<UInt32>] = [
    0x0300...0x036F, 0x200B...0x200F, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
  ]

  /// The columns `scalar` takes: 0, 1 or 2 (control characters take 0).
  public static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x1100 { return zeroRanges[0].contains(value) ? 0 : 1 }
    if zeroRanges.contains(where: { $0.contains(value) }) { return 0 }
    return wideRanges.contains(where: { $0.contains(value) }) ? 2 : 1
  }

  /// The columns a character takes: its first scalar's width.
  public static func columns(of character: Character) -> Int {
    character.unicodeScalars.first.map { columns(of: $0) } ?? 0
  }

  /// The columns `text` takes.
  public static func columns(of text: String) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// `text` broken into lines of at most `width` columns, by character (a wide character that
  /// would straddle the edge starts the next line), after each newline too; a line always holds
  /// at least one character.
  public static func lines(of text: String, wrappingAt width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var used = 0
      for character in paragraph {
        let columns = Self.columns(of: character)
        if used + columns > max(width, 1), !line.isEmpty {
          lines.append(line)
          line = ""
          used = 0
        }
        line.append(character)
        used += columns
      }
      lines.append(line)
    }
    return lines
  }

  /// The lines `text` takes at `width` columns a line under a label's `numberOfLines`: one
  /// (the whole text) for 1 or a negative number, as many as wrapping makes for 0, at most
  /// that many otherwise.
  public static func lines(of text: String, wrappingAt width: Int, numberOfLines: Int) -> [String] {
    guard !text.isEmpty else { return [] }
    guard numberOfLines != 1, numberOfLines >= 0 else { return [text] }
    let lines = lines(of: text, wrappingAt: width)
    return numberOfLines > 0 ? Array(lines.prefix(numberOfLines)) : lines
  }
}
