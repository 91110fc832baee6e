import Foundation
import Testing

/// "Coming from UIKit and ESPullToRefresh" cannot rot: every name of its tables' right-hand
/// columns stands in the article's Swift block, which CI compiles (`.ci/doc-snippets`).
@Test("every name the UIKit and ESPullToRefresh tables give is used in the compiled block")
func comingFromUIKitNamesAreCompiled() throws {
  let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent(
      "../../Sources/RefreshControls/RefreshControls.docc/ComingFromUIKit.md")
  let text = try String(contentsOf: article, encoding: .utf8)
  let block = try #require(text.components(separatedBy: "```swift\n").dropFirst().first)
    .components(separatedBy: "\n```")[0]
  let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
  #expect(rows.count > 30)
  var missing: [String] = []
  for row in rows {
    let here = row.split(separator: "|").dropFirst().first ?? ""
    for span in here.split(separator: "`").enumerated() where span.offset % 2 == 1 {
      let name = span.element.replacingOccurrences(
        of: #"\([^)]*\)"#, with: "", options: .regularExpression)
      for word in name.split(whereSeparator: { !$0.isLetter && $0 != "_" }) {
        if block.range(of: #"\b\#(word)\b"#, options: .regularExpression) == nil {
          missing.append("\(word) (of `\(span.element)`)")
        }
      }
    }
  }
  #expect(missing.isEmpty, "the block does not use: \(missing.joined(separator: ", "))")
}
