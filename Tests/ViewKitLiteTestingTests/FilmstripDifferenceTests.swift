import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("A filmstrip mismatch names the frame that first differs")
struct FilmstripDifferenceTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("FilmstripDifferenceTests-\(UUID().uuidString)")

  /// A 5-frame filmstrip of a 3-row table pulled 0, 10, 20, 30, 40 points; frames from
  /// `from` on are pulled 10 points more.
  func strip(bumpFrom from: Int = .max) -> Filmstrip {
    let scene = TestScene(rows: 3, size: CGSize(width: 96, height: 96))
    var strip = Filmstrip(window: scene.window) {
      "offset=\(Int(scene.tableView.contentOffset.y))"
    }
    for index in 0..<5 {
      let pull = CGFloat(index * 10 + (index >= from ? 10 : 0))
      scene.tableView.contentOffset = CGPoint(x: 0, y: -pull)
      strip.capture("pull \(index)")
      scene.window.advance(by: 0.1)
    }
    return strip
  }

  func failure(
    reference: Filmstrip, actual: Filmstrip, as strategy: Snapshotting<Filmstrip>,
    named name: String = "s"
  ) throws -> String {
    let sink = FailureSink()
    let configuration = sink.configuration(.missing, in: directory)
    assertSnapshot(of: reference, as: strategy, named: name, configuration: configuration)
    assertSnapshot(of: actual, as: strategy, named: name, configuration: configuration)
    #expect(sink.messages.count == 2)
    return try #require(sink.messages.last)
  }

  @Test("the first differing frame: its number, time and stamp, and how many frames differ")
  func namesFirstFrame() throws {
    let message = try failure(reference: strip(), actual: strip(bumpFrom: 3), as: .filmstrip)
    #expect(
      message.contains(
        "First differing frame: 4 of 5, t=0.317s pull 3 | offset=-40 (reference: t=0.317s pull 3 "
          + "| offset=-30); 2 of 5 frames differ."))
  }

  @Test("that frame and the frames either side, reference beside actual, changed lines marked")
  func sideBySide() throws {
    let message = try failure(reference: strip(), actual: strip(bumpFrom: 3), as: .filmstrip)
    let lines = message.split(separator: "\n").map(String.init)
    let titles = lines.filter { $0.hasPrefix("frame ") }
    #expect(
      titles == [
        "frame 3: t=0.217s pull 2 | offset=-20",
        "frame 4: t=0.317s pull 3 | offset=-40 (reference: t=0.317s pull 3 | offset=-30)",
        "frame 5: t=0.417s pull 4 | offset=-50 (reference: t=0.417s pull 4 | offset=-40)",
      ])
    let frame3 = try #require(lines.firstIndex(of: titles[0]))
    #expect(lines[frame3 + 1].hasPrefix("  reference"))
    #expect(lines[frame3 + 1].hasSuffix("   actual"))
    #expect(!lines[frame3 + 2...frame3 + 4].contains { $0.contains(" ≠ ") })
    let frame4 = try #require(lines.firstIndex(of: titles[1]))
    #expect(lines[frame4 + 2].contains(" ≠ "))
  }

  @Test("the first frame differing has no frame before it; a frame added is counted")
  func edges() throws {
    var longer = strip()
    longer.capture("extra")
    let added = try failure(reference: strip(), actual: longer, as: .filmstrip)
    #expect(
      added.contains(
        "First differing frame: 6 of 6, t=0.517s extra | offset=-40 (not in the reference); 1 of 6 frames differ."
      ))
    #expect(added.contains("The reference has 5 frames, the new filmstrip 6."))
    #expect(added.contains("  (none)"))
    let first = try failure(
      reference: strip(), actual: strip(bumpFrom: 0), as: .filmstrip, named: "first")
    #expect(first.contains("First differing frame: 1 of 5,"))
    #expect(first.contains("5 of 5 frames differ."))
    #expect(!first.contains("frame 0:"))
    #expect(first.contains("frame 2:"))
    #expect(!first.contains("frame 3:"))
  }

  @Test("the styled filmstrip names the frame too, before the styles that changed")
  func styled() throws {
    let message = try failure(
      reference: strip(), actual: strip(bumpFrom: 4), as: .styledFilmstrip)
    #expect(message.contains("First differing frame: 5 of 5,"))
    #expect(message.contains("1 of 5 frames differ."))
  }
}
