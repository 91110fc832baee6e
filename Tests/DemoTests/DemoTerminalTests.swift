import Foundation
import PseudoTerminalSupport
import Testing
import ViewKitLite

@testable import Demo

#if canImport(Glibc)
import Glibc

/// The demo as a person sees it in the classic terminal and a large one, played through a
/// pseudo-terminal:
/// every frame fits, every style is large enough to recognise at 80 × 24, and no two labels
/// run together.
@Suite("Demo in a terminal")
struct DemoTerminalTests {
  /// The terminal sizes a person is likely to have: the classic, and a large one (what fits
  /// both fits the sizes between: the frame drawer scales the camera with the terminal).
  nonisolated static let sizes = [(80, 24), (120, 40)]

  /// Every frame of every scene played at `columns` × `rows`, as fast as the demo draws (the
  /// same frames as at any speed: a frame is drawn every second frame of the scene's clock,
  /// and the speed only shortens the waits between them).
  nonisolated static func play(columns: Int, rows: Int) async throws -> TerminalScreen {
    let pty = try PseudoTerminal(columns: columns, rows: rows)
    let demo = try pty.spawn(["--no-color", "--speed", "10000"])
    let (status, output) = await pty.readUntilExit(of: demo, within: 180)
    guard status == 0 else { throw POSIXError(.ECHILD) }
    return try await onOwnThread { TerminalScreen(output) }
  }

  // Each size is played once, when a test first asks for it.
  nonisolated static let at80x24 = Task { try await play(columns: 80, rows: 24) }
  nonisolated static let at120x40 = Task { try await play(columns: 120, rows: 40) }

  static func screen(columns: Int, rows: Int) async throws -> TerminalScreen {
    switch (columns, rows) {
    case (80, 24): try await at80x24.value
    case (120, 40): try await at120x40.value
    default: try await play(columns: columns, rows: rows)
    }
  }

  @Test(
    "every frame fits the terminal: no more lines than rows, no line wider than it",
    arguments: sizes)
  func everyFrameFits(columns: Int, rows: Int) async throws {
    let screen = try await Self.screen(columns: columns, rows: rows)
    let names = await MainActor.run { Set(SceneCatalog.all.map { $0.name }) }
    #expect(Set(screen.frames.map(\.scene)) == names)
    var measured = Set<String>()  // a line drawn in many frames is measured once
    for frame in screen.distinctFrames {
      #expect(frame.lines.count <= rows, "\(frame.scene): \(frame.lines.count) lines")
      for line in frame.lines where measured.insert(line).inserted {
        let width = TextWidth.columns(of: line)
        #expect(width <= columns, "\(frame.scene): a line \(width) columns wide")
      }
    }
  }

  @Test("no two labels run together: every run of text is part of one label's", arguments: sizes)
  func labelsStayApart(columns: Int, rows: Int) async throws {
    let screen = try await Self.screen(columns: columns, rows: rows)
    let textsByScene = await MainActor.run {
      Dictionary(uniqueKeysWithValues: SceneCatalog.all.map { ($0.name, SceneTexts.all(of: $0)) })
    }
    for (scene, texts) in textsByScene.sorted(by: { $0.key < $1.key }) {
      for word in screen.words(of: scene).sorted()
      where !texts.contains(where: { $0.contains(word) }) {
        let frame = screen.frames.first {
          $0.scene == scene && $0.picture.contains { $0.contains(word) }
        }
        Issue.record("\(scene): '\(word)' is no label's text\n\(frame?.status ?? "")")
      }
    }
  }

  /// The smallest strokes a style shows at its full pull, in cells (columns × rows), and the
  /// frames that show it: JK's filled J and its ring, Arrow's arrow and spinning image, HW's
  /// image, DZ's blob (its width).
  @Test("at 80 × 24 each style's glyph at its full pull is large enough to recognise")
  func glyphsAreLargeEnough() async throws {
    let screen = try await Self.screen(columns: 80, rows: 24)
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
