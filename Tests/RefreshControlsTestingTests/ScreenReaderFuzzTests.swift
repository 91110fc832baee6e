import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite
import ViewKitLiteHarness

/// Announces its refresh a second time, from its own hook: a screen-reader user hears it
/// twice.
final class TwiceAnnouncingHeader: RefreshHeader {
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      window?.post(notification: .announcement, argument: texts.refreshing)
    }
  }
}

/// Announces its second refresh once more itself: the first is heard once, the second twice.
final class SecondTimeAnnouncingHeader: RefreshHeader {
  private var refreshes = 0

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    guard state == .refreshing else { return }
    refreshes += 1
    if refreshes == 2 { window?.post(notification: .announcement, argument: texts.refreshing) }
  }
}

/// Announces nothing when it refreshes: a control may stay silent, as a UIKit control that posts
/// no announcement does.
final class SilentHeader: RefreshHeader {
  override func accessibilityAnnouncement(for state: RefreshState) -> String? {
    state == .refreshing ? nil : super.accessibilityAnnouncement(for: state)
  }
}

/// Tells the screen reader its refresh action began, and begins nothing: the begin is lost.
final class LostActionHeader: RefreshHeader {
  override func accessibilityBeginRefreshing() -> Bool { true }
}

/// Offers, once it has no more data, an action of its own that scrolls back to the top: an
/// action that does something and, rightly, begins no refresh.
final class BackToTopFooter: RefreshFooter {
  /// When its action ran, in its window's time.
  var log = BreakLog()

  override func accessibilityActions(
    offeredIn scrollView: ScrollView
  ) -> [AccessibilityCustomAction] {
    guard state == .noMoreData else { return super.accessibilityActions(offeredIn: scrollView) }
    return [
      AccessibilityCustomAction(name: "Back to top") { [weak self, weak scrollView] _ in
        guard let self, let scrollView else { return false }
        log.times.append(window?.now ?? -1)
        scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
        return true
      }
    ]
  }
}

/// Says "Pull down to refresh" whatever its state: a stale label.
final class StaleLabelHeader: RefreshHeader {
  override var accessibilityLabel: String? {
    get { texts.pull }
    set {}
  }
}

/// Offers a custom action that holds the header strongly: a screen reader that keeps the
/// action keeps the header alive.
final class ActionHoldingHeader: RefreshHeader {
  override func accessibilityActions(
    offeredIn scrollView: ScrollView
  ) -> [AccessibilityCustomAction] {
    [AccessibilityCustomAction(name: "Refresh") { _ in self.accessibilityBeginRefreshing() }]
  }
}

/// Draws ESPullToRefresh's English words of its own while it is read by its texts (Chinese by
/// default): the screen shows one thing and a screen reader says another.
final class OwnWordsHeader: RefreshHeader {
  let label = Label()

  override func prepare() {
    super.prepare()
    frame.size.height = 54
    addSubview(label)
  }

  override func placeSubviews() {
    super.placeSubviews()
    label.frame = bounds
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    label.text =
      switch state {
      case .pulling: "Release to refresh"
      case .refreshing: "Loading..."
      default: "Pull to refresh"
      }
  }
}

@MainActor
@Suite("The fuzzer uses the screen reader")
struct ScreenReaderFuzzTests {
  /// (The built-in sequences, screen reader and all, hold in `RefreshFuzzerTests`.)
  @Test("sequences hold voiceover lines of every kind")
  func voiceoverLines() throws {
    let fuzzer = RefreshFuzzer(seed: 26)
    var words: Set<String> = []
    for index in 0..<4 {
      for line in fuzzer.script(ofSequence: index).split(separator: "\n")
      where line.hasPrefix("voiceover ") {
        words.insert(String(line.split(separator: " ")[1]))
      }
    }
    #expect(words == ["scroll", "action", "next", "activate"])
  }

  /// The first failure of `make`'s header, by seed 7's sequences, unshrunk.
  private func failure(of make: @escaping @MainActor () -> RefreshBaseView) -> FuzzFailure? {
    RefreshFuzzer(seed: 7).shrinking(replays: 0).stopping(afterFailures: 1)
      .run(sequences: 8, corpus: .none, header: make).failures.first
  }

  @Test("a refresh announced twice is caught, by name")
  func announcedTwice() throws {
    let found = try #require(failure { TwiceAnnouncingHeader() })
    #expect(found.invariant == .announcedOnce)
    #expect(found.message.contains("the refresh running was announced 2 times while on screen"))
  }

  @Test("a header that announces no refresh holds: silence is not a refresh left unannounced")
  func silentHeader() {
    let report = RefreshFuzzer(seed: 7).shrinking(replays: 0).stopping(afterFailures: 1)
      .run(sequences: 8, corpus: .none, header: { SilentHeader() })
    #expect(report.failures.isEmpty, "\(report.failures.first?.message ?? "")")
  }

  @Test("a refresh an observer of the state begins as the last one ends is heard for itself")
  func observerBegunRefresh() throws {
    let script = """
      call scene customHeader rows 20
      call arm observerBegins 0
      call begin
      wait 1
      call end
      wait 2
      """
    let found = try #require(
      RefreshFuzzer(seed: 7).replay(script, header: { SecondTimeAnnouncingHeader() })
        .failures.first)
    #expect(found.invariant == .announcedOnce)
    #expect(found.message.contains("announced 2 times"))
  }

  @Test("a refresh action that says it began and begins nothing is caught: the begin was lost")
  func lostAction() throws {
    let found = try #require(
      RefreshFuzzer(seed: 26).shrinking(replays: 0).stopping(afterFailures: 1)
        .run(sequences: 8, corpus: .none, header: { LostActionHeader() }).failures.first)
    #expect(
      found.message.hasSuffix(
        "rule beginning: a begin asked has not started a refresh in a second on screen"))
  }

  @Test("an action a footer with no more data performs is no begin asked: none is due after it")
  func actionWithNoMoreData() throws {
    let script = """
      call scene customFooter rows 20
      call noMoreData
      voiceover action Back to top
      wait 2
      """
    let log = BreakLog()
    let report = RefreshFuzzer(seed: 7).replay(
      script,
      footer: {
        let footer = BackToTopFooter()
        footer.log = log
        return footer
      })
    #expect(report.failures.isEmpty, "\(report.failures.first?.message ?? "")")
    #expect(log.times.count == 1, "the action ran once")
  }

  @Test("a label that does not follow the state is caught on the frame the state changes")
  func staleLabel() throws {
    let found = try #require(failure { StaleLabelHeader() })
    #expect(found.invariant == .labelAgrees)
    #expect(found.message.contains("the accessibility label is \"下拉可以刷新\" in state"))
  }

  @Test("words drawn that the label does not say are caught by name within 50 sequences")
  func ownWords() throws {
    let found = try #require(
      RefreshFuzzer(seed: 7).shrinking(replays: 0).stopping(afterFailures: 1)
        .run(sequences: 50, corpus: .none, header: { OwnWordsHeader() }).failures.first)
    #expect(found.invariant == .drawnWordsAgree)
    #expect(found.sequence < 50)
    #expect(found.message.contains("the control draws \""))
    #expect(found.message.contains("which its label \""))
  }

  @Test("the same header drawing its texts holds; the audit names the one that does not")
  func ownWordsInTheAudit() {
    let window = Window(size: CGSize(width: 375, height: 667))
    let list = ScrollView(frame: window.bounds)
    list.contentSize = CGSize(width: 375, height: 2000)
    window.addSubview(list)
    let header = OwnWordsHeader()
    list.refreshHeader = header
    header.beginRefreshing()
    window.advance(by: 0.5)
    let issues = window.accessibilityAudit().filter { $0.kind == .unspokenText }
    #expect(issues.count == 1)
    #expect(issues.first?.element == "OwnWordsHeader \"正在刷新数据中...\"")
    #expect(issues.first?.reason.hasPrefix("it draws \"Loading...\", which its label") == true)
    header.texts = RefreshTexts.header(in: .english)
    header.label.text = header.texts.refreshing
    #expect(window.accessibilityAudit().isEmpty)
  }

  @Test("a custom action that holds its control keeps it alive: caught after the sequence")
  func actionHoldsTheControl() throws {
    let found = try #require(failure { ActionHoldingHeader() })
    #expect(found.invariant == .released)
    #expect(found.message == "the control of the scene was not released")
  }

  @Test("with the screen reader off, none of its lines is played")
  func off() {
    let fuzzer = RefreshFuzzer(seed: 26, usesScreenReader: false)
    #expect(!(0..<3).contains { fuzzer.script(ofSequence: $0).contains("voiceover") })
  }
}

@MainActor
@Suite("Screen-reader findings replayed as scripts")
struct ScreenReaderCorpusReplayTests {
  @Test(
    "each kept finding holds when GestureScript plays it on a FuzzScene, as when the fuzzer does",
    arguments: [
      "invariant.rubberBand-seed-20261226-sequence-31",
      "rule.arming-seed-20261226-sequence-4037",
      "invariant.rubberBand-seed-20261226-sequence-4461",
    ])
  func replays(name: String) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__FuzzCorpus__/RefreshFuzzerTests")
    let script = try String(
      contentsOf: folder.appendingPathComponent("builtInSequences.\(name).script"), encoding: .utf8)
    let scene = try FuzzScene(script: script)
    let outcomes = try GestureScript(script).play(in: scene.window, vocabulary: scene.vocabulary)
    #expect(scene.failure == nil, "\(scene.failure ?? "")")
    #expect(!outcomes.isEmpty && outcomes.allSatisfy { $0.actual == "held" })
  }
}
