import Foundation
import SceneFixtures
import Testing
import ViewKitLite
import ViewKitLiteHarness

@MainActor
@Suite("Screen-reader lines in gesture scripts")
struct ScreenReaderScriptTests {
  @Test("voiceover lines drive the window's reader; expect reads focus, speech and announcements")
  func lines() throws {
    let scene = AccessibilityScene()
    scene.button.accessibilityHint = "Writes a new message"
    var sent = 0
    scene.button.addAction(for: .touchUpInside) { control in
      sent += 1
      control.window?.post(notification: .announcement, argument: "New message \(sent)")
    }
    let script = try GestureScript(
      """
      expect focus none
      expect announcement none
      voiceover next
      voiceover next
      expect focus Compose
      expect spoken Compose, Button, Writes a new message
      voiceover activate
      expect announcement New message 1
      voiceover activate
      expect announcement New message 2
      voiceover previous
      expect focus Inbox
      voiceover scroll down
      expect offset.y 0
      wait 0.5
      expect offset.y 200
      """)
    let outcomes = script.play(in: scene.window)
    #expect(outcomes.filter { !$0.passed }.isEmpty, "\(outcomes.filter { !$0.passed })")
    #expect(outcomes.count == 9 && scene.taps == 2, "the latest announcement is read")
    #expect(scene.window.diagnostics.messages.isEmpty)
  }

  @Test("a voiceover line is written back as it was read, and is a call of 'voiceover'")
  func roundTrip() throws {
    let text = "voiceover scroll up\nvoiceover action Load more\nexpect announcement Loading...\n"
    let script = try GestureScript(text)
    #expect(script.steps[0].step == .call("voiceover", ["scroll", "up"]))
    #expect(script.steps[2].step == .expect(.init(name: "announcement", value: "Loading...")))
    #expect(script.text == text)
  }

  /// Words the reader does not know: a script refuses them when parsed; asked directly, they
  /// do nothing, with a diagnostic naming the words to use.
  @Test(
    "words it does not know",
    arguments: [["jump"], ["scroll", "sideways"], ["next", "now"], ["action"]])
  func unknownWords(words: [String]) throws {
    #expect(throws: GestureScript.ParseError.self) {
      try GestureScript((["voiceover"] + words).joined(separator: " "))
    }
    let scene = AccessibilityScene()
    #expect(scene.window.screenReader.perform(words: words) == nil)
    let message = try #require(scene.window.diagnostics.messages.first)
    #expect(message.contains("does not know") && message.contains(ScreenReader.scriptUsage))
    #expect(scene.window.screenReader.focused == nil)
  }

  @Test("an action no element offers is a diagnostic naming those offered; a refusal is not")
  func unknownAction() throws {
    let scene = AccessibilityScene()
    var refusals = 0
    scene.tableView.accessibilityCustomActions = [
      AccessibilityCustomAction(name: "Archive") { _ in
        refusals += 1
        return false
      }
    ]
    let reader = scene.window.screenReader
    #expect(!reader.perform(action: "Archive") && refusals == 1)
    #expect(scene.window.diagnostics.messages.isEmpty)
    #expect(!reader.perform(action: "archive"))
    #expect(
      scene.window.diagnostics.messages == [
        "Window.perform(action:): no custom action is named 'archive' here; offered: 'Archive' "
          + "(names match exactly)."
      ])
  }

  @Test("the status line reads what the last page scroll said")
  func status() throws {
    let scene = AccessibilityScene()
    let outcomes = try GestureScript(
      "expect status none\nvoiceover scroll down\nexpect status Rows 5 to 10 of 12\n"
    ).play(in: scene.window)
    #expect(outcomes.count == 2 && outcomes.allSatisfy(\.passed))
    #expect(scene.window.screenReader.scrollStatuses == ["Rows 5 to 10 of 12"])
    try GestureScript("wait 1\nvoiceover scroll up\n").play(in: scene.window)
    let statuses = scene.window.screenReader.scrollStatuses
    #expect(statuses.count == 2 && statuses[0] != statuses[1], "\(statuses)")
    #expect(GestureScript.Vocabulary().read("status", in: scene.window) == statuses.last)
  }

  @Test("an expected value of several words, with a tolerance after it")
  func severalWords() throws {
    let script = try GestureScript("expect spoken Inbox, Heading ±0.5")
    #expect(
      script.steps[0].step
        == .expect(.init(name: "spoken", value: "Inbox, Heading", tolerance: 0.5)))
  }
}
