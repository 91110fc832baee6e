import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite

/// A header that swallows every end: its refreshes never finish.
final class EndlessHeader: RefreshHeader {
  override func endRefreshing(completion: (@MainActor () -> Void)? = nil) {}
}

@MainActor
@Suite("Fuzzing with async loads")
struct AsyncLoadFuzzTests {
  /// A fuzzer for the loads: without held-finger gestures, which the other suites play, so
  /// these sequences stay as short as they were.
  static func fuzzer(seed: UInt64) -> RefreshFuzzer {
    RefreshFuzzer(seed: seed, actsWhileFingerIsDown: false)
  }

  @Test("8 sequences of the built-in styles, one each, loading asynchronously: all invariants hold")
  func builtInStyles() async {
    let report = await Self.fuzzer(seed: 20_261_130).runWithAsyncLoads(sequences: 8)
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
    #expect(report.sequences == 8 && report.sequencesPerStyle.count == 8)
    #expect(report.frames > 8 * 300)
  }

  @Test("a header and a footer of your own, 3 sequences each, loading asynchronously")
  func ownControls() async {
    let fuzzer = Self.fuzzer(seed: 11)
    let headers = await fuzzer.runWithAsyncLoads(sequences: 3, header: { WordHeader() })
    let footers = await fuzzer.runWithAsyncLoads(sequences: 3, footer: { PercentFooter() })
    #expect(headers.failures.isEmpty, "\(headers.failures.first?.description ?? "")")
    #expect(footers.failures.isEmpty, "\(footers.failures.first?.description ?? "")")
  }

  @Test("the same seed plays the same async sequence, load for load")
  func reproducible() async {
    let fuzzer = Self.fuzzer(seed: 5)
    let first = await fuzzer.runSequenceWithAsyncLoads(3)
    let second = await fuzzer.runSequenceWithAsyncLoads(3)
    #expect(first.actions == second.actions && first.frames == second.frames)
    #expect(first.checks == second.checks)
  }

  @Test("a refresh its load cannot end is caught, with how to replay it")
  func endlessRefreshCaught() async throws {
    let report = await Self.fuzzer(seed: 7).runWithAsyncLoads(
      sequences: 2, header: { EndlessHeader() })
    let failure = try #require(
      report.failures.first { $0.message.contains("no load running, the control is still") })
    #expect(failure.asyncLoads)
    #expect(failure.shrunkScript == nil && failure.shrinkReplays == 0, "kept as found: unshrunk")
    #expect(failure.description.contains("runSequenceWithAsyncLoads(\(failure.sequence), header:"))
    #expect(!failure.actions.filter { $0.hasPrefix("(a load of") }.isEmpty)
    let lines = failure.script.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lines.first?.hasPrefix("call scene customHeader") == true, "\(failure.script)")
    #expect(lines.contains { $0.hasPrefix("wait ") }, "every step played is in the script")
    #expect(lines.count > 2, "\(failure.script)")
  }

}
