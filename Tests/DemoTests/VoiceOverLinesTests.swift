import Foundation
import Testing
import ViewKitLite
import ViewKitLiteHarness

@testable import Demo

/// The VoiceOver lines under a frame's status: what they say, where they go, and that they are
/// cut, never wrapped.
@MainActor
@Suite("VoiceOver lines")
struct VoiceOverLinesTests {
  static func scene(_ type: any DemoScene.Type) -> any DemoScene {
    SceneCatalog.open(type, options: DemoOptions())
  }

  /// JK's begin first scrolls the content down to show the J, then refreshes and announces.
  @Test("nothing focused: the control, not shown at rest; its announcement once it refreshes")
  func theControl() {
    let jk = Self.scene(JKDemoScene.self)
    #expect(
      VoiceOverLines.lines(of: jk, width: 80) == [
        "VoiceOver (control, not shown): \"下拉可以刷新\"", "  announced nothing yet",
      ])
    #expect(jk.window.screenReader.scroll(.up))
    jk.window.advance(by: 0.5)
    #expect(
      VoiceOverLines.lines(of: jk, width: 80) == [
        "VoiceOver (control): \"正在刷新数据中...\"",
        "  announced \"正在刷新数据中...\" at t=0.25s",
      ])
  }

  @Test("the focused element comes first; a scene without a control has nothing focused")
  func focusAndNoControl() throws {
    let jk = try #require(Self.scene(JKDemoScene.self) as? JKDemoScene)
    jk.window.screenReader.focus(jk.button)
    #expect(VoiceOverLines.spoken(in: jk) == "VoiceOver (focus): \"Refresh, Button\"")
    let scroll = Self.scene(ScrollDemoScene.self)
    #expect(VoiceOverLines.spoken(in: scroll) == "VoiceOver: nothing focused")
  }

  @Test("the element read for a control the camera follows a part of: the control")
  func elementOfAPart() throws {
    let arrow = try #require(Self.scene(ArrowDemoScene.self) as? ArrowDemoScene)
    #expect(arrow.focus.subject !== arrow.control)
    #expect(VoiceOverLines.element(of: arrow) === arrow.control)
  }

  @Test(
    "a line too wide is cut with …, a wide character never straddling the edge",
    arguments: [20, 30, 31, 80])
  func cutNeverWrapped(width: Int) {
    let line = "VoiceOver (control): \"" + String(repeating: "刷新中", count: 20) + "\""
    let fitted = VoiceOverLines.fitted(line, width: width)
    #expect(fitted.hasSuffix("…") && line.hasPrefix(fitted.dropLast()))
    #expect(TextWidth.columns(of: fitted) <= width - 1)
    #expect(TextWidth.columns(of: fitted) >= width - 2)
    #expect(VoiceOverLines.fitted("short", width: width) == "short")
  }

  @Test("under the status, before the legend; the picture gives up their rows: 24 lines still")
  func inTheFrame() throws {
    let legend = try #require(JKDemoScene.legend)
    let jk = Self.scene(JKDemoScene.self)
    var options = DemoOptions()
    options.useColor = false
    let (_, plain) = FrameDrawer.frame(
      of: jk, top: "jk", extra: [], extraLines: 0, columns: 80, rows: 24, options: options)
    options.voiceOver = true
    let (_, heard) = FrameDrawer.frame(
      of: jk, top: "jk", extra: [], extraLines: 0, columns: 80, rows: 24, options: options)
    #expect(plain.count == 24 && heard.count == 24)
    #expect(Array(heard.suffix(3)) == VoiceOverLines.lines(of: jk, width: 80) + [legend])
    #expect(heard.suffix(6).prefix(3) == plain.suffix(4).prefix(3), "the border and status")
  }
}
