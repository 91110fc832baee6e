import Foundation
import Testing
import ViewKitLite

@testable import Demo

#if canImport(Glibc)
import Glibc

/// The demo as a person sees it in terminals of three sizes, played through a pseudo-terminal:
/// every frame fits, every style is large enough to recognise at 80 × 24, and no two labels
/// run together.
@Suite("Demo in a terminal")
struct DemoTerminalTests {
  /// The terminal sizes a person is likely to have: the classic, and two larger.
  nonisolated static let sizes = [(80, 24), (100, 30), (120, 40)]

  /// Every frame of every scene played at `columns` × `rows`, four times as fast (the same
  /// frames: a frame is drawn every second frame of the scene's clock, whatever the speed).
  nonisolated static func play(columns: Int, rows: Int) throws -> TerminalScreen {
    let pty = try PseudoTerminal(columns: columns, rows: rows)
    let demo = try pty.spawn(["--no-color", "--speed", "4"])
    let (status, output) = pty.readUntilExit(of: demo, within: 180)
    guard status == 0 else { throw POSIXError(.ECHILD) }
    return TerminalScreen(output)
  }

  // Each size is played once, when a test first asks for it.
  nonisolated static let at80x24 = Result { try play(columns: 80, rows: 24) }
  nonisolated static let at100x30 = Result { try play(columns: 100, rows: 30) }
  nonisolated static let at120x40 = Result { try play(columns: 120, rows: 40) }

  static func screen(columns: Int, rows: Int) throws -> TerminalScreen {
    switch (columns, rows) {
    case (80, 24): try at80x24.get()
    case (100, 30): try at100x30.get()
    case (120, 40): try at120x40.get()
    default: try play(columns: columns, rows: rows)
    }
  }

  @Test(
    "every frame fits the terminal: no more lines than rows, no line wider than it",
    arguments: sizes)
  func everyFrameFits(columns: Int, rows: Int) async throws {
    let screen = try Self.screen(columns: columns, rows: rows)
    let names = await MainActor.run { Set(SceneCatalog.all.map { $0.name }) }
    #expect(Set(screen.frames.map(\.scene)) == names)
    for frame in screen.frames {
      #expect(frame.lines.count <= rows, "\(frame.scene): \(frame.lines.count) lines")
      let widest = frame.lines.map { TextWidth.columns(of: $0) }.max() ?? 0
      #expect(widest <= columns, "\(frame.scene): a line \(widest) columns wide")
    }
  }

  @Test("no two labels run together: every run of text is part of one label's", arguments: sizes)
  func labelsStayApart(columns: Int, rows: Int) async throws {
    let screen = try Self.screen(columns: columns, rows: rows)
    let textsByScene = await MainActor.run {
      Dictionary(uniqueKeysWithValues: SceneCatalog.all.map { ($0.name, SceneTexts.all(of: $0)) })
    }
    for (scene, texts) in textsByScene.sorted(by: { $0.key < $1.key }) {
      for frame in screen.frames where frame.scene == scene {
        for word in frame.words where !texts.contains(where: { $0.contains(word) }) {
          Issue.record("\(frame.scene): '\(word)' is no label's text\n\(frame.status)")
        }
      }
    }
  }

  /// The smallest strokes a style shows at its full pull, in cells (columns × rows), and the
  /// frames that show it: JK's filled J and its ring, Arrow's arrow and spinning image, HW's
  /// image, DZ's blob (its width).
  @Test("at 80 × 24 each style's glyph at its full pull is large enough to recognise")
  func glyphsAreLargeEnough() throws {
    let screen = try Self.screen(columns: 80, rows: 24)
    let checks: [(scene: String, status: [String], columns: Int, rows: Int)] = [
      ("jk", ["state=pulling scale=1 "], 8, 4),
      ("jk", ["state=refreshing", "at the top"], 8, 4),
      ("arrow", ["turned=true loading=false"], 4, 2),
      ("arrow", ["loading=true"], 4, 2),
      ("hw", ["header=pulling"], 4, 2),
      ("hw", ["header=refreshing", "rows=5"], 4, 2),
      ("dz", ["state=normal progress=1"], 3, 1),
    ]
    for check in checks {
      let frames = screen.frames.filter { frame in
        frame.scene == check.scene && check.status.allSatisfy(frame.status.contains)
      }
      #expect(!frames.isEmpty, "\(check.scene) \(check.status)")
      for frame in frames {
        let box = frame.inkBox
        #expect(
          box.columns >= check.columns && box.rows >= check.rows,
          "\(check.scene) \(check.status): \(box.columns) × \(box.rows)\n\(frame.picture.joined(separator: "\n"))"
        )
      }
    }
  }
}
#endif
