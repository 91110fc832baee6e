import Foundation
import ViewKitLite

/// What the demo drew in a terminal, read back as a person sees it: frames, each a top line, a
/// picture in its border and the lines under it, escape sequences left out.
struct TerminalScreen {
  /// One frame.
  struct Frame {
    /// Every line, top to bottom.
    let lines: [String]

    /// The line above the picture: the scene's name, then its summary or the keys.
    var top: String { lines.first ?? "" }
    /// The scene's name, from the top line.
    var scene: String { String(top.prefix { $0 != ":" }) }
    /// The picture's rows, inside the border.
    var picture: [String] {
      let borders = lines.indices.filter { lines[$0].hasPrefix("+-") }
      guard borders.count >= 2 else { return [] }
      return lines[(borders[0] + 1)..<borders[1]].map { String($0.dropFirst().dropLast()) }
    }
    /// The lines under the picture.
    var status: String {
      let borders = lines.indices.filter { lines[$0].hasPrefix("+-") }
      return lines[((borders.last ?? 0) + 1)...].joined(separator: "\n")
    }

    /// The columns and rows of the smallest box holding every braille cell of the picture (the
    /// strokes and images; text and backgrounds are other characters), 0 × 0 when none.
    var inkBox: (columns: Int, rows: Int) {
      var columns: [Int] = []
      var rows: [Int] = []
      for (row, line) in picture.enumerated() {
        for (column, character) in line.enumerated() where TerminalScreen.isBraille(character) {
          columns.append(column)
          rows.append(row)
        }
      }
      guard let left = columns.min(), let right = columns.max(), let top = rows.min(),
        let bottom = rows.max()
      else { return (0, 0) }
      return (right - left + 1, bottom - top + 1)
    }

  }

  /// The frames, in order.
  let frames: [Frame]

  /// The frames, each drawn differently from every one before it: what a check of each
  /// frame's own lines needs to read (a scene at rest draws the same frame many times).
  var distinctFrames: [Frame] {
    var seen = Set<[String]>()
    return frames.filter { seen.insert($0.lines).inserted }
  }

  /// The frames of `output`, as a terminal shows them: each starts where the cursor goes home
  /// and is the screen once its rows are written, a cleared screen and every row, or only the
  /// rows it changed, each where `ESC [ row ; 1 H` puts it.
  init(_ output: String) {
    var screen: [String] = []
    var frames: [Frame] = []
    for chunk in output.components(separatedBy: "\u{1B}[H").dropFirst() {
      TerminalScreen.write(chunk, on: &screen)
      let frame = Frame(lines: screen)
      if !frame.picture.isEmpty { frames.append(frame) }
    }
    self.frames = frames
  }

  /// Writes one frame's `chunk` (what followed the cursor going home) on `screen`'s rows: a
  /// plain scan for `ESC [`, since a regular expression is slow in a debug build.
  private static func write(_ chunk: String, on screen: inout [String]) {
    if chunk.hasPrefix("\u{1B}[2J") { screen = [] }
    var row = 0
    var text = ""
    for (index, piece) in chunk.components(separatedBy: "\u{1B}[").enumerated() {
      let digits = piece.prefix { $0.isASCII && $0.isNumber }
      let rest = piece.dropFirst(digits.count)
      if index > 0, !digits.isEmpty, rest.hasPrefix(";1H") {
        write(text[...], at: row, on: &screen)
        row = (Int(digits) ?? 1) - 1
        text = String(rest.dropFirst(3))
      } else {
        text += index == 0 ? piece : "\u{1B}[" + piece
      }
    }
    write(text[...], at: row, on: &screen)
  }

  /// Writes `text`'s lines from `row` down, each over the row it lands on.
  private static func write(_ text: Substring, at row: Int, on screen: inout [String]) {
    guard !text.isEmpty else { return }
    for (offset, line) in plain(String(text)).components(separatedBy: "\n").enumerated() {
      while screen.count <= row + offset { screen.append("") }
      screen[row + offset] = line
    }
  }

  /// `text` without its control sequences (`ESC [`, then digits, `;`, `?` or `<`, then a
  /// letter) and carriage returns: one pass over its scalars, as a terminal reads them.
  static func plain(_ text: String) -> String {
    var kept = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      switch scalar {
      case "\u{1B}":
        guard let next = scalars.next() else { break }
        guard next == "[" else {
          kept.append(scalar)
          kept.append(next)
          continue
        }
        while let inner = scalars.next(), !(inner.properties.isAlphabetic && inner.isASCII) {}
      case "\r":
        continue
      default:
        kept.append(scalar)
      }
    }
    return String(kept)
  }

  /// The runs of text in the pictures of `scene`'s frames, each once: what is left between
  /// spaces, braille, light ink and background glyphs that are not letters or digits (a row
  /// drawn in many frames is read once).
  func words(of scene: String) -> Set<String> {
    let rows = Set(frames.lazy.filter { $0.scene == scene }.flatMap(\.picture))
    return Set(rows.flatMap { $0.split(whereSeparator: TerminalScreen.separates).map(String.init) })
  }

  /// The frames of the scene named `scene` whose status holds every one of `texts`.
  func frames(of scene: String, with texts: String...) -> [Frame] {
    frames.filter { frame in frame.scene == scene && texts.allSatisfy(frame.status.contains) }
  }

  static func isBraille(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { (0x2801...0x28FF).contains($0.value) }
  }

  /// Whether `character` is not part of a label's text as pictures show it: a space, braille,
  /// the light ink's `:`, or a background glyph that is not a letter (labels' own dots and
  /// underscores split their words too, which still leaves each piece inside its label).
  static func separates(_ character: Character) -> Bool {
    character == " " || character == ":" || isBraille(character)
      || backgroundGlyphs.contains(character)
  }

  /// The background glyphs that are not letters, looked up once.
  static let backgroundGlyphs = Set(InkRule.bandGlyphs.joined().filter { !$0.isLetter })
}
