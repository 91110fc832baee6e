import Foundation
import RefreshControlsTesting

/// `swift run -c release Benchmarks goals [--write]`: measures every row of BENCHMARKS.md's
/// Goals table that one release binary at this commit measures in under two minutes, and
/// prints the table with this commit and today's date on those rows; the others keep the
/// figures and the commits they name. `--write` puts the table into BENCHMARKS.md.
@MainActor
enum GoalsBenchmark {
  /// The file the table lives in, from the package's folder.
  static let file = "BENCHMARKS.md"

  static func run(write: Bool) -> Int32 {
    guard let document = try? String(contentsOfFile: file, encoding: .utf8),
      let table = GoalsTable(document: document)
    else {
      return fail("no Goals table in \(file): run it from the package's folder")
    }
    if let line = table.unreadable.first {
      return fail(
        "\(file)'s Goals table has a line that is not a row of five cells with yes, no or — "
          + "as its fourth: \(line)\nFix it (or every such line: \(table.unreadable.count)); "
          + "nothing was measured or written.")
    }
    let stamp = "\(Commit.current), \(Commit.today)"
    let merged = table.merging(measure(stamp: stamp))
    print("### goals at \(stamp)\n")
    print(merged.markdown + "\n")
    guard write else { return 0 }
    guard let updated = merged.replacing(in: document),
      (try? updated.write(toFile: file, atomically: true, encoding: .utf8)) != nil
    else { return fail("could not write \(file)") }
    print("written into \(file)")
    return 0
  }

  /// The rows measured now, each stamped `stamp`.
  static func measure(stamp: String) -> [GoalRow] {
    let ratio = { (goal: String, value: Double, limit: Double, shown: String) in
      GoalRow(
        goal: goal, figure: Report.format(value), limit: shown, isMet: value <= limit,
        measuredAt: stamp)
    }
    let observation = ObservationBenchmark.goals()
    let render = RenderBenchmark.goals()
    let scale = ScaleBenchmark.goals()
    let speedup = PhysicsBenchmark.speedup()
    let growth = ScaleBenchmark.session().growth
    let frame = FrameBenchmark.measure(rounds: 5, sequences: 60)
    let fuzz = fuzzFigures()
    var rows = zip(Labels.observation, observation).map { label, goal in
      ratio(label, goal.ratio, goal.limit, limitText(goal.limit))
    }
    rows.append(
      GoalRow(
        goal: Labels.physics, figure: String(Int(speedup.rounded())), limit: "≥ 1,000",
        isMet: speedup >= 1000, measuredAt: stamp))
    rows += zip(Labels.render + Labels.scale, render + scale).map { label, goal in
      ratio(label, goal.ratio, goal.limit, limitText(goal.limit))
    }
    rows[rows.count - 1].limit += " (linear)"
    rows.append(
      GoalRow(
        goal: Labels.memory, figure: growth.map { "\(Report.format($0)) %" } ?? "not measured",
        limit: "< 5 %", isMet: (growth ?? .infinity) < 5, measuredAt: stamp))
    rows.append(ratio(Labels.frame, frame.ratio, FrameBenchmark.limit, "≤ 3"))
    rows.append(ratio(Labels.screenReader, fuzz.screenReaderRatio, 1.5, "≤ 1.5"))
    rows.append(ratio(Labels.sequence, fuzz.millisecondsPerSequence, 4, "4"))
    return rows
  }

  /// A limit as the table writes it: a whole number without decimals.
  static func limitText(_ limit: Double) -> String {
    limit == limit.rounded() ? String(Int(limit)) : Report.format(limit)
  }

  /// The goals' words, as the table names them.
  enum Labels {
    static let observation = [
      "(a) `@Dynamic` set ÷ `@Observable` set", "(a) `@Dynamic` get ÷ `@Observable` get",
      "(b) set with one typed observer ÷ `NotificationCenter` post",
      "(c) set with one by-key observer (`.new`) ÷ post",
    ]
    static let physics = "physics: a 2 s pull, release and settle at 120 Hz, × real time"
    static let render = [
      "render: a frame over 1,000 rows ÷ the visible rows alone",
      "render: a frame over 1,000,000 rows ÷ the visible rows alone",
    ]
    static let scale = [
      "scale: a frame with 10,000 views off screen ÷ the visible part",
      "scale: per-observer cost with 10,000 observers ÷ with 100",
    ]
    static let memory =
      "scale: resident memory, minute 10 ÷ minute 1 of continuous pulling at 120 Hz"
    static let frame =
      "frame: a fuzzed frame, every check (seed 99) ÷ a physics frame, in one process "
      + "(`Benchmarks frame`)"
    static let screenReader =
      "fuzz: release, with the screen reader ÷ without (`--sequences 1000 --seed 99`)"
    static let sequence = "fuzz: release, ms a sequence (`fuzz --sequences 1000 --seed 99`)"
  }

  /// 1,000 sequences of seed 99 with the screen reader and without: their ratio, and the
  /// milliseconds a sequence with it (the fuzzer's defaults).
  static func fuzzFigures() -> (screenReaderRatio: Double, millisecondsPerSequence: Double) {
    let with = FrameBenchmark.time {
      _ = RefreshFuzzer(seed: 99).run(sequences: 1000, corpus: .none)
    }
    let without = FrameBenchmark.time {
      _ = RefreshFuzzer(seed: 99, usesScreenReader: false).run(sequences: 1000, corpus: .none)
    }
    return (with / without, with)
  }

  static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("Benchmarks goals: \(message)\n".utf8))
    return 1
  }
}
