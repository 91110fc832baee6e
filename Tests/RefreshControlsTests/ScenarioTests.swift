import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// Plays every file of `Scenarios/`: gesture scripts whose `expect` lines are the README's
/// pull-to-refresh rules and each design's key behaviour, replayable by a port in its own
/// harness. A file's name starts with the short name of its design, which sets the scene.
@MainActor
@Suite("Scenarios")
struct ScenarioTests {
  nonisolated static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios")

  nonisolated static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".script") }.sorted()

  @Test("at least 12 scenarios, of every design")
  func everyDesign() {
    #expect(Self.files.count >= 12)
    for design in ["hw-", "jk-", "dz-", "stretchy-", "arrow-"] {
      #expect(Self.files.contains { $0.hasPrefix(design) }, "\(design)")
    }
  }

  @Test("every expectation holds", arguments: files)
  func scenario(_ file: String) throws {
    let text = try String(
      contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
    let script = try GestureScript(text)
    let scene = Self.scene(for: file)
    var vocabulary = GestureScript.Vocabulary()
    vocabulary.addRefreshControls(in: scene.window)
    let endControl = { vocabulary.perform("end", [], in: scene.window) }
    let outcomes = script.play(in: scene.window, vocabulary: vocabulary) { _ = endControl() }
    #expect(!outcomes.isEmpty)
    for outcome in outcomes where !outcome.passed {
      Issue.record(Comment(rawValue: "\(file) \(outcome)"))
    }
  }

  /// The scene a file's design needs: a 375 × 667 window with a table of 40 rows and the
  /// design's control on it.
  static func scene(for file: String) -> TestScene {
    let scene = TestScene(rows: 40)
    let table = scene.tableView
    switch file.prefix(while: { $0 != "-" }) {
    case "jk": table.refreshHeader = JikeRefreshControl()
    case "dz": _ = BlobRefreshView(scrollView: table)
    case "stretchy":
      table.rowHeight = 50
      table.reloadData()
      StretchyHeaderRefreshView(image: RefreshImages.huanghun)
        .install(in: table, container: scene.window)
    case "arrow": table.refreshControl = ArrowRefreshControl()
    default:
      table.addHeaderRefresh {}
      table.addFooterRefresh {}
    }
    scene.window.advance(by: 1.0 / 60)
    return scene
  }
}
