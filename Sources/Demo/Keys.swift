/// The keys of the interactive mode, and the mouse.
enum Key: Equatable {
  /// ↓ or j.
  case pull
  /// ↑ or k.
  case push
  /// t: just past the trigger.
  case trigger
  /// Space.
  case release
  /// e.
  case end
  /// v: shows or hides the VoiceOver lines.
  case voiceOver
  /// n.
  case next
  /// q or Ctrl-C.
  case quit
  /// The left mouse button.
  case mouse(MouseEvent)

  /// The keys in `bytes`, in order, and how many bytes they took: an escape sequence cut
  /// short at the end is left for the next read. Arrows come as `ESC [ B` or, from a terminal
  /// in application cursor mode, `ESC O B` (with modifiers, `ESC [ 1 ; 5 B`); the mouse as
  /// SGR reports (`ESC [ < 0 ; 12 ; 5 M`) or legacy ones (`ESC [ M` and three bytes); other
  /// sequences are skipped.
  static func parse(_ bytes: [UInt8]) -> (keys: [Key], used: Int) {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B else {
        keys += letter(bytes[index]).map { [$0] } ?? []
        index += 1
        continue
      }
      guard let (key, length) = sequence(bytes[index...]) else { break }
      keys += key.map { [$0] } ?? []
      index += length
    }
    return (keys, index)
  }

  /// The key a byte outside any sequence is.
  private static func letter(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "j"): .pull
    case UInt8(ascii: "k"): .push
    case UInt8(ascii: "t"): .trigger
    case UInt8(ascii: " "): .release
    case UInt8(ascii: "e"): .end
    case UInt8(ascii: "v"): .voiceOver
    case UInt8(ascii: "n"): .next
    case UInt8(ascii: "q"), 0x03: .quit
    default: nil
    }
  }

  /// The key of the escape sequence at the start of `bytes` (`nil` for one that means none)
  /// and its length, or `nil` when it is cut short.
  private static func sequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    switch bytes[start + 1] {
    case UInt8(ascii: "O"):
      guard bytes.count >= 3 else { return nil }
      return (arrow(bytes[start + 2]), 3)
    case UInt8(ascii: "["):
      return controlSequence(bytes)
    default:
      return (nil, 1)
    }
  }

  /// `ESC [` sequences: arrows, mouse reports, and others skipped whole.
  private static func controlSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let start = bytes.startIndex
    if bytes.count >= 3, bytes[start + 2] == UInt8(ascii: "M") {
      guard bytes.count >= 6 else { return nil }
      let event = MouseEvent.legacy(bytes[start + 3], bytes[start + 4], bytes[start + 5])
      return (event.map(Key.mouse), 6)
    }
    guard let end = bytes.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) }) else {
      return nil
    }
    let parameters = bytes[(start + 2)..<end]
    let length = end - start + 1
    guard parameters.first == UInt8(ascii: "<") else {
      return (arrow(bytes[end]), length)
    }
    let numbers = String(decoding: parameters.dropFirst(), as: UTF8.self)
      .split(separator: ";").compactMap { Int($0) }
    guard numbers.count == 3 else { return (nil, length) }
    let event = MouseEvent.sgr(
      button: numbers[0], column: numbers[1], row: numbers[2], final: bytes[end])
    return (event.map(Key.mouse), length)
  }

  private static func arrow(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): .push
    case UInt8(ascii: "B"): .pull
    default: nil
    }
  }
}
