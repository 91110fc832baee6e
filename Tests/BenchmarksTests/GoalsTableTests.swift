import Testing

@testable import Benchmarks

/// BENCHMARKS.md's Goals table: read, merged with what was measured now, written back in
/// place; and the gate's limits, read from it.
@MainActor
struct GoalsTableTests {
  static let document = """
    # Benchmarks

    ## Goals

    | goal | figure | limit | met | measured at |
    |---|---:|---:|:---:|---|
    | render: a frame | 1.01 | 1.2 | yes | 5881fd3, 2026-11-29 |
    | fuzz: a million sequences | 1,000,000 of 1,000,000 | 1,000,000 passing | yes | fd497ee, 2026-11-29 |
    | frame: fuzzed ÷ physics | 11.37 | ≤ 3 | no | e29b012, 2026-12-02 |
    | mutation score, a fresh sample | 63.2 % (180 of 285) | — | — | d9e2465, 2026-12-03 |

    How (b) and (c) are met.
    """

  @Test("a measured row replaces its goal's row in place; the others keep their commits")
  func merging() throws {
    let table = try #require(GoalsTable(document: Self.document))
    #expect(
      table.rows.map(\.goal) == [
        "render: a frame", "fuzz: a million sequences", "frame: fuzzed ÷ physics",
        "mutation score, a fresh sample",
      ])
    #expect(table.row("frame: fuzzed ÷ physics")?.isMet == false)
    #expect(table.row("mutation score, a fresh sample")?.isMet == nil, "no limit: —")
    let now = GoalRow(
      goal: "render: a frame", figure: "0.98", limit: "1.2", isMet: true,
      measuredAt: "abc1234, 2026-12-03")
    let added = GoalRow(
      goal: "scale: new", figure: "1.0", limit: "1.2", isMet: true,
      measuredAt: "abc1234, 2026-12-03")
    let merged = table.merging([now, added])
    #expect(
      merged.rows.map(\.goal) == [
        "render: a frame", "fuzz: a million sequences", "frame: fuzzed ÷ physics",
        "mutation score, a fresh sample", "scale: new",
      ])
    #expect(merged.rows[0] == now)
    #expect(merged.rows[1].measuredAt == "fd497ee, 2026-11-29")
    let written = try #require(merged.replacing(in: Self.document))
    #expect(
      written.hasPrefix("# Benchmarks\n\n## Goals\n\n| goal | figure | limit | met | measured at |")
    )
    #expect(
      written.contains("| render: a frame | 0.98 | 1.2 | yes | abc1234, 2026-12-03 |\n| fuzz"))
    #expect(
      written.contains("| 63.2 % (180 of 285) | — | — | d9e2465, 2026-12-03 |\n| scale: new"),
      "a row with no limit is kept as it was")
    #expect(
      written.hasSuffix(
        "| scale: new | 1.0 | 1.2 | yes | abc1234, 2026-12-03 |\n\nHow (b) and (c) are met."))
    #expect(GoalsTable(document: written) == merged)
  }

  @Test("a document without the table, and rows that are not five cells, are not read")
  func refused() throws {
    #expect(GoalsTable(document: "# Benchmarks\n\n| a | b |") == nil)
    #expect(GoalRow(markdown: "| a | b | c | yes |") == nil)
    #expect(GoalRow(markdown: "| a | b | c | maybe | d |") == nil)
    #expect(GoalRow(markdown: "| a | b | c | no | d |")?.isMet == false)
    #expect(GoalRow(markdown: "| a | b | — | — | d |")?.markdown == "| a | b | — | — | d |")
  }

  @Test("a line of the table that is no row is kept aside by name, not dropped without a word")
  func unreadableLine() throws {
    let line = "| mutation score, tuned | 98.7 % | ≥ 90 % | no (untouched) | b0d5eb5, 2026-12-04 |"
    let document = Self.document.replacingOccurrences(
      of: "| fuzz: a million", with: line + "\n| fuzz: a million")
    let table = try #require(GoalsTable(document: document))
    #expect(table.unreadable == [line])
    #expect(table.rows.count == 4, "the rows around it are read")
    #expect(try #require(GoalsTable(document: Self.document)).unreadable.isEmpty)
  }

  @Test("the gate holds a met goal to its limit, and an unmet one to the figure recorded")
  func gateLimits() throws {
    let table = try #require(GoalsTable(document: Self.document))
    let met = GateBenchmark.check("render: a frame", 1.4, goal: 1.2, recorded: table)
    #expect(met.limit == 1.2 && met.passes)
    #expect(!GateBenchmark.check("render: a frame", 1.51, goal: 1.2, recorded: table).passes)
    let unmet = GateBenchmark.check("frame: fuzzed ÷ physics", 14.2, goal: 3, recorded: table)
    #expect(unmet.limit == 11.37 && unmet.passes)
    #expect(!GateBenchmark.check("frame: fuzzed ÷ physics", 14.3, goal: 3, recorded: table).passes)
    #expect(GateBenchmark.check("frame: fuzzed ÷ physics", 3.7, goal: 3, recorded: nil).passes)
    #expect(!GateBenchmark.check("frame: fuzzed ÷ physics", 3.8, goal: 3, recorded: nil).passes)
  }
}
