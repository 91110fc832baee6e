import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite

@MainActor
@Suite("The corpus and the shards of a run")
struct FuzzCorpusTests {
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("fuzz-corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static var isCI: Bool {
    guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
    return !value.isEmpty && value != "0" && value.lowercased() != "false"
  }

  @Test(
    "CI is CI unless empty, 0 or false: a failure is written to the corpus only outside it",
    arguments: [
      ([:], true), (["CI": ""], true), (["CI": "0"], true), (["CI": "false"], true),
      (["CI": "FALSE"], true), (["CI": "1"], false), (["CI": "true"], false),
      (["CI": "yes"], false), (["CI": "00"], false),
    ] as [([String: String], Bool)])
  func writesOutsideCI(environment: [String: String], writes: Bool) {
    #expect(FuzzCorpus.writesFailures(under: environment) == writes)
  }

  @Test("the corpus's scripts replay before the random sequences; a failing one names its file")
  func corpusReplaysFirst() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let passing = "call scene customHeader rows 5\ncall begin\nwait 1\nexpect state refreshing\n"
    let failing = "call scene customHeader rows 5\ncall begin\nwait 1\nexpect state normal\n"
    try Data(passing.utf8).write(to: folder.appendingPathComponent("a.script"))
    try Data(failing.utf8).write(to: folder.appendingPathComponent("b.script"))
    try Data("not a script".utf8).write(to: folder.appendingPathComponent("c.txt"))
    let report = RefreshFuzzer(seed: 1).run(
      sequences: 2, corpus: .folder(folder, recordsFailures: false), header: { WordHeader() })
    #expect(report.corpusScripts == 2)
    #expect(report.sequences == 2)
    let failure = try #require(report.failures.first)
    #expect(failure.corpusFile == "b.script")
    #expect(failure.invariant == .expectation)
    #expect(failure.message.hasSuffix("expect state normal: found refreshing"))
    #expect(failure.description.hasPrefix("corpus script b.script (customHeader): "))
  }

  @Test(
    "a shrunk failure is written to the corpus (its folder made if new), unless CI is set, and replays first next time"
  )
  func shrunkFailureIsRecorded() throws {
    let parent = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = parent.appendingPathComponent("__FuzzCorpus__/MySuite")
    let fuzzer = RefreshFuzzer(seed: 20_261_201).stopping(afterFailures: 1)
    let report = fuzzer.run(
      sequences: 100, corpus: .folder(folder), header: { ArmRepeatingHeader() })
    let failure = try #require(report.failures.first)
    let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    if Self.isCI {
      #expect(written.isEmpty && failure.recordedAt == nil)
      return
    }
    #expect(written == ["rule.feedback-seed-20261201-sequence-\(failure.sequence).script"])
    #expect(failure.description.contains("written to the corpus: \(folder.path)"))
    let again = fuzzer.run(sequences: 0, corpus: .folder(folder), header: { ArmRepeatingHeader() })
    #expect(again.corpusScripts == 1 && again.failures.first?.rule == .feedback)
    let fixed = RefreshFuzzer(seed: 1).run(
      sequences: 0, corpus: .folder(folder),
      header: {
        let header = ArmRepeatingHeader()
        header.broken = false
        return header
      })
    #expect(fixed.corpusScripts == 1 && fixed.failures.isEmpty)
  }

  @Test("the corpus beside this test replays first: the trailer caught in the release instant")
  func corpusBesideTheTest() {
    let report = RefreshFuzzer(seed: 1).run(sequences: 0)
    #expect(report.corpusScripts == 1)
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
  }

  @Test("FUZZ_SHARD i/n: the shares play every sequence once; anything else is refused")
  func shards() throws {
    var covered: [Int] = []
    for index in 1...8 {
      let shard = try #require(try FuzzShard.fromEnvironment(["FUZZ_SHARD": "\(index)/8"]))
      covered += shard.share(of: 3..<1_003)
    }
    #expect(covered == Array(3..<1_003))
    #expect(try FuzzShard.fromEnvironment([:]) == nil)
    #expect(FuzzShard(index: 9, count: 8) == nil && FuzzShard(index: 0, count: 8) == nil)
    for bad in ["3", "0/8", "9/8", "a/b", "3/8/1", "-1/2"] {
      #expect(throws: FuzzScriptError.self, "\(bad)") {
        try FuzzShard.fromEnvironment(["FUZZ_SHARD": bad])
      }
    }
  }

  @Test("reports written by the shares merge into the whole run's counts")
  func reportsMerge() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fuzzer = RefreshFuzzer(seed: 7)
    let whole = fuzzer.run(sequences: 2, corpus: .none)
    for (index, range) in [0..<1, 1..<2].enumerated() {
      let share = fuzzer.run(sequences: range.count, from: range.lowerBound, corpus: .none)
      try JSONEncoder().encode(share).write(to: folder.appendingPathComponent("\(index).json"))
    }
    let merged = try FuzzReport(mergingReportsIn: folder)
    #expect(merged.summary == whole.summary)
    try Data("{}".utf8).write(to: folder.appendingPathComponent("z.json"))
    #expect(throws: FuzzScriptError.self) { try FuzzReport(mergingReportsIn: folder) }
  }
}
