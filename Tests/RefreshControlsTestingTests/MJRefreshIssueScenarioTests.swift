import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite

/// Plays `Scenarios/MJRefreshIssues/`: a fuzz script for each cluster of MJRefresh's bug
/// reports, on every built-in style its `# styles:` line names, judged by every check of the
/// fuzzer on every frame and by its own `expect` lines.
@MainActor
@Suite("MJRefresh's bug clusters")
struct MJRefreshIssueScenarioTests {
  nonisolated static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios/MJRefreshIssues")

  nonisolated static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".script") }.sorted()

  /// The styles a scenario's `# styles:` line names.
  static func styles(of text: String) -> [FuzzStyle] {
    let line = text.split(separator: "\n").first { $0.hasPrefix("# styles:") } ?? ""
    return line.dropFirst("# styles:".count).split(separator: " ").compactMap {
      FuzzStyle(rawValue: String($0))
    }
  }

  /// The scenario with its scene line naming `style`.
  static func text(_ text: String, on style: FuzzStyle) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.hasPrefix("call scene ") else { return String(line) }
      var words = line.split(separator: " ").map(String.init)
      words[2] = style.rawValue
      return words.joined(separator: " ")
    }.joined(separator: "\n")
  }

  @Test("five clusters, each citing its MJRefresh issues and naming the styles it applies to")
  func everyCluster() throws {
    #expect(Self.files.count == 5)
    for file in Self.files {
      let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
      #expect(text.contains("MJRefresh #"), "\(file)")
      #expect(!Self.styles(of: text).isEmpty, "\(file)")
      #expect(text.contains("\nexpect "), "\(file)")
    }
  }

  @Test("every check and every expectation holds, on every style it applies to", arguments: files)
  func scenario(_ file: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
    for style in Self.styles(of: text) {
      let report = RefreshFuzzer(seed: 1).replay(Self.text(text, on: style))
      #expect(report.failures.isEmpty, "\(style): \(report.failures.first?.message ?? "")")
      #expect(report.sequences == 1, "\(style)")
    }
  }
}
