import CommandLineOptions
import Foundation

/// `swift run -c release Benchmarks [NAME…]`: speed and scale figures, each beside a baseline
/// measured in the same run, printed as Markdown tables for BENCHMARKS.md.
let arguments = Array(CommandLine.arguments.dropFirst())

switch arguments.first {
case "fuzz": exit(await FuzzCommand.run(Array(arguments.dropFirst())))
case "goals" where arguments.count == 1 || arguments.dropFirst() == ["--write"]:
  exit(GoalsBenchmark.run(write: arguments.count == 2))
case "gate" where arguments.count == 1: exit(GateBenchmark.run())
case "goals", "gate":
  FileHandle.standardError.write(
    Data(
      ("Benchmarks \(arguments[0]): unknown option '\(arguments[1])'; goals takes --write, "
        + "gate nothing\n").utf8))
  exit(64)
default: break
}

let choice: BenchmarkChoice
do {
  choice = try BenchmarkChoice.parse(arguments)
} catch {
  FileHandle.standardError.write(
    Data(BenchmarkChoice.table.failure(error, program: "Benchmarks").utf8))
  exit(64)
}
if choice.showHelp {
  print(BenchmarkChoice.table.help, terminator: "")
  exit(0)
}
for name in choice.names {
  switch name {
  case .observation: ObservationBenchmark.run()
  case .physics: PhysicsBenchmark.run()
  case .render: RenderBenchmark.run()
  case .scale: ScaleBenchmark.run()
  case .frame: FrameBenchmark.run()
  }
}
