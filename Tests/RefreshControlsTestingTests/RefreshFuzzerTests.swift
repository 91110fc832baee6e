import Foundation
import RefreshControlsTesting
import Testing
import ViewKitLite

@MainActor
@Suite("Refresh fuzzer")
struct RefreshFuzzerTests {
  @Test("8 sequences, 1 a style: every invariant holds on every frame; everything is released")
  func builtInSequences() {
    let report = RefreshFuzzer(seed: 20_261_129).run(sequences: 8)
    #expect(report.failures.isEmpty, "\(report.failures.first.map(String.init(describing:)) ?? "")")
    #expect(report.sequences == 8)
    #expect(report.corpusScripts == 11, "the fixed bugs beside this test replay first")
    #expect(report.actions >= 8 * 20)
    #expect(report.frames > 8 * 100)
    for style in FuzzStyle.builtIn {
      #expect(report.sequencesPerStyle[style] == 1, "\(style) in one sequence of eight")
    }
  }

  @Test("the same seed plays the same sequence")
  func reproducible() {
    let first = RefreshFuzzer(seed: 7).runSequence(3)
    let second = RefreshFuzzer(seed: 7).runSequence(3)
    #expect(first.frames == second.frames)
    #expect(first.checks == second.checks)
    #expect(first.actions == second.actions)
  }

  @Test("a fuzzer's settings clamp to what can play: one failure, no shrinking, 20 actions")
  func settingsClamp() {
    let fuzzer = RefreshFuzzer(seed: 1, actionsPerSequence: 5)
    #expect(fuzzer.actionsPerSequence == 20)
    #expect(RefreshFuzzer(seed: 1, actionsPerSequence: 21).actionsPerSequence == 21)
    #expect(fuzzer.failureLimit == nil, "every sequence plays unless told")
    #expect(fuzzer.stopping(afterFailures: 0).failureLimit == 1)
    #expect(fuzzer.stopping(afterFailures: -2).failureLimit == 1)
    #expect(fuzzer.stopping(afterFailures: 2).failureLimit == 2)
    #expect(fuzzer.shrinking(replays: -1).shrinkingReplays == 0)
    #expect(fuzzer.shrinking(replays: 3).shrinkingReplays == 3)
  }

  @Test("a run stops at its failure limit: 0 stops after the first, 2 after the second")
  func stopsAtTheLimit() {
    func failures(stoppingAfter limit: Int) -> Int {
      RefreshFuzzer(seed: 20_261_129).shrinking(replays: 0).stopping(afterFailures: limit)
        .run(sequences: 40, corpus: .none, header: { LeakingHeader() }).failures.count
    }
    #expect(failures(stoppingAfter: 0) == 1)
    #expect(failures(stoppingAfter: 2) == 2)
  }

  @Test("a report survives JSON, so runs split across processes merge to the same counts")
  func reportRoundTrip() throws {
    let fuzzer = RefreshFuzzer(seed: 7)
    let whole = fuzzer.run(sequences: 3)
    var merged = FuzzReport()
    for index in 0..<3 {
      let data = try JSONEncoder().encode(fuzzer.runSequence(index))
      merged.merge(try JSONDecoder().decode(FuzzReport.self, from: data))
    }
    #expect(merged.summary == whole.summary)
    #expect(merged.sequencesPerStyle == whole.sequencesPerStyle)
  }

  @Test(
    "sequences that long runs found failing pass now, played as they were found",
    arguments: [328_653, 653_803])
  func foundByLongRuns(sequence: Int) {
    let fuzzer = RefreshFuzzer(seed: 20_261_129, callsBackInto: false, actsWhileFingerIsDown: false)
    let report = fuzzer.runSequence(sequence)
    #expect(report.failures.isEmpty, "\(report.failures.first.map(String.init(describing:)) ?? "")")
  }
}
