import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// The screen reader's actions in a fuzzed sequence, and the checks of what it hears.
extension FuzzSequence {
  /// One screen-reader action drawn from `random`: a scroll (towards the control's edge one
  /// time in two), a custom action offered now, a move to the next element, or an activation.
  func screenReaderAction(random: inout SplitMix64) -> [GestureScript.Step] {
    let directions: [AccessibilityScrollDirection] = [.up, .down, .left, .right]
    let words: [String]
    switch Int.random(in: 0..<6, using: &random) {
    case 0, 1:
      let edge = Bool.random(using: &random)
      let direction = edge ? towardsTheControl : directions.randomElement(using: &random) ?? .up
      words = ["scroll", direction.rawValue]
    case 2, 3:
      let names = window.screenReader.actions.map(\.name)
      guard let name = names.randomElement(using: &random) else { return [] }
      words = ["action"] + name.split(separator: " ").map(String.init)
    case 4: words = ["next"]
    default: words = ["activate"]
    }
    log.append("screen reader: \(words.joined(separator: " "))")
    return [.call("voiceover", words)]
  }

  /// The scroll that asks the control to refresh at its edge.
  private var towardsTheControl: AccessibilityScrollDirection {
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
    checkLabel()
  }

  /// The text a refresh of the control announces, or `nil` when it announces none.
  private var refreshAnnouncement: String? {
    if let base = subject.base { return base.accessibilityAnnouncement(for: .refreshing) }
    return RefreshTexts.header(in: window.refreshLanguage).refreshing
  }

  /// How many times the refresh text has been announced in the window.
  private var refreshAnnouncements: Int {
    guard let text = refreshAnnouncement else { return 0 }
    return window.accessibilityAnnouncements.lazy.filter { $0 == text }.count
  }

  /// A refresh is noted when it begins (the state's observer hears it before the control
  /// announces it), and judged on every frame while it runs.
  func noteRefreshForAnnouncements(from old: RefreshState, to new: RefreshState) {
    if new == .refreshing {
      announcementsBeforeRefresh = refreshAnnouncements
    } else if old == .refreshing {
      checkAnnouncement()
      announcementsBeforeRefresh = nil
    }
  }

  private func checkAnnouncement() {
    guard let before = announcementsBeforeRefresh, refreshAnnouncement != nil else { return }
    let heard = refreshAnnouncements - before
    let onScreen = subject.control.window != nil
    check(
      .announcedOnce, heard <= 1 && (heard == 1 || !onScreen),
      "the refresh running was announced \(heard) times\(onScreen ? " while on screen" : "")")
  }

  /// The control's label is its state's text, or its held result's.
  private func checkLabel() {
    guard let base = subject.base else { return }
    let texts = base.texts
    let expected = base.heldResult?.text(with: texts) ?? texts.text(for: base.state)
    let label = base.accessibilityLabel ?? ""
    check(
      .labelAgrees, label == expected || Self.words(label) == Self.words(expected),
      "the accessibility label is \"\(label)\" in state \(base.state), which shows \"\(expected)\"")
  }

  /// `text` without spaces and line breaks: a trailer's vertical text read as one line.
  private static func words(_ text: String) -> String {
    text.filter { !$0.isWhitespace }
  }
}
