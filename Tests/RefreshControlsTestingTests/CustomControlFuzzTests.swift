import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
@_spi(Testing) import ViewKitLite

/// A header that only draws: a label with its state's text (or the result it holds), as a
/// screen reader reads it.
final class WordHeader: RefreshHeader {
  let label = Label()
  private var resultToken: KeyValueObservation?

  override func prepare() {
    super.prepare()
    frame.size.height = 50
    addSubview(label)
    resultToken = observe(\.heldResult) { header, _ in
      header.label.text = header.accessibilityStateText
    }
  }

  override func placeSubviews() {
    super.placeSubviews()
    label.frame = bounds
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    label.text = accessibilityStateText
  }
}

/// A footer that only draws: a label with the pull, which it gives a screen reader as its value.
final class PercentFooter: RefreshFooter {
  let label = Label()

  override var accessibilityValue: String? {
    get { label.text }
    set {}
  }

  override func prepare() {
    super.prepare()
    addSubview(label)
  }

  override func pullingPercentDidChange() {
    super.pullingPercentDidChange()
    label.text = NumberFormat.string(pullingPercent)
  }
}

/// When a broken control broke, in its window's time.
final class BreakLog {
  var times: [TimeInterval] = []
}

/// A header that breaks when it starts refreshing, and says when.
class BreakingHeader: RefreshHeader {
  var log = BreakLog()

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      log.times.append(window?.now ?? -1)
      breakSomething()
    }
  }

  func breakSomething() {}
}

/// Observes the offset once more every time it refreshes, and never lets go.
final class LeakingHeader: BreakingHeader {
  private var leaked: [KeyValueObservation] = []

  override func breakSomething() {
    guard let scrollView else { return }
    leaked.append(scrollView.observe(\.contentOffset) { _, _ in })
  }
}

/// Adds 30 points under the content by itself when it refreshes, past the inset bookkeeping,
/// and never takes them back.
final class InsetKeepingHeader: RefreshHeader {
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing, let scrollView {
      scrollView.contentInset.bottom += 30
    }
  }
}

/// Takes its inset back when a refresh ends, as it should, then adds 10 points of its own once
/// the collapse is over, through the bookkeeping, and keeps them.
final class ContributionKeepingHeader: RefreshHeader {
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    guard oldState == .refreshing else { return }
    mainQueue.asyncAfter(1) { [weak self] in
      guard let self, self.state == .normal else { return }
      self.setInsetContribution(EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }
  }
}

/// Keeps its inset for half a second after a refresh ends, yet runs the end's completion at
/// once: the app is told the refresh has collapsed while it still shows.
final class EarlyCompletingHeader: RefreshHeader {
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    guard oldState == .refreshing, state == .normal else { return }
    setInsetContribution(EdgeInsets(top: frame.height, left: 0, bottom: 0, right: 0))
    mainQueue.asyncAfter(0.5) { [weak self] in self?.setInsetContribution(.zero) }
  }

  override func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    super.endRefreshing()
    completion?()
  }
}

/// Announces its refresh itself as well when it refreshes: the refresh is heard twice.
final class ReannouncingHeader: BreakingHeader {
  override func breakSomething() {
    window?.post(notification: .announcement, argument: texts.refreshing)
  }
}

/// Draws a word of its own when it refreshes, one its label does not say; it breaks when the
/// screen first shows it whole with the word (a refresh begun off screen shows it later).
final class UnsaidWordHeader: BreakingHeader {
  let word = Label()
  private var watch: FrameEndObservation?

  override func prepare() {
    super.prepare()
    addSubview(word)
  }

  override func placeSubviews() {
    super.placeSubviews()
    word.frame = CGRect(x: 0, y: 0, width: 100, height: bounds.height)
  }

  override func breakSomething() {
    word.text = "Wait"
    log.times.removeLast()
    watch = window?.observeFrameEnds { [weak self] window in
      guard let self, window.showsWhole(self) else { return }
      log.times.append(window.now)
      watch = nil
    }
  }
}

/// Shows itself at a non-finite place when it refreshes, as a framework setter that forgot to
/// refuse such a value would leave it (only a test can store one).
final class NaNHeader: BreakingHeader {
  override func breakSomething() {
    storeCenterUnchecked(CGPoint(x: CGFloat.nan, y: 0))
  }
}

/// Scrolls its own bounds to a non-finite origin when it refreshes, its frame still finite.
final class NaNBoundsHeader: BreakingHeader {
  override func breakSomething() {
    storeBoundsOriginUnchecked(CGPoint(x: 0, y: CGFloat.infinity))
  }
}

/// Scales itself past every finite size when it refreshes: a finite transform whose frame is
/// not.
final class BoundlessScaleHeader: BreakingHeader {
  override func breakSomething() {
    transform = Transform(scaleX: .greatestFiniteMagnitude, y: .greatestFiniteMagnitude)
  }
}

@MainActor
@Suite("Fuzzing your own controls")
struct CustomControlFuzzTests {
  @Test("a header and a footer of your own, 6 sequences each: every invariant holds")
  func ownControlsHold() {
    let fuzzer = RefreshFuzzer(seed: 20_261_130)
    let headers = fuzzer.run(sequences: 6, header: { WordHeader() })
    let footers = fuzzer.run(sequences: 6, footer: { PercentFooter() })
    for report in [headers, footers] {
      #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
      #expect(report.sequences == 6)
      #expect(report.frames > 6 * 100)
    }
    #expect(headers.sequencesPerStyle == [.customHeader: 6])
    #expect(footers.sequencesPerStyle == [.customFooter: 6])
  }

  /// The first sequence in which the broken header refreshes, and the failure there.
  func firstFailure(of make: @MainActor () -> RefreshBaseView) -> FuzzFailure? {
    let report = RefreshFuzzer(seed: 7).shrinking(replays: 0).stopping(afterFailures: 1)
      .run(sequences: 8, corpus: .none, header: make)
    return report.failures.first
  }

  @Test("a leaked observation is caught on the frame it is made")
  func leakedObservation() throws {
    let failure = try #require(firstFailure { LeakingHeader() })
    #expect(failure.message.contains("the table carries 7 observations, expected 6"))
    #expect(failure.style == .customHeader)
    #expect(failure.description.contains("runSequence(\(failure.sequence), header: { … })"))
    #expect(failure.script.contains("lift") || failure.script.contains("call begin"))
  }

  @Test("an inset written past the bookkeeping is caught while refreshing, by its rule")
  func insetWrittenWhileRefreshing() throws {
    let failure = try #require(firstFailure { InsetKeepingHeader() })
    #expect(failure.rule == .refreshingInset)
    #expect(failure.message.contains("rule refreshingInset: the inset is {"))
  }

  @Test("with that rule left out, the inset left behind is caught once the scroll view is idle")
  func insetLeftBehind() throws {
    let report = RefreshFuzzer(seed: 7).ignoring([.refreshingInset]).shrinking(replays: 0)
      .stopping(afterFailures: 1)
      .run(sequences: 8, corpus: .none, header: { InsetKeepingHeader() })
    let failure = try #require(report.failures.first)
    #expect(failure.rule == nil)
    #expect(failure.message.contains("is not the app's own"))
  }

  @Test("an end's completion run while the control still adds its inset is caught, by its rule")
  func completionBeforeTheCollapse() throws {
    let failure = try #require(firstFailure { EarlyCompletingHeader() })
    #expect(failure.rule == .callback, "\(failure.message)")
    #expect(failure.message.contains("an end's completion ran while the control still adds {"))
  }

  @Test("an inset a control adds at rest, through the bookkeeping, is caught once idle too")
  func contributionLeftAtRest() throws {
    let failure = try #require(firstFailure { ContributionKeepingHeader() })
    #expect(failure.invariant == .idleInset, "\(failure.message)")
    #expect(failure.message.contains("is not the app's own"))
  }

  @Test(
    "a non-finite frame, or bounds alone, or a frame a finite transform makes boundless, is caught on the frame it is stored"
  )
  func nonFiniteFrame() throws {
    let failure = try #require(firstFailure { NaNHeader() })
    #expect(failure.message.contains("NaNHeader has a non-finite frame or bounds"))
    let bounds = try #require(firstFailure { NaNBoundsHeader() })
    #expect(bounds.message.contains("NaNBoundsHeader has a non-finite frame or bounds"))
    let scaled = try #require(firstFailure { BoundlessScaleHeader() })
    #expect(scaled.message.contains("BoundlessScaleHeader has a non-finite frame or bounds"))
  }

  @Test(
    "a broken control is caught within a frame of breaking",
    arguments: ["leak", "nan", "announcement", "word"])
  func caughtWithinAFrame(kind: String) throws {
    let fuzzer = RefreshFuzzer(seed: 7).shrinking(replays: 0).stopping(afterFailures: 1)
    let log = BreakLog()
    let make: @MainActor () -> RefreshBaseView = {
      let header: BreakingHeader =
        switch kind {
        case "leak": LeakingHeader()
        case "nan": NaNHeader()
        case "announcement": ReannouncingHeader()
        default: UnsaidWordHeader()
        }
      header.log = log
      return header
    }
    let sequence = try #require(
      fuzzer.run(sequences: 8, corpus: .none, header: make).failures.first
    )
    .sequence
    log.times = []
    let failure = try #require(fuzzer.runSequence(sequence, header: make).failures.first)
    let invariants: [String: FuzzInvariant] = [
      "leak": .observations, "nan": .finite, "announcement": .announcedOnce,
      "word": .drawnWordsAgree,
    ]
    #expect(failure.invariant == invariants[kind], "\(failure.message)")
    let broke = try #require(log.times.last)
    let time = try #require(Double(failure.message.dropFirst(2).prefix { $0 != "s" }))
    #expect(
      time >= broke && time <= broke + 1.0 / 60 + 1e-9, "broke at \(broke), caught at \(time)")
  }
}

/// A header whose height is its named image's, found in its window (a Gif header's rule).
final class BadgeHeader: RefreshHeader {
  let badge = ImageView(image: Image(named: "badge"))

  override func prepare() {
    super.prepare()
    addSubview(badge)
  }

  override func placeSubviews() {
    super.placeSubviews()
    badge.sizeToFit()
  }
}

@MainActor
@Suite("Fuzzing with the app's window")
struct PreparedWindowFuzzTests {
  @Test("each sequence's window is prepared once, before the control joins it")
  func preparedBeforeTheControl() {
    var prepared = 0
    var controlsAlreadyThere = 0
    let report = RefreshFuzzer(seed: 5)
      .preparingWindow { window in
        prepared += 1
        var found = false
        window.forEachInSubtree { found = found || $0 is BadgeHeader }
        if found { controlsAlreadyThere += 1 }
        window.register(Image(art: ["####", "####"]), named: "badge")
      }
      .run(sequences: 6, header: { BadgeHeader() })
    #expect(prepared == 6)
    #expect(controlsAlreadyThere == 0)
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
  }

  @Test("without it the named image is never found; with it the header's badge has its size")
  func imageFound() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let header = BadgeHeader()
    window.addSubview(header)
    #expect(header.badge.sizeThatFits(.zero) == .zero)
    window.register(Image(art: ["####", "####"]), named: "badge")
    #expect(header.badge.sizeThatFits(.zero) == CGSize(width: 8, height: 4))
  }
}
