import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite
import ViewKitLiteHarness

/// A header with its own arming rule: `.pulling` once pulled `margin` points short of its
/// threshold (0: exactly MJRefresh's rule, written out again). With `slipsWhenArmed` it also
/// moves a point up as it arms, off its place.
final class OwnRuleHeader: RefreshHeader {
  var margin: CGFloat = 0
  var slipsWhenArmed = false

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if slipsWhenArmed, state == .pulling { frame.origin.y -= 1 }
  }

  override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard let scrollView, state != .refreshing else { return }
    let pull = -(scrollView.contentOffset.y + scrollViewOriginalInset.top)
    guard pull > 0 else {
      pullingPercent = 0
      if state == .pulling { followPull(pastThreshold: false) }
      return
    }
    pullingPercent = pull / threshold
    followPull(pastThreshold: pull > threshold - margin)
  }
}

/// Scrolls to show itself whenever it starts refreshing, even under a finger.
final class ScrollingHeader: RefreshHeader {
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    guard state == .refreshing, let scrollView else { return }
    scrollView.contentOffset.y = -(scrollViewOriginalInset.top + frame.height)
  }
}

/// Scrolls to show itself a few frames after it starts refreshing, finger or not.
final class LateScrollingHeader: RefreshHeader {
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    guard state == .refreshing, let scrollView else { return }
    mainQueue.asyncAfter(0.05) {
      scrollView.contentOffset.y = -(self.scrollViewOriginalInset.top + self.frame.height)
    }
  }
}

/// Adds `extra` (10 points on the top unless told) to its due while refreshing, through the
/// bookkeeping.
final class TallInsetHeader: RefreshHeader {
  var extra = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      setInsetContribution(
        EdgeInsets(
          top: frame.height + extra.top, left: extra.left, bottom: extra.bottom,
          right: extra.right))
    }
  }
}

/// Nudges itself 10 points up each time the content's size changes, after its base placed it.
final class DriftingFooter: RefreshFooter {
  override func scrollViewContentSizeDidChange(_ change: KeyValueObservedChange<CGSize>) {
    super.scrollViewContentSizeDidChange(change)
    frame.origin.y -= 10
  }
}

/// Released while armed, goes back to normal instead of refreshing.
final class ReleaseIgnoringHeader: RefreshHeader {
  override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    if state == .pulling, scrollView?.isDragging == false {
      state = .normal
      return
    }
    super.scrollViewContentOffsetDidChange(change)
  }
}

/// Released while armed, starts its refresh on the `late`-th scroll after the release, not on
/// the first: `late` 1 is on time, 2 is one frame late.
final class LateReleaseHeader: RefreshHeader {
  var late = 2
  private var scrollsSinceRelease = 0

  override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    if state == .pulling, scrollView?.isTracking == false {
      scrollsSinceRelease += 1
      if scrollsSinceRelease < late { return }
    }
    super.scrollViewContentOffsetDidChange(change)
  }
}

@MainActor
@Suite("The fuzzer's rules")
struct RuleFuzzTests {
  let fuzzer = RefreshFuzzer(seed: 20_261_201)

  /// The first failure of `script` played with `broken`'s header, once the same script passes
  /// with `correct`'s.
  func failureCaught(
    in script: String, broken: @MainActor () -> RefreshBaseView,
    correct: @MainActor () -> RefreshBaseView = { RefreshHeader() }
  ) throws -> FuzzFailure {
    let passing = fuzzer.replay(script, header: correct)
    #expect(passing.failures.isEmpty, "\(passing.failures.first?.description ?? "")")
    let failure = try #require(fuzzer.replay(script, header: broken).failures.first)
    #expect(failure.sequence == -1, "a replay is no sequence of a run")
    #expect(
      failure.description.contains(
        "replay: RefreshFuzzer(seed: \(fuzzer.seed)).replay(script, header: { … })"))
    return failure
  }

  func firstFailure(
    _ fuzzer: RefreshFuzzer, of make: @MainActor () -> RefreshBaseView
  )
    -> FuzzFailure?
  {
    fuzzer.shrinking(replays: 0).stopping(afterFailures: 1)
      .run(sequences: 8, corpus: .none, header: make).failures.first
  }

  @Test("a header arming half a point early breaks the arming rule, at its frame")
  func armsEarly() throws {
    let failure = try #require(
      firstFailure(fuzzer) {
        let header = OwnRuleHeader()
        header.margin = 0.5
        return header
      })
    #expect(failure.rule == .arming)
    #expect(failure.message.contains("rule arming: pulled 43."))
    #expect(failure.message.contains("the control is pulling, armed; past its threshold: false"))
    #expect(failure.message.hasPrefix("t="))
  }

  @Test("two rules broken on one frame: the failure names placement, judged before arming")
  func placementBeforeArming() throws {
    func failure(slips: Bool) throws -> FuzzFailure {
      try #require(
        firstFailure(fuzzer) {
          let header = OwnRuleHeader()
          header.margin = 10
          header.slipsWhenArmed = slips
          return header
        })
    }
    let early = try failure(slips: false)
    let slipping = try failure(slips: true)
    #expect(early.rule == .arming && slipping.rule == .placement, "\(slipping)")
    let time = { (failure: FuzzFailure) in failure.message.prefix { $0 != " " } }
    #expect(time(slipping) == time(early), "the same frame: \(slipping.message)")
  }

  @Test(
    "a footer told there is no more data while pulled past its trigger owes no refresh on release")
  func noMoreDataBeforeTheRelease() {
    let pulled = "call scene hwFooter rows 0\ndown 188 334\nmove 0 -146 1\n"
    let fuzzer = RefreshFuzzer(seed: 20_261_201)
    let told = fuzzer.replay(pulled + "call noMoreData\nlift\nwait 0.1\n")
    #expect(told.failures.isEmpty, "\(told.failures.first?.message ?? "")")
    let released = fuzzer.replay(pulled + "lift\nwait 0.1\n")
    #expect(released.failures.isEmpty, "\(released.failures.first?.message ?? "")")
  }

  @Test("the same rule written out exactly holds, and so does an early one the fuzzer is told of")
  func exactRuleHolds() {
    let exact = fuzzer.run(sequences: 8, header: { OwnRuleHeader() })
    #expect(exact.failures.isEmpty, "\(exact.failures.first?.description ?? "")")
    let told = fuzzer.arming { (header: RefreshBaseView) -> Bool in
      guard let scrollView = header.scrollView, let header = header as? RefreshHeader else {
        return false
      }
      let pull = -(scrollView.contentOffset.y + header.scrollViewOriginalInset.top)
      return pull > header.threshold - 0.5
    }
    let early = told.run(
      sequences: 8,
      header: {
        let header = OwnRuleHeader()
        header.margin = 0.5
        return header
      })
    #expect(early.failures.isEmpty, "\(early.failures.first?.description ?? "")")
  }

  @Test(
    "a system-style control that lags its pull by a frame breaks the placement rule on the frame the content moves; one that follows it does not"
  )
  func systemPlacementJudged() throws {
    let script = "call scene customHeader rows 20\ncall pull top 30\nhold 0.2\nlift\nwait 1\n"
    let failure = try failureCaught(
      in: script, broken: { LaggingRefreshControl() }, correct: { RefreshControl() })
    #expect(failure.rule == .placement, "\(failure)")
  }

  @Test(
    "a Jike control pulled out of its 45 × 45 box breaks placement, wider or taller alike",
    arguments: ["width", "height"])
  func jikePlacementJudged(grows: String) throws {
    let script = "call scene customHeader rows 20\ncall pull top 30\nhold 0.2\nlift\nwait 1\n"
    let failure = try failureCaught(
      in: script,
      broken: {
        let control = GrowingJikeControl()
        control.grows = grows
        return control
      }, correct: { JikeRefreshControl() })
    #expect(failure.rule == .placement, "\(failure)")
  }

  @Test(
    "an end ignored is caught 3 s later though the screen reader moved between: only its begins reset the end due"
  )
  func endIgnoredPastScreenReaderMoves() throws {
    let script =
      "call scene customHeader rows 20\ncall begin\nwait 1\ncall end\ncall voiceover next\n"
      + "wait 1\ncall voiceover next\nwait 3\n"
    let failure = try failureCaught(in: script, broken: { EndIgnoringHeader() })
    #expect(failure.rule == .ending, "\(failure)")
  }

  @Test("the Stretchy scene, whose header is no subview of its table, is judged by the rules")
  func stretchyJudgedByRules() {
    let script = "call scene stretchy rows 20\ncall pull top 120\nhold 0.3\nlift\nwait 2\n"
    let judged = RefreshFuzzer(seed: 7).replay(script)
    #expect(judged.failures.isEmpty, "\(judged.failures.first?.description ?? "")")
    let rules: Set<RefreshRule> = [.arming, .release, .placement, .refreshingInset, .callback]
    let unjudged = RefreshFuzzer(seed: 7).ignoring(rules).replay(script)
    #expect(judged.checks > unjudged.checks, "\(judged.checks) checks, \(unjudged.checks) without")
  }

  @Test(
    "an end asked is due within 3 s on screen: one taking 2.9 s is slow but keeps the rule, 3.1 s breaks it",
    arguments: [(2.9, false), (3.1, true)] as [(TimeInterval, Bool)])
  func endDueWithinThreeSeconds(delay: TimeInterval, breaks: Bool) {
    let script = "call scene customHeader rows 20\ncall begin\nwait 1\ncall end\nwait 5\n"
    let report = fuzzer.replay(
      script,
      header: {
        let header = SlowEndingHeader()
        header.delay = delay
        return header
      })
    #expect(
      report.failures.map(\.rule) == (breaks ? [.ending] : []),
      "\(report.failures.first?.description ?? "")")
  }

  @Test(
    "released while armed, a header that does not refresh breaks the release rule; one that does not"
  )
  func releaseIgnored() throws {
    let script = "call scene customHeader rows 20\ncall pull top 80\nlift\nwait 1\n"
    let failure = try failureCaught(in: script, broken: { ReleaseIgnoringHeader() })
    #expect(failure.rule == .release, "\(failure)")
    #expect(failure.message.contains("no refresh started by the frame after"))
  }

  @Test(
    "the release rule's deadline is the frame after the release, or after the lift of a finger that caught the content as it was released: a refresh one frame later breaks it",
    arguments: [false, true])
  func releaseOneFrameLate(caught: Bool) throws {
    let catching = caught ? "down 187 300\nhold 0.2\nlift\n" : ""
    let script = "call scene customHeader rows 20\ncall pull top 80\nlift\n\(catching)wait 1\n"
    let failure = try failureCaught(in: script, broken: { LateReleaseHeader() })
    #expect(failure.rule == .release, "\(failure)")
    let onTime = fuzzer.replay(
      script,
      header: {
        let header = LateReleaseHeader()
        header.late = 1
        return header
      })
    #expect(onTime.failures.isEmpty, "\(onTime.failures.first?.description ?? "")")
  }

  @Test(
    "the arming rule at the threshold: a header arming at a tie is caught there, not half a point either side",
    arguments: [-0.5, 0, 0.5])
  func armingAtTheTie(beyond: CGFloat) throws {
    /// The first failure once the app sets the offset `beyond` past the threshold under a
    /// still finger, so the tie is exact.
    func failure(_ make: @escaping @MainActor () -> RefreshBaseView) throws -> String? {
      let scene = try FuzzScene(script: "call scene customHeader rows 20\n", header: make)
      var vocabulary = scene.vocabulary
      vocabulary.perform("tie") { window, _ in
        GestureScript.Vocabulary.firstScrollView(in: window)?.contentOffset.y =
          -(NormalRefreshHeader().threshold + beyond)
      }
      try GestureScript("call pull top 30\nhold 0.2\ncall tie\nhold 0.2\nlift\nwait 1\n").play(
        in: scene.window, vocabulary: vocabulary)
      return scene.failure
    }
    let tie = try failure { ArmsAtTheThresholdHeader() }
    if beyond == 0 {
      #expect(tie?.contains("rule arming") == true, "\(tie ?? "none")")
    } else {
      #expect(tie == nil, "\(tie ?? "")")
    }
    #expect(try failure { NormalRefreshHeader() } == nil)
  }

  @Test("a footer off its place after the rows change, the offset still, breaks placement there")
  func placementWithoutScrolling() throws {
    let script = "call scene customFooter rows 20\nwait 0.1\ncall rows 30\nwait 0.5\n"
    let failure = try #require(
      fuzzer.replay(script, footer: { DriftingFooter() }).failures.first)
    #expect(failure.rule == .placement, "\(failure)")
    let time = try #require(Double(failure.message.dropFirst(2).prefix { $0 != "s" }))
    #expect(time > 0.1 && time < 0.15, "caught within the frames after the rows came: \(time) s")
    let correct = fuzzer.replay(script, footer: { RefreshFooter() })
    #expect(correct.failures.isEmpty, "\(correct.failures.first?.description ?? "")")
  }

  @Test(
    "content moved under a finger breaks the rule: frames after a begin while it holds, or at the begin when it moves on at once",
    arguments: [
      (true, "hold 0.3", "a finger holds the content still at"),
      (false, "move 0 20 0.2", "after (a begin under the finger): rule fingerHoldsContent"),
    ])
  func scriptedMovesUnderFinger(late: Bool, then step: String, message: String) throws {
    let script = """
      call scene customHeader rows 20
      down 187 300
      move 0 20 0.2
      call begin
      \(step)
      lift
      """
    let header: @MainActor () -> RefreshHeader = {
      late ? LateScrollingHeader() : ScrollingHeader()
    }
    let failure = try #require(RefreshFuzzer(seed: 7).replay(script, header: header).failures.first)
    #expect(failure.rule == .fingerHoldsContent, "\(failure)")
    #expect(failure.message.contains(message), "\(failure.message)")
    let still = RefreshFuzzer(seed: 7).replay(script, header: { RefreshHeader() })
    #expect(still.failures.isEmpty, "\(still.failures.first?.description ?? "")")
  }

  @Test(
    "a table taken off screen and back within one frame, mid-pull, is judged afresh: its cancelled drag is no release"
  )
  func tableRemovedMidPull() {
    let script = """
      call scene customHeader rows 20
      down 187 300
      move 0 120 0.3
      call table.remove
      call table.restore
      hold 0.2
      lift
      wait 1
      """
    let result = RefreshFuzzer(seed: 7).replay(script, header: { RefreshHeader() })
    #expect(result.failures.isEmpty, "\(result.failures.first?.description ?? "")")
  }

  @Test("a header that scrolls when a begin arrives under a finger breaks fingerHoldsContent")
  func movesUnderFinger() throws {
    let failure = try #require(firstFailure(fuzzer) { ScrollingHeader() })
    #expect(failure.rule == .fingerHoldsContent)
    #expect(failure.message.contains("after (a begin under the finger): rule fingerHoldsContent"))
    let without = RefreshFuzzer(
      seed: 20_261_201, callsBackInto: false, actsWhileFingerIsDown: false)
    #expect(
      without.run(sequences: 8, corpus: .none, header: { ScrollingHeader() }).failures.isEmpty)
  }

  @Test(
    "the refreshing inset is judged from the frame 1 s into a refresh: one ending at 1.5 s is caught there"
  )
  func insetJudgedFromOneSecond() throws {
    let script = """
      call scene customHeader rows 40
      call begin
      wait 1.5
      call end
      wait 1
      """
    let failure = try #require(fuzzer.replay(script, header: { TallInsetHeader() }).failures.first)
    #expect(failure.rule == .refreshingInset)
    let time = try #require(Double(failure.message.dropFirst(2).prefix { $0 != "s" }))
    #expect(
      abs(time - (1 + 1.0 / 60)) < 0.0005,
      "caught at \(time) s: on the frame exactly 1 s after the begin, which came 1/60 s in")
  }

  @Test(
    "the refreshing inset is judged to a thousandth of a point on every edge: 0.00105 too many is caught, 0.00095 is not",
    arguments: [(1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1)]
      as [(CGFloat, CGFloat, CGFloat, CGFloat)])
  func insetJudgedToAThousandth(edge: (CGFloat, CGFloat, CGFloat, CGFloat)) throws {
    let script = "call scene customHeader rows 40\ncall begin\nwait 1.2\n"
    func failures(_ extra: CGFloat) -> [FuzzFailure] {
      fuzzer.replay(
        script,
        header: {
          let header = TallInsetHeader()
          header.extra = EdgeInsets(
            top: edge.0 * extra, left: edge.1 * extra, bottom: edge.2 * extra,
            right: edge.3 * extra)
          return header
        }
      ).failures
    }
    let caught = try #require(failures(0.001_05).first)
    #expect(caught.rule == .refreshingInset, "\(caught)")
    #expect(failures(0.000_95).isEmpty, "\(failures(0.000_95).first?.description ?? "")")
  }

  @Test("an end asked, then a begin at the same instant: the new refresh is not judged by that end")
  func endThenBeginAtOnce() {
    let script =
      "call scene customHeader rows 20\ncall begin\nwait 1\ncall end\ncall begin\nwait 4\n"
    let report = fuzzer.replay(script, header: { RefreshHeader() })
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
  }

  @Test("a header adding 10 points too many while refreshing breaks refreshingInset")
  func wrongInset() throws {
    let failure = try #require(firstFailure(fuzzer) { TallInsetHeader() })
    #expect(failure.rule == .refreshingInset)
    #expect(failure.message.contains("expected {"))
    let ignoring = fuzzer.ignoring([.refreshingInset])
    #expect(ignoring.ignoredRules == [.refreshingInset])
    #expect(ignoring.run(sequences: 8, header: { TallInsetHeader() }).failures.isEmpty)
  }
}
