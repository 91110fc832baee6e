import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Refresh fuzzer")
struct RefreshFuzzerTests {
  @Test("200 fixed sequences: every invariant holds on every frame, and everything is released")
  func twoHundredSequences() {
    let report = RefreshFuzzer(seed: 20_261_129).run(sequences: 200)
    #expect(report.failures.isEmpty, "\(report.failures.first.map(String.init(describing:)) ?? "")")
    #expect(report.sequences == 200)
    #expect(report.actions >= 200 * 20)
    #expect(report.frames > 200 * 100)
    for style in FuzzStyle.allCases {
      #expect((report.sequencesPerStyle[style] ?? 0) * 10 >= 200, "\(style) in at least a tenth")
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
}
