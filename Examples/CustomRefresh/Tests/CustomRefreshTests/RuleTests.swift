import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite

// Three headers a user might write with a bug each, and the rule of RefreshHeader the fuzzer
// names for it, from outside the package.

/// Arms half a point short of its threshold: its own pull rule, written with a slip.
final class EagerHeader: RefreshHeader {
  override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard let scrollView, state != .refreshing else { return }
    let pull = -(scrollView.contentOffset.y + scrollViewOriginalInset.top)
    pullingPercent = max(pull, 0) / threshold
    followPull(pastThreshold: pull > threshold - 0.5)
  }
}

/// Scrolls itself into view when it starts refreshing, even while a finger holds the content.
final class JumpyHeader: RefreshHeader {
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    guard state == .refreshing, let scrollView else { return }
    scrollView.contentOffset.y = -(scrollViewOriginalInset.top + frame.height)
  }
}

/// Shows itself with half its height while refreshing.
final class ShortInsetHeader: RefreshHeader {
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      setInsetContribution(EdgeInsets(top: frame.height / 2, left: 0, bottom: 0, right: 0))
    }
  }
}

@MainActor
@Suite("The fuzzer names the rule a header breaks")
struct RuleTests {
  let fuzzer = RefreshFuzzer(seed: 42)

  @Test("arming half a point early: arming")
  func eager() throws {
    let failure = try #require(
      fuzzer.run(sequences: 60, corpus: .none, header: { EagerHeader() }).failures.first)
    #expect(failure.rule == .arming)
    #expect(failure.message.contains("rule arming"))
  }

  @Test("scrolling when a begin arrives under a finger: fingerHoldsContent")
  func jumpy() throws {
    let failure = try #require(
      fuzzer.run(sequences: 60, corpus: .none, header: { JumpyHeader() }).failures.first)
    #expect(failure.rule == .fingerHoldsContent)
  }

  @Test("the wrong inset while refreshing: refreshingInset")
  func shortInset() throws {
    let report = fuzzer.run(sequences: 60, corpus: .none, header: { ShortInsetHeader() })
    let failure = try #require(report.failures.first)
    #expect(failure.rule == .refreshingInset)
    let shrunk = try #require(failure.shrunkScript)
    #expect(failure.description.contains("replay(script, header: { … })"))
    #expect(
      fuzzer.replay(shrunk, header: { ShortInsetHeader() }).failures.first?.rule == .refreshingInset
    )
  }
}
