import Foundation
import Testing

/// Getting Started's "Beside SwiftUI" blocks are this target's code, with SwiftUI's stand-in
/// named as SwiftUI: a block that no longer matches a file here fails, so the article cannot
/// show a form that does not compile.
@Test("every block of Getting Started's Beside SwiftUI section stands in a file of this target")
func articleBlocksAreCompiled() throws {
  let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  let article = here.appendingPathComponent(
    "../../Sources/ViewKitLite/ViewKitLite.docc/GettingStarted.md")
  let text = try String(contentsOf: article, encoding: .utf8)
  let section = try #require(text.components(separatedBy: "### Beside SwiftUI").dropFirst().first)
    .components(separatedBy: "\n### ")[0]
  let blocks = section.components(separatedBy: "```swift-apple\n").dropFirst().map {
    $0.components(separatedBy: "\n```")[0]
  }
  #expect(blocks.count == 3)
  let files = try FileManager.default.contentsOfDirectory(atPath: here.path)
    .filter { $0.hasSuffix(".swift") }
    .map { try String(contentsOf: here.appendingPathComponent($0), encoding: .utf8) }
  for block in blocks {
    let compiled = block.replacingOccurrences(of: "SwiftUI", with: "SwiftUIStandIn")
    #expect(files.contains { $0.contains(compiled) }, "no file of the target holds:\n\(block)")
  }
}
