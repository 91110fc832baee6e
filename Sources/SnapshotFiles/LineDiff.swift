/// A unified diff of two texts, line by line, with trailing spaces made visible (`¬` ends a
/// line that ends in a space).
package enum LineDiff {
  /// The diff of `old` (the reference) and `new`, or `nil` when they are equal.
  package static func unified(old: String, new: String, context: Int = 3) -> String? {
    guard old != new else { return nil }
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = script(a, b)
    var output = ["--- reference", "+++ actual"]
    var index = 0
    while index < edits.count {
      guard let firstChange = edits[index...].firstIndex(where: { $0.kind != " " }) else { break }
      let start = max(firstChange - context, index)
      var end = firstChange
      while end < edits.count {
        if edits[end].kind != " " {
          end += 1
          continue
        }
        let nextChange = edits[end...].firstIndex { $0.kind != " " }
        guard let nextChange, nextChange - end <= 2 * context else { break }
        end = nextChange
      }
      let stop = min(end + context, edits.count)
      let hunk = edits[start..<stop]
      let oldStart = (hunk.first?.oldLine ?? 0) + 1
      let newStart = (hunk.first?.newLine ?? 0) + 1
      let oldCount = hunk.filter { $0.kind != "+" }.count
      let newCount = hunk.filter { $0.kind != "-" }.count
      output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
      output += hunk.map { "\($0.kind)\(visible($0.text))" }
      index = stop
    }
    return output.joined(separator: "\n")
  }

  /// The first `lines` lines of `diff`, and how many more there are: short enough for a test
  /// runner's console, which can lose a long failure message.
  package static func opening(of diff: String, lines: Int) -> String {
    let all = diff.split(separator: "\n", omittingEmptySubsequences: false)
    guard all.count > lines else { return diff }
    return all.prefix(lines).joined(separator: "\n")
      + "\n… \(all.count - lines) more lines of diff"
  }

  struct Edit {
    let kind: Character
    let text: String
    let oldLine: Int
    let newLine: Int
  }

  /// The shortest edit script by longest common subsequence.
  static func script(_ a: [String], _ b: [String]) -> [Edit] {
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        edits.append(Edit(kind: " ", text: a[i], oldLine: i, newLine: j))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        edits.append(Edit(kind: "-", text: a[i], oldLine: i, newLine: j))
        i += 1
      } else {
        edits.append(Edit(kind: "+", text: b[j], oldLine: i, newLine: j))
        j += 1
      }
    }
    return edits
  }

  package static func visible(_ line: String) -> String {
    line.hasSuffix(" ") || line.hasSuffix("\t") ? line + "¬" : line
  }
}
