import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// The screen reader's actions in a fuzzed sequence, and the checks of what it hears.
extension FuzzSequence {
  /// `voiceover WORDS`, logged.
  func voiceOver(_ words: [String]) -> [GestureScript.Step] {
    log.append("screen reader: \(words.joined(separator: " "))")
    return [.call(.voiceover, words)]
  }

  /// The scroll that asks the control to refresh at its edge.
  var towardsTheControl: AccessibilityScrollDirection {
    subject.base?.accessibilityRefreshDirection ?? .up
  }

  /// `voiceover WORDS`: the window's screen reader does what the words say. A refresh it
  /// began (by a scroll at the edge or an activation) is a begin, as the app's `begin` is; a
  /// custom action it performed is a begin that must not be lost.
  func useScreenReader(_ words: [String]) {
    let reader = window.screenReader
    heldAction.action = reader.actions.first ?? heldAction.action
    let entered = rules.refreshesEntered
    let did = reader.perform(words: words) ?? false
    let asked = words.first == "action" && did && subject.state != .noMoreData
    guard asked || rules.refreshesEntered > entered else { return }
    rules.lastBeginFrame = frames
    rules.endDue = nil
    if asked { rules.beginDue = (entered, 0) }
  }

  /// The announcement checks and the label check of the frame.
  func checkScreenReader() {
    checkAnnouncement()
    guard let base = subject.base else { return }
    let label = base.accessibilityLabel
    checkLabel(base, label)
    checkDrawnWords(base, label)
  }

  /// The words the control draws are its label's or its value's, judged on the frame it comes
  /// to show whole and on each frame after on which what it says or its state changed: what it
  /// draws follows those, so a frame that changed none of them draws the same words.
  private func checkDrawnWords(_ base: RefreshBaseView, _ label: String?) {
    let value = base.accessibilityValue
    let judged = DrawnWordsJudged(
      label: label, value: value, state: base.state, whole: window.showsWhole(base))
    guard judged != lastDrawnWordsJudged else { return }
    lastDrawnWordsJudged = judged
    guard judged.whole, let words = window.drawnWords(of: base) else { return }
    let said = [label, value].compactMap { $0 }.map(Self.words)
    let unsaid = words.filter { word in !said.contains { $0.contains(word) } }
    check(
      .drawnWordsAgree, unsaid.isEmpty,
      "the control draws \(unsaid.map { "\"\($0)\"" }.joined(separator: ", ")) in state "
        + "\(base.state), which its label \"\(label ?? "")\" and value \"\(value ?? "")\" do "
        + "not say")
  }

  /// The text a refresh of the control announces, or `nil` when it announces none.
  private var refreshAnnouncement: String? {
    if let base = subject.base { return base.accessibilityAnnouncement(for: .refreshing) }
    return RefreshTexts.header(in: window.refreshLanguage).refreshing
  }

  /// How many times the refresh text has been spoken in the window since the notification
  /// numbered `start`: a screen reader speaks the words any notification carries (an
  /// announcement, a layout or screen change, a scroll status), so each counts.
  private func refreshAnnouncements(since start: Int) -> Int {
    guard let text = refreshAnnouncement else { return 0 }
    let posted = window.accessibilityNotifications
    return posted[min(start, posted.count)...].lazy.filter { $0.text == text }.count
  }

  /// A refresh is noted when it begins (the state's observer hears it before the control
  /// announces it), and judged on every frame while it runs, on what was posted since.
  func noteRefreshForAnnouncements(from old: RefreshState, to new: RefreshState) {
    if new == .refreshing {
      announcementsBeforeRefresh = window.accessibilityNotifications.count
    } else if old == .refreshing {
      checkAnnouncement()
      announcementsBeforeRefresh = nil
    }
  }

  private func checkAnnouncement() {
    guard let start = announcementsBeforeRefresh, refreshAnnouncement != nil else { return }
    let heard = refreshAnnouncements(since: start)
    let onScreen = subject.control.window != nil
    check(
      .announcedOnce, heard <= 1 && (heard == 1 || !onScreen),
      "the refresh running was announced \(heard) times\(onScreen ? " while on screen" : "")")
  }

  /// The control's label is its state's text, or its held result's.
  private func checkLabel(_ base: RefreshBaseView, _ label: String?) {
    let texts = base.texts
    let expected = base.heldResult?.text(with: texts) ?? texts.text(for: base.state)
    let label = label ?? ""
    check(
      .labelAgrees, label == expected || Self.words(label) == Self.words(expected),
      "the accessibility label is \"\(label)\" in state \(base.state), which shows \"\(expected)\"")
  }

  /// `text` without spaces and line breaks: a trailer's vertical text read as one line.
  static func words(_ text: String) -> String {
    text.filter { !$0.isWhitespace }
  }
}
