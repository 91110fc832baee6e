import CustomRefresh
import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// How a screen-reader user asks the example's controls to refresh.
enum ReaderPath: String, CaseIterable, Sendable {
  case scroll, action
}

/// The ring header and the dots footer, written with no accessibility code, refresh through
/// the screen reader alone: the three-finger scroll at their edge, and their custom action.
@MainActor
@Suite("The example's controls through the screen reader")
struct ScreenReaderTests {
  /// A 240 × 200 English table of 12 rows with `control` in its header or footer slot.
  private func scene(footer: Bool) -> (TestScene, RefreshBaseView) {
    let scene = TestScene(rows: 12, size: CGSize(width: 240, height: 200))
    scene.window.refreshLanguage = .english
    let control: RefreshBaseView
    if footer {
      control = DotsFooter()
      scene.tableView.refreshFooter = control
    } else {
      control = RingHeader()
      scene.tableView.refreshHeader = control
    }
    scene.window.advance(by: 1.0 / 60)
    return (scene, control)
  }

  @Test(
    "the ring header and the dots footer refresh by the scroll and by the action, once",
    arguments: [false, true], ReaderPath.allCases)
  func refreshes(footer: Bool, path: ReaderPath) {
    let (scene, control) = scene(footer: footer)
    var callbacks = 0
    control.refreshingCallback = { callbacks += 1 }
    let reader = scene.window.screenReader
    var strip = AccessibilityFilmstrip(window: scene.window) {
      "state=\(control.state) callbacks=\(callbacks)"
    }
    strip.capture("rest")
    switch path {
    case .scroll:
      while callbacks == 0, reader.scroll(footer ? .down : .up) {
        strip.capture("scroll")
        strip.capture(every: 30, frames: 1)
      }
    case .action:
      #expect(reader.perform(action: footer ? "Load more" : "Refresh"))
      strip.capture("action")
    }
    strip.capture(every: 12, frames: 2)
    #expect(callbacks == 1 && control.isRefreshing)
    #expect(
      reader.announcements == [footer ? "Loading..." : "Loading"], "the ring says its own word")
    #expect(scene.window.accessibilityAudit().isEmpty, "\(scene.window.accessibilityAudit())")
    control.endRefreshing()
    strip.capture(every: 30, frames: 1)
    #expect(scene.window.accessibilityAudit().isEmpty)
    assertSnapshot(
      of: strip, as: .accessibilityFilmstrip,
      named: "\(footer ? "dots" : "ring")-\(path.rawValue)")
  }

  @Test("a script drives the screen reader: scroll up at the top, and hear the refresh")
  func script() throws {
    let (scene, control) = scene(footer: false)
    let outcomes = try GestureScript(
      """
      voiceover next
      expect focus Row 1
      voiceover scroll up
      expect announcement Loading
      wait 0.5
      voiceover previous
      expect spoken Loading
      """
    ).play(in: scene.window)
    #expect(outcomes.filter { !$0.passed }.isEmpty, "\(outcomes)")
    #expect(control.isRefreshing)
  }
}
