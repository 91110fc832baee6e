import Foundation
import ViewKitLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal the demo draws on: whether output is one, its size, and the escape codes to
/// take it over and give it back (``TerminalSession`` sends them).
enum Terminal {
  /// Whether standard output is a terminal.
  static var isInteractive: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The terminal's size in columns and rows, or 80 × 24.
  static var size: (columns: Int, rows: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return (80, 24) }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Enters the alternate screen and hides the cursor.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
  /// Shows the cursor and leaves the alternate screen.
  static let restoreSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  /// Moves the cursor home: where every frame starts.
  static let home = "\u{1B}[H"

  /// `text` cut short of `width` columns, then erasing the rest of the line: a line of a frame
  /// that never wraps, so a frame never takes more rows than it counted on. (It stops a column
  /// short: erasing from the last column would erase its character too.) Colour sequences
  /// (`ESC [ … m`) take no column, and a line that has them resets them before it erases.
  static func line(_ text: String, width: Int) -> String {
    var kept = ""
    var columns = 0
    var inSequence = false
    for character in text {
      if inSequence || character == "\u{1B}" {
        kept.append(character)
        inSequence = character == "\u{1B}" || character == "[" || !character.isLetter
        continue
      }
      columns += TextWidth.columns(of: character)
      guard columns < width else { break }
      kept.append(character)
    }
    // A coloured line ends its colours before it erases: each row stands alone, whatever the
    // cut left open and whichever row was written before it.
    return kept + (kept.contains("\u{1B}") ? "\u{1B}[0m\u{1B}[K" : "\u{1B}[K")
  }

  /// What redraws `rows` over a screen showing `shown`: from home, the rows that differ, each
  /// where it goes, or, with `shown` `nil`, a cleared screen and every row. Every frame starts
  /// by going home, and a frame that changed nothing writes nothing.
  static func frame(_ rows: [String], over shown: [String]?) -> String {
    guard let shown, shown.count == rows.count else {
      return home + "\u{1B}[2J" + rows.joined(separator: "\n")
    }
    let changed = rows.indices.filter { rows[$0] != shown[$0] }
    guard !changed.isEmpty else { return "" }
    return home + changed.map { "\u{1B}[\($0 + 1);1H" + rows[$0] }.joined()
  }

  /// Writes `text` to standard output now.
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
