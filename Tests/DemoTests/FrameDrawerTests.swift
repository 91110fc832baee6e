import Foundation
import Testing
import ViewKitLite
import ViewKitLiteHarness

@testable import Demo

/// How the demo lays a scene out in a terminal: the camera's size and scale, and the status.
@MainActor
@Suite("Frame drawer")
struct FrameDrawerTests {
  static func scene(_ type: any DemoScene.Type) -> any DemoScene {
    SceneCatalog.open(type, options: DemoOptions())
  }

  @Test("following: the terminal's whole width, its height less four lines, at least readable")
  func followingCamera() {
    let jk = Self.scene(JKDemoScene.self)
    let camera = FrameDrawer.camera(for: jk, columns: 80, rows: 23, options: DemoOptions())
    #expect(camera.columns == 77 && camera.rows == 19, "the right border inside column 79")
    #expect(camera.scale == JKDemoScene.readableScale)
    #expect(camera.subject === jk.focus.subject)
    let wide = FrameDrawer.camera(for: jk, columns: 402, rows: 60, options: DemoOptions())
    #expect(wide.scale == CGFloat(399 * 4) / 375, "wide enough for the screen across: across it")
  }

  static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)

  @Test("--camera full: the whole screen in the terminal, as small as it takes")
  func fullCamera() {
    var options = DemoOptions()
    options.camera = .full
    let camera = FrameDrawer.camera(
      for: Self.scene(HWDemoScene.self), columns: 80, rows: 23, options: options)
    #expect(camera.subject == nil)
    #expect(camera.rows == 19 && camera.columns == 22)
    #expect(camera.region.insetBy(dx: -0.01, dy: -0.01).contains(Self.screen))
  }

  @Test("in colour, every frame line keeps all its cells: colour sequences take no column")
  func colouredLinesKeepTheirCells() {
    let scene = Self.scene(HWDemoScene.self)
    scene.window.advance(by: 0.3)
    var plain = DemoOptions()
    plain.useColor = false
    let (_, coloured) = FrameDrawer.frame(
      of: scene, top: "hw", extra: [], extraLines: 0, columns: 80, rows: 24,
      options: DemoOptions())
    let (_, expected) = FrameDrawer.frame(
      of: scene, top: "hw", extra: [], extraLines: 0, columns: 80, rows: 24, options: plain)
    let shown = coloured.map { line in
      Terminal.line(line, width: 80).replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "")
    }
    #expect(shown == expected.map { Terminal.line($0, width: 80).replacing("\u{1B}[K", with: "") })
    #expect(shown[2].hasSuffix("|"), "the picture's right border")
  }

  @Test("a frame writes only the rows that changed, and the screen reads as whole frames would")
  func changedRowsOnly() {
    let scene = Self.scene(HWDemoScene.self)
    var shown: [String]?
    var output = ""
    var expected: [[String]] = []
    var bytes = (whole: 0, changed: 0)
    for _ in 0..<90 {
      scene.window.advance(by: 1.0 / 30)
      let (_, lines) = FrameDrawer.frame(
        of: scene, top: "hw", extra: [], extraLines: 0, columns: 80, rows: 24,
        options: DemoOptions())
      let rows = lines.map { Terminal.line($0, width: 80) }
      let text = Terminal.frame(rows, over: shown)
      if !text.isEmpty { expected.append(rows.map(TerminalScreen.plain)) }
      output += text
      bytes.whole += Terminal.frame(rows, over: nil).utf8.count
      bytes.changed += text.utf8.count
      shown = rows
    }
    #expect(TerminalScreen(output).frames.map(\.lines) == expected)
    #expect(expected.count > 10, "the pull and the refresh change the screen")
    #expect(bytes.changed * 3 < bytes.whole, "\(bytes.changed) bytes, \(bytes.whole) whole")
    let rows = shown ?? []
    #expect(Terminal.frame(rows, over: rows) == "", "nothing changed: nothing written")
    #expect(
      Terminal.frame(rows, over: Array(rows.dropLast())) == Terminal.home + "\u{1B}[2J"
        + rows.joined(separator: "\n"), "another number of rows: the whole frame, cleared")
  }

  @Test("the status: the words beside the state when they fit, under it when not")
  func status() {
    let jk = Self.scene(JKDemoScene.self)
    #expect(
      FrameDrawer.status(of: jk, width: 120) == [
        "t=0s  state=normal scale=0 rows=5  ·  at the top, no inset", "",
      ])
    #expect(
      FrameDrawer.status(of: jk, width: 60) == [
        "t=0s  state=normal scale=0 rows=5", "at the top, no inset",
      ])
  }

  @Test("offset and inset in words")
  func words() {
    let dz = Self.scene(DZDemoScene.self)
    let table = dz.scrollView
    #expect(StatusWords.describe(table) == "at the top, no inset")
    table.contentOffset.y = -30.4
    #expect(StatusWords.offset(of: table) == "pulled 30 pt past the top")
    table.contentSize.height = 2000
    table.contentOffset.y = 120
    #expect(StatusWords.offset(of: table) == "scrolled 120 pt down")
    table.contentOffset.y = 2000 - 667 + 12
    #expect(StatusWords.offset(of: table) == "pushed 12 pt past the bottom")
    table.contentOffset.y = 2000 - 667
    #expect(StatusWords.offset(of: table) == "at the bottom")
    table.contentInset = EdgeInsets(top: 80, left: 0, bottom: 44, right: 0)
    #expect(StatusWords.inset(of: table) == "inset 80 pt at the top and 44 pt at the bottom")
  }

  @Test("--lang en gives every refresh control of a scene the English texts, in one place")
  func english() {
    var options = DemoOptions()
    options.language = .english
    let hw = SceneCatalog.open(HWDemoScene.self, options: options)
    #expect(hw.scrollView.refreshHeader?.texts == .englishHeader)
    #expect(hw.scrollView.refreshFooter?.texts == .englishFooter)
    #expect(hw.window.accessibilityAnnouncements == ["Loading..."], "the launch load, in English")
    let chinese = Self.scene(HWDemoScene.self)
    #expect(chinese.scrollView.refreshHeader?.texts == .chineseHeader)
  }
}
