import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// How a screen-reader user asks for a refresh.
enum ScreenReaderPath: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The three-finger scroll towards the control's edge, repeated until the content is there.
  case scroll
  /// The control's custom action, from the first element.
  case action

  var description: String { rawValue }
}

@MainActor
@Suite("Refreshing through the screen reader alone")
struct ScreenReaderRefreshTests {
  /// A scene of `kind`, its control (or the Stretchy indicator), and a second scroll view in
  /// the same window that the control does not refresh.
  private func sceneBesideAnotherScrollView(
    _ kind: ScreenReaderKind
  ) throws -> (ScreenReaderScene, View, ScrollView) {
    let scene = ScreenReaderScene(kind)
    let element = try #require((scene.control as View?) ?? scene.stretchy)
    let other = ScrollView(frame: scene.window.bounds)
    other.contentSize = CGSize(width: 800, height: 800)
    scene.window.addSubview(other)
    return (scene, element, other)
  }

  @Test(
    "a control offers its action in the scroll view it refreshes, and in no other",
    arguments: ScreenReaderKind.allCases)
  func actionOnlyInItsOwnScrollView(_ kind: ScreenReaderKind) throws {
    let (scene, element, other) = try sceneBesideAnotherScrollView(kind)
    let own = element.accessibilityActions(offeredIn: scene.scrollView).map(\.name)
    #expect(own == [kind.actionName])
    #expect(element.accessibilityActions(offeredIn: other).isEmpty)
  }

  /// Each control refreshes once by the scroll at its edge and by its custom action; a second
  /// ask is refused; one filmstrip each.
  @Test(
    "refreshes once by the scroll and by the action", arguments: ScreenReaderKind.allCases,
    ScreenReaderPath.allCases)
  func refreshes(_ kind: ScreenReaderKind, _ path: ScreenReaderPath) {
    let scene = ScreenReaderScene(kind)
    let reader = scene.window.screenReader
    var strip = AccessibilityFilmstrip(window: scene.window) {
      "state=\(scene.state) callbacks=\(scene.callbacks)"
    }
    strip.capture("rest")
    reader.next()
    strip.capture("next")
    switch path {
    case .scroll:
      var scrolls = 0
      while scene.callbacks == 0, scrolls < 4, reader.scroll(kind.direction) {
        scrolls += 1
        strip.capture("scroll \(kind.direction)")
        strip.capture(every: 30, frames: 1)
      }
    case .action:
      #expect(reader.perform(action: kind.actionName))
      strip.capture("action \(kind.actionName)")
    }
    strip.capture(every: 12, frames: 5)
    #expect(scene.callbacks == 1, "\(kind) by \(path)")
    #expect(scene.state == .refreshing)
    #expect(reader.announcements == [scene.refreshingText])
    #expect(!reader.perform(action: kind.actionName), "a second begin is refused")
    #expect(scene.callbacks == 1 && reader.announcements.count == 1)
    scene.end()
    strip.capture("ended")
    strip.capture(every: 30, frames: 2)
    #expect(scene.callbacks == 1 && scene.state == .normal)
    #expect(scene.window.diagnostics.messages.isEmpty, "\(scene.window.diagnostics.messages)")
    assertSnapshot(of: strip, as: .accessibilityFilmstrip, named: "\(kind)-\(path)")
  }

  @Test(
    "a control asked to scroll past the edge of a scroll view not its own refuses, and nothing begins",
    arguments: ScreenReaderKind.allCases)
  func scrollOnlyInItsOwnScrollView(_ kind: ScreenReaderKind) throws {
    let (scene, element, other) = try sceneBesideAnotherScrollView(kind)
    #expect(!element.accessibilityScrollBeyondEdge(kind.direction, of: other))
    scene.window.advance(by: 0.5)
    #expect(scene.callbacks == 0 && scene.state == .normal, "\(kind)")
  }
}
