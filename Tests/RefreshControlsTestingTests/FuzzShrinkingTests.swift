import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite
import ViewKitLiteHarness
import ViewKitLiteTesting

@MainActor
@Suite("Shrinking what the fuzzer finds")
struct FuzzShrinkingTests {
  static let fuzzer = RefreshFuzzer(seed: 20_261_201).stopping(afterFailures: 1)

  /// The lines of a script that do something: not its comments, not its `expect` lines.
  static func actionLines(_ script: String) -> [Substring] {
    script.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("expect ") }
  }

  @Test(
    "a broken header is found within 1,000 sequences, shrunk to at most 10 action lines",
    arguments: BrokenHeader.allCases)
  func foundAndShrunk(_ broken: BrokenHeader) throws {
    let report = Self.fuzzer.run(sequences: 1_000, corpus: .none, header: { broken.make() })
    let failure = try #require(report.failures.first)
    let shrunk = try #require(failure.shrunkScript, "\(failure)")
    #expect(failure.sequence < 1_000)
    #expect(Self.actionLines(shrunk).count <= 10, "\(failure)")
    #expect(failure.shrinkReplays <= 400)
    let check = failure.rule?.expectName ?? failure.invariant?.expectName ?? "-"
    #expect(shrunk.contains("expect \(check) held"), "\(shrunk)")
    try expectJudges(shrunk, broken)
    // What a user reads: the shrinker's passes, in their order, make exactly this.
    assertSnapshot(of: shrunk, as: .lines, named: "\(broken)")
  }

  /// The shrunk script fails on the broken header and passes on the correct one, replayed by
  /// the fuzzer and played by `GestureScript` on a ``FuzzScene``.
  func expectJudges(_ shrunk: String, _ broken: BrokenHeader) throws {
    let replayer = RefreshFuzzer(seed: 1)
    #expect(!replayer.replay(shrunk, header: { broken.make() }).failures.isEmpty)
    let fixed = replayer.replay(shrunk, header: { broken.make(fixed: true) })
    #expect(fixed.failures.isEmpty, "\(fixed.failures.first?.description ?? "")")
    let script = try GestureScript(shrunk)
    let brokenScene = try FuzzScene(script: shrunk, header: { broken.make() })
    let failing = script.play(in: brokenScene.window, vocabulary: brokenScene.vocabulary)
    #expect(failing.contains { !$0.passed }, "\(failing)")
    let fixedScene = try FuzzScene(script: shrunk, header: { broken.make(fixed: true) })
    let passing = script.play(in: fixedScene.window, vocabulary: fixedScene.vocabulary)
    #expect(!passing.isEmpty && passing.allSatisfy(\.passed), "\(passing)")
  }
}
