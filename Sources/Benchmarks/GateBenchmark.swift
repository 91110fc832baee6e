import Foundation

/// `swift run -c release Benchmarks gate`: CI's quick check of the ratios, each measured in
/// one process so a slow or busy machine moves both sides: the fuzzed frame ÷ the physics
/// frame, the observation ratios and the render ratios. A ratio fails when it passes its limit
/// by more than 25 %: its goal's limit from BENCHMARKS.md, or, for a goal the table records as
/// not met, the figure it records, so the gate still catches a slide from where it stands.
@MainActor
enum GateBenchmark {
  /// One ratio the gate judges.
  struct Check: Sendable {
    let goal: String
    let ratio: Double
    let limit: Double

    var failsAbove: Double { limit * 1.25 }
    var passes: Bool { ratio <= failsAbove }
  }

  static func run() -> Int32 {
    let recorded = (try? String(contentsOfFile: GoalsBenchmark.file, encoding: .utf8))
      .flatMap(GoalsTable.init(document:))
    let frame = FrameBenchmark.measure(rounds: 7, sequences: 60)
    let labels = GoalsBenchmark.Labels.self
    var checks = [
      check(labels.frame, frame.ratio, goal: FrameBenchmark.limit, recorded: recorded)
    ]
    let goals =
      Array(zip(labels.observation, ObservationBenchmark.goals()))
      + Array(zip(labels.render, RenderBenchmark.goals()))
    for (label, goal) in goals {
      checks.append(check(label, goal.ratio, goal: goal.limit, recorded: recorded))
    }
    print("### gate: each ratio within 25 % of its limit\n")
    print("| ratio | measured | limit | fails above | passes |")
    print("|---|---:|---:|---:|:---:|")
    for check in checks {
      print(
        "| \(check.goal) | \(Report.format(check.ratio)) | \(Report.format(check.limit)) | "
          + "\(Report.format(check.failsAbove)) | \(check.passes ? "yes" : "NO") |")
    }
    print()
    return checks.allSatisfy(\.passes) ? 0 : 1
  }

  /// The check of `goal`: its limit, or the figure the table records when it records the goal
  /// as not met.
  static func check(
    _ goal: String, _ ratio: Double, goal limit: Double, recorded: GoalsTable?
  ) -> Check {
    guard let row = recorded?.row(goal), row.isMet == false, let figure = Double(row.figure) else {
      return Check(goal: goal, ratio: ratio, limit: limit)
    }
    return Check(goal: goal, ratio: ratio, limit: max(limit, figure))
  }
}
