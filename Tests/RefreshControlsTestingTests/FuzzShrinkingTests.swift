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

/// The shrinker's passes, each against a stand-in for a replay that fails on a rule of words.
@MainActor
@Suite("The shrinker's passes")
struct FuzzShrinkerPassTests {
  /// The total of a step's number at `index` over the lines starting with `command`.
  static func total(_ command: String, field index: Int, in script: String) -> Double {
    var sum = 0.0
    for line in script.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard words.count > index, words[0] == command, let value = Double(words[index]) else {
        continue
      }
      sum += value
    }
    return sum
  }

  @Test("what the failure does not need goes: other actions, a gesture, rows; two waits become one")
  func dropsAndMergesWaits() throws {
    let script = """
      call scene hwHeader rows 12
      wait 0.5
      call begin
      wait 1
      wait 1
      down 100 300
      move 0 50 0.2
      lift
      call end

      """
    let shrunk = try FuzzShrinker.shrink(script: script) { candidate in
      candidate.contains("\ncall begin\n") && Self.total("wait", field: 1, in: candidate) >= 2
    }
    #expect(shrunk == "call scene hwHeader rows 0\ncall begin\nwait 2\n")
  }

  @Test("rows the failure needs are halved while it still fails, never cut below what it needs")
  func halvesRows() throws {
    func rows(_ script: String) -> Int {
      script.split(separator: "\n").first?.split(separator: " ").last.flatMap { Int($0) } ?? -1
    }
    let script = "call scene hwHeader rows 12\ncall begin\nwait 1\n"
    let shrunk = try FuzzShrinker.shrink(script: script) { rows($0) >= 6 }
    #expect(rows(shrunk) == 6, "12 halves to 6; 3 and none no longer fail: \(shrunk)")
    let needsAll = try FuzzShrinker.shrink(script: script) { rows($0) >= 7 }
    #expect(rows(needsAll) == 12)
  }

  @Test("two moves of a gesture become one as far and as long; the gesture's other steps stay")
  func mergesMovesKeepingTheGesture() throws {
    let script = """
      call scene hwHeader rows 12
      down 100 300
      move 0 60 0.2
      move 0 60 0.2
      hold 0.5
      lift

      """
    let shrunk = try FuzzShrinker.shrink(script: script) { candidate in
      let lines = candidate.split(separator: "\n")
      return lines.contains { $0.hasPrefix("down ") } && lines.contains { $0.hasPrefix("hold ") }
        && lines.last == "lift" && Self.total("move", field: 2, in: candidate) >= 100
    }
    let commands = shrunk.split(separator: "\n").dropFirst().map { $0.prefix { $0 != " " } }
    #expect(commands == ["down", "move", "hold", "lift"], "\(shrunk)")
    #expect(Self.total("move", field: 2, in: shrunk) >= 100)
  }

  @Test("the last two steps of a gesture left open merge too, when both are moves")
  func mergesTheLastTwoMoves() throws {
    let script = "call scene hwHeader rows 12\ndown 100 300\nmove 0 60 0.2\nmove 0 60 0.2\n"
    let shrunk = try FuzzShrinker.shrink(script: script) { candidate in
      candidate.contains("\ndown ") && Self.total("move", field: 2, in: candidate) >= 100
    }
    let moves = shrunk.split(separator: "\n").filter { $0.hasPrefix("move ") }
    #expect(moves.count == 1, "\(shrunk)")
    #expect(Self.total("move", field: 2, in: shrunk) >= 100)
  }

  @Test(
    "a gesture left open at the end, its finger still down, is one unit the shrunk script keeps")
  func keepsAGestureLeftOpen() throws {
    let script = "call scene hwHeader rows 12\nwait 1\ndown 100 300\nmove 0 60 0.2\n"
    let fails: @MainActor (String) -> Bool = { $0.contains("\ndown ") && $0.contains("\nmove ") }
    let shrunk = try FuzzShrinker.shrink(script: script, failsWhen: fails)
    #expect(fails(shrunk), "the shrunk script still fails: \(shrunk)")
    #expect(!shrunk.contains("wait"), "\(shrunk)")
  }

  @Test("a round that drops nothing ends the shrinking: a larger budget asks no more replays")
  func stopsAtItsSmallest() throws {
    let script = "call scene hwHeader rows 12\nwait 1\ncall begin\nwait 1\ncall end\n"
    func replays(budget: Int) throws -> Int {
      var asked = 0
      _ = try FuzzShrinker.shrink(script: script, budget: budget) { candidate in
        asked += 1
        return candidate.contains("\ncall begin\n")
      }
      return asked
    }
    let asked = try replays(budget: 400)
    #expect(asked < 400)
    #expect(try replays(budget: 4_000) == asked)
  }

  @Test("the budget bounds the replays: with none left the script comes back as it was")
  func budget() throws {
    let script = "call scene hwHeader rows 12\nwait 1\ncall begin\n"
    var asked = 0
    let shrunk = try FuzzShrinker.shrink(script: script, budget: 0) { _ in
      asked += 1
      return true
    }
    #expect(asked == 0 && shrunk == script)
  }
}
