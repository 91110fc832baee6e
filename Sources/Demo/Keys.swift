/// The keys of the interactive mode.
enum Key: Equatable {
  /// ↓ or j.
  case pull
  /// ↑ or k.
  case push
  /// Space.
  case release
  /// e.
  case end
  /// n.
  case next
  /// q or Ctrl-C.
  case quit

  /// The keys in `bytes`, in order. Arrows come as `ESC [ A` or, from a terminal in
  /// application cursor mode, `ESC O A`; other escape sequences are skipped.
  static func parse(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B, index + 2 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O")
      {
        switch bytes[index + 2] {
        case UInt8(ascii: "A"): keys.append(.push)
        case UInt8(ascii: "B"): keys.append(.pull)
        default: break
        }
        index += 3
        continue
      }
      switch bytes[index] {
      case UInt8(ascii: "j"): keys.append(.pull)
      case UInt8(ascii: "k"): keys.append(.push)
      case UInt8(ascii: " "): keys.append(.release)
      case UInt8(ascii: "e"): keys.append(.end)
      case UInt8(ascii: "n"): keys.append(.next)
      case UInt8(ascii: "q"), 0x03: keys.append(.quit)
      default: break
      }
      index += 1
    }
    return keys
  }
}
