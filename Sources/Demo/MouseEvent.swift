/// What an xterm-compatible terminal reports of the left mouse button once mouse reporting is
/// on: pressed, dragged or released at a cell.
struct MouseEvent: Equatable {
  /// What the button did.
  enum Action: Equatable {
    case press
    case drag
    case release
  }

  let action: Action
  /// The terminal column, from 1 at the left.
  let column: Int
  /// The terminal row, from 1 at the top.
  let row: Int

  /// Turns reporting on: presses, releases and moves with a button down (1000, 1002), in SGR
  /// encoding (1006), which has no limit on columns.
  static let reportingOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
  /// Turns reporting off again, in the reverse order.
  static let reportingOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

  /// The event an SGR report's button code, column, row and final byte (`M` for a press or a
  /// move, `m` for a release) describe, or `nil` for another button or the wheel.
  static func sgr(button: Int, column: Int, row: Int, final: UInt8) -> MouseEvent? {
    guard button & 0b1100_0011 == 0 else { return nil }
    let action: Action =
      final == UInt8(ascii: "m") ? .release : button & 32 != 0 ? .drag : .press
    return MouseEvent(action: action, column: column, row: row)
  }

  /// The event of a legacy report (`ESC [ M` and three bytes, each 32 more than its value), or
  /// `nil` for another button or the wheel.
  static func legacy(_ button: UInt8, _ column: UInt8, _ row: UInt8) -> MouseEvent? {
    let code = Int(button) - 32
    guard code & 0b1100_0000 == 0 else { return nil }
    let action: Action = code & 3 == 3 ? .release : code & 32 != 0 ? .drag : .press
    guard action == .release || code & 3 == 0 else { return nil }
    return MouseEvent(action: action, column: Int(column) - 32, row: Int(row) - 32)
  }
}
