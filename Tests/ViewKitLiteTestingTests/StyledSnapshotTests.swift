import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// A header-like scene: a gray strip holding a label, inside a box whose alpha a test changes.
@MainActor
private struct LabelScene {
  let window = Window(size: CGSize(width: 80, height: 24))
  let box = View(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
  let label = Label(frame: CGRect(x: 8, y: 0, width: 64, height: 24))

  init() {
    window.backgroundColor = .white
    box.backgroundColor = Color(red255: 245, green255: 245, blue255: 245)
    label.text = "Pull me"
    label.textColor = Color(red255: 90, green255: 90, blue255: 90)
    window.addSubview(box)
    box.addSubview(label)
  }
}

@MainActor
@Suite("Styled snapshots: colour, alpha and weight in words")
struct StyledSnapshotTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("StyledSnapshotTests-\(UUID().uuidString)")

  @Test("the styled picture: the plain picture, a grid of the same size, and a legend")
  func styledPicture() {
    let scene = LabelScene()
    assertSnapshot(of: scene.window, as: .styledScreen)
    let picture = scene.window.picture()
    #expect(picture.styledText.hasPrefix(picture.text), "the plain picture comes first")
    #expect(picture.styleGrid.rows.count == picture.rows.count)
    #expect(picture.styleGrid.rows.allSatisfy { $0.count == picture.columns })
  }

  /// Records the scene's plain and styled pictures, applies `change`, and returns the failure
  /// messages of asserting both again.
  private func failures(after change: (LabelScene) -> Void) -> (plain: [String], styled: [String]) {
    let scene = LabelScene()
    let record = FailureSink()
    let configuration = record.configuration(.missing, in: directory)
    assertSnapshot(of: scene.window, as: .screen, named: "plain", configuration: configuration)
    assertSnapshot(
      of: scene.window, as: .styledScreen, named: "styled", configuration: configuration)
    change(scene)
    let plain = FailureSink()
    assertSnapshot(
      of: scene.window, as: .screen, named: "plain",
      configuration: plain.configuration(.never, in: directory))
    let styled = FailureSink()
    assertSnapshot(
      of: scene.window, as: .styledScreen, named: "styled",
      configuration: styled.configuration(.never, in: directory))
    return (plain.messages, styled.messages)
  }

  @Test("a label's colour changing fails the styled snapshot, in words, and not the plain one")
  func colourChange() throws {
    let result = failures { $0.label.textColor = .red }
    #expect(result.plain.isEmpty)
    let message = try #require(result.styled.first)
    #expect(
      message.contains(
        "row 2, columns 3–9: text #5A5A5A, fill #F5F5F5 → text #FF0000, fill #F5F5F5"))
  }

  @Test("a change of text alone fails both snapshots, and the styled one tells no style change")
  func textChangeAlone() throws {
    let result = failures { $0.label.text = "Pull up" }
    #expect(result.plain.count == 1)
    let message = try #require(result.styled.first)
    #expect(message.contains("Pull up"))
    #expect(!message.contains("Styles that changed"), "every cell keeps its style")
  }

  @Test("a picture no column wide is read as one: widening it is told cell by cell")
  func noColumns() throws {
    func window(width: CGFloat) -> Window {
      let window = Window(size: CGSize(width: width, height: 16))
      window.backgroundColor = .white
      return window
    }
    let record = FailureSink()
    assertSnapshot(
      of: window(width: 0), as: .styledScreen, named: "narrow",
      configuration: record.configuration(.missing, in: directory))
    let check = FailureSink()
    assertSnapshot(
      of: window(width: 8), as: .styledScreen, named: "narrow",
      configuration: check.configuration(.never, in: directory))
    let message = try #require(check.messages.first)
    #expect(message.contains("row 1, columns 1–2: nothing → fill #FFFFFF"), "\(message)")
    #expect(!message.contains("styled pictures"), "\(message)")
  }

  @Test("cells that change to the same style from different ones are told as separate runs")
  func runsFromDifferentStyles() throws {
    let result = failures { $0.box.isHidden = true }
    let message = try #require(result.styled.first)
    #expect(
      message.contains(
        """
          row 2, columns 1–2: fill #F5F5F5 → fill #FFFFFF
          row 2, columns 3–9: text #5A5A5A, fill #F5F5F5 → fill #FFFFFF
          row 2, columns 10–20: fill #F5F5F5 → fill #FFFFFF
        """), "\(message)")
  }

  @Test("an ancestor's alpha 1 → 0.5 fails the styled snapshot and not the plain one")
  func ancestorAlpha() throws {
    let result = failures { $0.box.alpha = 0.5 }
    #expect(result.plain.isEmpty)
    let message = try #require(result.styled.first)
    #expect(message.contains("text #5A5A5A alpha 0.50, fill #F5F5F5 alpha 0.50"))
    #expect(message.contains("row 1, columns 1–20: fill #F5F5F5 → fill #F5F5F5 alpha 0.50"))
  }

  @Test("regular → bold fails the styled snapshot and not the plain one")
  func weightChange() throws {
    let result = failures { $0.label.font = .boldSystemFont(ofSize: 17) }
    #expect(result.plain.isEmpty)
    let message = try #require(result.styled.first)
    #expect(message.contains("text #5A5A5A, fill #F5F5F5 → text #5A5A5A bold, fill #F5F5F5"))
  }

  @Test("a hidden view contributes nothing; a colour at alpha 0.25 shows its alpha")
  func hiddenAndTranslucent() {
    let scene = LabelScene()
    scene.box.isHidden = true
    #expect(scene.window.picture().styleGrid.legend.map(\.style) == ["fill #FFFFFF"])
    scene.box.isHidden = false
    scene.label.textColor = Color(white: 0, alpha: 0.25)
    #expect(
      scene.window.picture().styleGrid.legend.map(\.style).contains(
        "text #000000 alpha 0.25, fill #F5F5F5"))
  }

  @Test("a translucent background under a translucent view shows both alphas multiplied")
  func translucentBackgroundUnderAlpha() throws {
    let result = failures { scene in
      scene.box.backgroundColor = Color(red255: 245, green255: 245, blue255: 245, alpha: 0.5)
      scene.box.alpha = 0.5
    }
    #expect(result.plain.isEmpty)
    let message = try #require(result.styled.first)
    #expect(message.contains("fill #F5F5F5 → fill #F5F5F5 alpha 0.25"), "\(message)")
    #expect(message.contains("text #5A5A5A alpha 0.50, fill #F5F5F5 alpha 0.25"), "\(message)")
  }

  @Test("a reference cut off inside its style grid reads as no styled picture, and says so")
  func referenceCutInsideGrid() throws {
    let scene = LabelScene()
    let record = FailureSink()
    assertSnapshot(
      of: scene.window, as: .styledScreen, named: "cut",
      configuration: record.configuration(.missing, in: directory))
    let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
    let file = try #require(
      files?.compactMap { $0 as? URL }.first { $0.lastPathComponent.contains("cut") })
    let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    let gridBottom = try #require(lines.lastIndex { $0.hasPrefix("+-") })
    try lines[..<gridBottom].joined(separator: "\n").write(
      to: file, atomically: true, encoding: .utf8)
    scene.label.textColor = .blue
    let check = FailureSink()
    assertSnapshot(
      of: scene.window, as: .styledScreen, named: "cut",
      configuration: check.configuration(.never, in: directory))
    let message = try #require(check.messages.first)
    #expect(message.contains("0 styled pictures in the reference, 1 now"), "\(message)")
  }

  @Test("past twelve changes the message lists twelve and counts the rest on its last line")
  func manyChangesCounted() throws {
    /// A strip two columns wide and 20 rows tall, each row its own run of fill.
    func strip(alpha: CGFloat) -> Window {
      let window = Window(size: CGSize(width: 8, height: 160))
      let box = View(frame: window.bounds)
      box.backgroundColor = Color(red255: 245, green255: 245, blue255: 245)
      box.alpha = alpha
      window.addSubview(box)
      return window
    }
    let record = FailureSink()
    assertSnapshot(
      of: strip(alpha: 1), as: .styledScreen, named: "strip",
      configuration: record.configuration(.missing, in: directory))
    let check = FailureSink()
    assertSnapshot(
      of: strip(alpha: 0.5), as: .styledScreen, named: "strip",
      configuration: check.configuration(.never, in: directory))
    let message = try #require(check.messages.first)
    let lines = Array(message.split(separator: "\n").drop { !$0.hasPrefix("Styles that changed") })
    try #require(lines.count > 14, "a heading, twelve changes and the count: \(message)")
    #expect(lines[1].hasPrefix("  row 1, columns 1–2:"))
    #expect(lines[12].hasPrefix("  row 12, columns 1–2:"))
    #expect(lines[13] == "  … and 8 more", "\(message)")
    #expect(!lines[14].hasPrefix("  row"), "the count comes last: \(message)")
  }

  @Test("a filmstrip mismatch names each frame whose styles changed, with its time")
  func filmstripNamesFrame() throws {
    /// Three frames 0.1 s apart; the label turns blue before frame `turnsBlue` when given.
    func strip(turnsBlue: Int?) -> Filmstrip {
      let scene = LabelScene()
      var strip = Filmstrip(window: scene.window)
      for frame in 1...3 {
        if frame == turnsBlue { scene.label.textColor = .blue }
        strip.capture(at: [scene.window.now + (frame == 1 ? 0 : 0.1)])
      }
      return strip
    }
    let record = FailureSink()
    assertSnapshot(
      of: strip(turnsBlue: nil), as: .styledFilmstrip, named: "strip",
      configuration: record.configuration(.missing, in: directory))
    let check = FailureSink()
    assertSnapshot(
      of: strip(turnsBlue: 2), as: .styledFilmstrip, named: "strip",
      configuration: check.configuration(.never, in: directory))
    let message = try #require(check.messages.first)
    #expect(!message.contains("frame 1 "))
    #expect(
      message.contains(
        "frame 2 (t=0.1s), row 2, columns 3–9: text #5A5A5A, fill #F5F5F5 → text #0000FF, fill #F5F5F5"
      ))
    #expect(message.contains("frame 3 (t=0.2s), row 2"))
  }

  @Test("an empty cell is a space with no legend line; styles are lettered as they first appear")
  func emptyCells() {
    let black = CellStyle(ink: .dots(.black))
    let fill = CellStyle(background: .white)
    let grid = StyleGrid([[CellStyle(), black, fill], [fill, CellStyle(), black]])
    #expect(grid.rows == [" ab", "b a"])
    #expect(grid.legend.map(\.style) == ["ink #000000", "fill #FFFFFF"])
    #expect(CellStyle().description == "nothing")
  }

  @Test("156 styles get a character each; past them the legend lists what shares #")
  func manyStyles() {
    let styles = (0..<160).map { index in
      CellStyle(ink: .dots(Color(red255: index, green255: 0, blue255: 0)), background: nil)
    }
    let grid = StyleGrid([styles])
    #expect(Set(grid.rows[0].prefix(156)).count == 156, "one character a style")
    #expect(grid.rows[0].suffix(4) == "####")
    #expect(grid.legend.count == 157)
    #expect(grid.legend.last?.style.hasPrefix("any of ink #9C0000; ink #9D0000") == true)
  }
}
