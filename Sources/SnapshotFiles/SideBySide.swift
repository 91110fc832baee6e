/// Two texts in columns, the reference on the left, ` ≠ ` between lines that differ: how a
/// picture's change reads at a glance.
package enum SideBySide {
  /// `left` and `right`, line beside line, under the column titles.
  package static func render(
    _ left: [String], _ right: [String], titles: (String, String) = ("reference", "new")
  ) -> [String] {
    let width = max(left.map(\.count).max() ?? 0, titles.0.count)
    func pad(_ text: String) -> String {
      text + String(repeating: " ", count: width - text.count)
    }
    var output = [pad(titles.0) + "   " + titles.1]
    for row in 0..<max(left.count, right.count) {
      let old = row < left.count ? left[row] : ""
      let new = row < right.count ? right[row] : ""
      let line = pad(old) + (old == new ? "   " : " ≠ ") + new
      output.append(String(line.reversed().drop { $0 == " " }.reversed()))
    }
    return output
  }

  /// Whether `line` is a picture's top or bottom border, `+---…+`: how a text shows it holds
  /// framed pictures.
  package static func isPictureBorder(_ line: some StringProtocol) -> Bool {
    line.count >= 2 && line.first == "+" && line.last == "+"
      && line.dropFirst().dropLast().allSatisfy { $0 == "-" }
  }

  /// The lines of `text`, without the empty one after its last newline.
  package static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
