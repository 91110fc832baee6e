/// A Swift source file understood just enough to find an `assertInlineSnapshot` call and its
/// trailing closure, and to write a snapshot into it: string literals (raw, multi-line,
/// interpolated), comments and brackets. No parser: the package has no dependencies.
package struct InlineSnapshotSource {
  /// The file's bytes, UTF-8.
  private(set) var bytes: [UInt8]

  /// A call found: where its name starts, where its arguments end, and its trailing closure.
  package struct Call: Equatable {
    /// The offset of the function's name.
    package let start: Int
    /// The offset just after the argument list's `)`.
    package let argumentsEnd: Int
    /// The trailing closure, `{` to just after `}`, when the call has one.
    package let closure: Range<Int>?
    /// The leading whitespace of the call's first line.
    package let indentation: String
  }

  package init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The source as text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The call of `name` on line `line` (from 1) at or after byte column `column` (from 1), as
  /// `#line` and `#column` give them; else the line's last call of `name`.
  package func call(named name: String, line: Int, column: Int) -> Call? {
    let starts = lineStarts()
    guard line >= 1, line <= starts.count else { return nil }
    let lineStart = starts[line - 1]
    let lineEnd = line < starts.count ? starts[line] : bytes.count
    let target = Array((name + "(").utf8)
    let candidates = (lineStart..<lineEnd).filter { offset in
      offset + target.count <= bytes.count
        && Array(bytes[offset..<offset + target.count]) == target
        && (offset == 0 || !isIdentifier(bytes[offset - 1]))
    }
    let start = candidates.first { $0 >= lineStart + column - 1 } ?? candidates.last
    guard let start, let close = matching(start + target.count - 1) else { return nil }
    var next = close + 1
    while next < bytes.count, [32, 9, 10, 13].contains(bytes[next]) { next += 1 }
    let closure = next < bytes.count && bytes[next] == UInt8(ascii: "{") ? matching(next) : nil
    let indentation = bytes[lineStart..<lineEnd].prefix { $0 == 32 || $0 == 9 }
    return Call(
      start: start, argumentsEnd: close + 1, closure: closure.map { next..<($0 + 1) },
      indentation: String(decoding: indentation, as: UTF8.self))
  }

  /// Puts `snapshot` as the call's trailing closure (replacing the one it has), a multi-line
  /// string literal indented one step inside the call's line; answers how many lines the file
  /// gained (negative when it lost some).
  /// When the arguments span lines and their `)` follows one, the `)` moves to a line of its
  /// own, as `swift format` lays out a call with a trailing closure.
  package mutating func write(_ snapshot: String, into call: Call) -> Int {
    let close = call.argumentsEnd - 1
    let end = call.closure?.upperBound ?? call.argumentsEnd
    let inner = call.indentation + indentationStep()
    let hashes = String(repeating: "#", count: delimiterHashes(for: snapshot))
    let ownLine = spansLines(call) && !followsIndentationOnly(close)
    var literal = [(ownLine ? "\n" + call.indentation : "") + ") {", inner + hashes + "\"\"\""]
    literal += snapshot.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : inner + $0
    }
    literal += [inner + "\"\"\"" + hashes, call.indentation + "}"]
    let insertion = Array(literal.joined(separator: "\n").utf8)
    let newline = UInt8(ascii: "\n")
    let removedLines = bytes[close..<end].filter { $0 == newline }.count
    bytes.replaceSubrange(close..<end, with: insertion)
    return insertion.filter { $0 == newline }.count - removedLines
  }

  /// Whether the call's arguments run over more than one line.
  private func spansLines(_ call: Call) -> Bool {
    bytes[call.start..<call.argumentsEnd].contains(UInt8(ascii: "\n"))
  }

  /// Whether only spaces and tabs stand before `offset` on its line.
  private func followsIndentationOnly(_ offset: Int) -> Bool {
    let before = bytes[..<offset].reversed().prefix { $0 != UInt8(ascii: "\n") }
    return before.allSatisfy { $0 == 32 || $0 == 9 }
  }

  /// How many `#` the literal needs so that nothing in `snapshot` ends it or escapes: none for
  /// a text without `\` or `"""`, else one more than its longest run of `#`.
  private func delimiterHashes(for snapshot: String) -> Int {
    guard snapshot.contains("\\") || snapshot.contains("\"\"\"") else { return 0 }
    var longest = 0
    var run = 0
    for character in snapshot {
      run = character == "#" ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest + 1
  }

  /// The file's indentation step: a tab when lines start with tabs, else the smallest number of
  /// spaces an indented line starts with (2 when none is).
  private func indentationStep() -> String {
    var smallest = Int.max
    for start in lineStarts() {
      let leading = bytes[start...].prefix { $0 == 32 || $0 == 9 }
      guard let first = leading.first, start + leading.count < bytes.count,
        bytes[start + leading.count] != UInt8(ascii: "\n")
      else { continue }
      if first == 9 { return "\t" }
      smallest = min(smallest, leading.count)
    }
    return String(repeating: " ", count: smallest == .max ? 2 : smallest)
  }

  /// The offsets where lines start.
  func lineStarts() -> [Int] {
    [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
  }

  /// The offset of the bracket closing the one at `open`, skipping strings and comments.
  func matching(_ open: Int) -> Int? {
    var depth = 0
    var offset = open
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return offset }
      default:
        break
      }
      offset = skip(from: offset)
    }
    return nil
  }

  /// The offset after the token at `offset`: a whole string literal or comment, else one byte.
  private func skip(from offset: Int) -> Int {
    let byte = bytes[offset]
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") && startsRawString(at: offset) {
      return endOfString(at: offset)
    }
    if byte == UInt8(ascii: "/"), offset + 1 < bytes.count {
      if bytes[offset + 1] == UInt8(ascii: "/") {
        return bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      }
      if bytes[offset + 1] == UInt8(ascii: "*") { return endOfComment(at: offset) }
    }
    return offset + 1
  }

  private func startsRawString(at offset: Int) -> Bool {
    let after = bytes[offset...].drop { $0 == UInt8(ascii: "#") }
    return after.first == UInt8(ascii: "\"")
  }

  /// The offset after the string literal starting at `offset` (its `#`s or its quote).
  private func endOfString(at offset: Int) -> Int {
    let hashes = bytes[offset...].prefix { $0 == UInt8(ascii: "#") }.count
    var index = offset + hashes
    let multiLine = starts(with: "\"\"\"", at: index)
    let closing = Array(
      ((multiLine ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)).utf8)
    index += multiLine ? 3 : 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index = afterEscape(at: index, hashes: hashes)
      } else if Array(bytes[index..<min(index + closing.count, bytes.count)]) == closing {
        return index + closing.count
      } else if !multiLine && bytes[index] == UInt8(ascii: "\n") {
        return index
      } else {
        index += 1
      }
    }
    return bytes.count
  }

  /// The offset after the escape at `offset` in a literal with `hashes` `#`s: past an
  /// interpolation's parentheses, past one escaped character, or one byte when it is no escape.
  private func afterEscape(at offset: Int, hashes: Int) -> Int {
    let marks = bytes[(offset + 1)...].prefix { $0 == UInt8(ascii: "#") }.count
    guard marks >= hashes else { return offset + 1 }
    let next = offset + 1 + hashes
    guard next < bytes.count else { return bytes.count }
    if bytes[next] == UInt8(ascii: "(") { return (matching(next) ?? bytes.count - 1) + 1 }
    return next + 1
  }

  private func endOfComment(at offset: Int) -> Int {
    var depth = 0
    var index = offset
    while index + 1 < bytes.count {
      if starts(with: "/*", at: index) {
        depth += 1
        index += 2
      } else if starts(with: "*/", at: index) {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return bytes.count
  }

  private func starts(with text: String, at offset: Int) -> Bool {
    let pattern = Array(text.utf8)
    return offset + pattern.count <= bytes.count
      && Array(bytes[offset..<offset + pattern.count]) == pattern
  }

  private func isIdentifier(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57)
      || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
  }
}
