import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Accessibility snapshots")
struct AccessibilitySnapshotTests {
  /// A 200 × 100 window with a heading, a switch and a button.
  private func screen() -> (Window, Button) {
    let window = Window(size: CGSize(width: 200, height: 100))
    let heading = Label(frame: CGRect(x: 8, y: 0, width: 120, height: 30))
    heading.text = "Settings"
    heading.accessibilityTraits = [.header]
    heading.accessibilityLanguage = "en"
    let toggle = Switch()
    toggle.frame.origin = CGPoint(x: 140, y: 0)
    toggle.accessibilityLabel = "Sound"
    let button = Button(frame: CGRect(x: 8, y: 50, width: 120, height: 44))
    button.setTitle("Save", for: .normal)
    button.accessibilityHint = "Keeps the settings"
    button.accessibilityCustomActions = [AccessibilityCustomAction(name: "Discard") { _ in true }]
    for view in [heading, toggle, button] as [View] { window.addSubview(view) }
    return (window, button)
  }

  @Test("the tree: frame, label, value, traits, hint, language and actions, the focus marked")
  func tree() {
    let (window, _) = screen()
    window.screenReader.next()
    window.screenReader.next()
    assertInlineSnapshot(of: window, as: .accessibility) {
      """
        Label "Settings" [header] (8, 0, 120, 30) lang=en
      → Switch "Sound" = "0" [toggleButton, button] (140, 0, 51, 31)
        Button "Save" [button] (8, 50, 120, 44) hint: "Keeps the settings" actions: Discard
      """
    }
  }

  @Test("a window with nothing to read says so")
  func empty() {
    #expect(Window(size: CGSize(width: 10, height: 10)).accessibilityTree() == "(no elements)\n")
  }

  @Test("a filmstrip collapses unchanged frames and shows what was posted between frames")
  func filmstrip() {
    let (window, button) = screen()
    var strip = AccessibilityFilmstrip(window: window) { "enabled=\(button.isEnabled)" }
    strip.capture("rest")
    strip.capture(every: 6, frames: 2)
    button.isEnabled = false
    window.post(notification: .announcement, argument: "Saving")
    strip.capture("saving")
    assertInlineSnapshot(of: strip, as: .accessibilityFilmstrip) {
      #"""
      t=0s rest | enabled=true
        Label "Settings" [header] (8, 0, 120, 30) lang=en
        Switch "Sound" = "0" [toggleButton, button] (140, 0, 51, 31)
        Button "Save" [button] (8, 50, 120, 44) hint: "Keeps the settings" actions: Discard
      t=0.1s | enabled=true (unchanged)
      t=0.2s | enabled=true (unchanged)
      t=0.2s saving | enabled=false
        posted t=0.2s announcement "Saving"
        Label "Settings" [header] (8, 0, 120, 30) lang=en
        Switch "Sound" = "0" [toggleButton, button] (140, 0, 51, 31)
        Button "Save" [button, notEnabled] (8, 50, 120, 44) hint: "Keeps the settings" actions: Discard
      """#
    }
  }

  @Test("capturing every 0 frames captures every frame")
  func everyFrame() {
    let (window, _) = screen()
    var strip = AccessibilityFilmstrip(window: window)
    strip.capture(every: 0, frames: 2)
    let times: [TimeInterval] = [1.0 / 60, 2.0 / 60]
    #expect(strip.frames.map(\.time) == times)
  }

  @Test("a filmstrip made before notifications were posted shows only the later ones")
  func laterNotifications() {
    let (window, _) = screen()
    window.post(notification: .announcement, argument: "Before")
    var strip = AccessibilityFilmstrip(window: window)
    strip.capture()
    #expect(strip.frames[0].notifications.isEmpty)
    window.post(notification: .screenChanged, argument: nil)
    strip.capture()
    #expect(strip.frames[1].notifications == ["t=0s screenChanged"])
  }

  @Test("a mismatch names the first frame that differs")
  func mismatch() {
    let reference = "t=0s | a\n  Label \"One\" (0, 0, 10, 10)\nt=0.1s | a (unchanged)\n"
    let actual =
      "t=0s | a\n  Label \"One\" (0, 0, 10, 10)\nt=0.1s | a\n  Label \"Two\" (0, 0, 10, 10)\n"
    let words = Snapshotting<AccessibilityFilmstrip>.accessibilityFilmstrip
      .describeDifference(reference, actual)
    #expect(
      words?.hasPrefix(
        "First differing frame: 2 of 2, t=0.1s | a (reference: t=0.1s | a (unchanged)); 1 of 2 frames differ."
      ) == true)
  }
}
