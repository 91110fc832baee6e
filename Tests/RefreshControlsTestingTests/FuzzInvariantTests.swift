import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite

/// Calls its callback a second time itself, the moment its refresh begins.
final class TwiceCallingHeader: RefreshHeader {
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing { refreshingCallback?() }
  }
}

/// Drops the app's callback when its refresh begins: a refresh that never calls back.
final class CallbackDroppingHeader: RefreshHeader {
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing { refreshingCallback = nil }
  }
}

/// Also posts a layout change carrying its refreshing words, which a screen reader speaks too.
final class TwiceSpeakingHeader: RefreshHeader {
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    guard state == .refreshing, let text = accessibilityAnnouncement(for: .refreshing) else {
      return
    }
    window?.post(notification: .layoutChanged, argument: text)
  }
}

/// Defers its callback and never sends it: a refresh that ends without calling back, which no
/// per-frame rule judges (a deferred callback may wait).
final class DeferringSilentHeader: RefreshHeader {
  override var defersRefreshingCallback: Bool { true }
}

/// Throws the content `extra` points past the rubber band's reach (the scroll view's height past
/// a limit) the moment its refresh begins: above the top, or with `below` under the bottom.
final class OverreachingHeader: RefreshHeader {
  var extra: CGFloat = 0
  var below = false

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    guard state == .refreshing, let scrollView else { return }
    let limits = scrollView.verticalLimits
    let reach = scrollView.bounds.height + extra
    scrollView.contentOffset.y = below ? limits.upperBound + reach : limits.lowerBound - reach
  }
}

@MainActor
@Suite("The fuzzer's invariants: what each allows, and what it catches")
struct FuzzInvariantTests {
  @Test(
    "the rubber band's reach is the bounds' length past a limit: an offset at it is within, half a point past is caught",
    arguments: [false, true])
  func rubberBandReachAtItsEdge(below: Bool) throws {
    func failure(_ extra: CGFloat) -> FuzzFailure? {
      RefreshFuzzer(seed: 1).replay(
        "call scene customHeader rows 20\ncall begin\nwait 0.1\n",
        header: {
          let header = OverreachingHeader()
          header.extra = extra
          header.below = below
          return header
        }
      ).failures.first
    }
    let past = try #require(failure(0.5))
    #expect(past.invariant == .rubberBand, "\(past)")
    #expect(failure(0)?.invariant != .rubberBand, "\(failure(0)?.description ?? "")")
  }

  @Test("a second callback is caught while the refresh still runs, not only when it ends")
  func secondCallbackCaughtAtOnce() throws {
    let report = RefreshFuzzer(seed: 1).replay(
      "call scene customHeader rows 20\ncall begin\nwait 0.5\nexpect state refreshing\n",
      header: { TwiceCallingHeader() })
    let failure = try #require(report.failures.first)
    #expect(failure.invariant == .callbackOnce, "\(failure)")
    #expect(failure.message.contains("called its callback 2 times"), "\(failure.message)")
  }

  @Test("a refresh that never calls back is caught while it runs; the same refresh called back not")
  func silentRefreshCaught() throws {
    let script = "call scene customHeader rows 20\ncall begin\nwait 1.5\ncall end\nwait 1\n"
    let silent = RefreshFuzzer(seed: 1).replay(script, header: { CallbackDroppingHeader() })
    let failure = try #require(silent.failures.first)
    #expect(failure.rule == .callback, "\(failure)")
    #expect(failure.message.contains("after wait 1.5"), "caught before the end: \(failure.message)")
    let correct = RefreshFuzzer(seed: 1).replay(script, header: { RefreshHeader() })
    #expect(correct.failures.isEmpty, "\(correct.failures.first?.description ?? "")")
  }

  @Test(
    "a refresh that ends uncalled is caught once it ran a second on screen: at 1.05 s, not at 0.95 s",
    arguments: [0.95, 1.05])
  func uncalledRefreshJudgedBySeconds(seconds: Double) {
    let script = "call scene customHeader rows 20\ncall begin\nwait \(seconds)\ncall end\nwait 1\n"
    let report = RefreshFuzzer(seed: 1).replay(script, header: { DeferringSilentHeader() })
    let messages = report.failures.map(\.message)
    #expect(messages.count == (seconds > 1 ? 1 : 0), "\(messages)")
    let said = "a second long on screen ended without its callback"
    #expect(messages.allSatisfy { $0.contains(said) })
  }

  @Test("a hidden automatic footer adds no inset, and the idle inset is the app's own")
  func hiddenAutoFooterIdleInset() throws {
    let scene = try FuzzScene(script: "call scene hwAutoFooter rows 20\n")
    var views = scene.window.subviews
    var found: AutoRefreshFooter?
    while let view = views.popLast() {
      if let footer = view as? AutoRefreshFooter { found = footer }
      views += view.subviews
    }
    let footer = try #require(found)
    let table = try #require(footer.scrollView)
    #expect(table.contentInset.bottom == footer.frame.height, "shown, it adds its height")
    footer.isHidden = true
    scene.window.advance(by: 0.5)
    #expect(table.contentInset.bottom == 0)
    #expect(scene.failure == nil, "\(scene.failure ?? "")")
    footer.isHidden = false
    scene.window.advance(by: 0.5)
    #expect(table.contentInset.bottom == footer.frame.height)
    #expect(scene.failure == nil, "\(scene.failure ?? "")")
  }

  @Test("a refresh's words spoken twice, once in a layout change, break announcedOnce; once not")
  func spokenTwice() throws {
    let script = "call scene customHeader rows 20\ncall begin\nwait 1\ncall end\nwait 1\n"
    let twice = RefreshFuzzer(seed: 1).replay(script, header: { TwiceSpeakingHeader() })
    let failure = try #require(twice.failures.first)
    #expect(failure.invariant == .announcedOnce, "\(failure)")
    #expect(failure.message.contains("announced 2 times"), "\(failure.message)")
    let once = RefreshFuzzer(seed: 1).replay(script, header: { RefreshHeader() })
    #expect(once.failures.isEmpty, "\(once.failures.first?.description ?? "")")
  }
}
