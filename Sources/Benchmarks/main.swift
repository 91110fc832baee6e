import CommandLineOptions
import Foundation

/// `swift run -c release Benchmarks [NAME…]`: speed and scale figures, each beside a baseline
/// measured in the same run, printed as Markdown tables for BENCHMARKS.md.
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "fuzz" {
  exit(await FuzzCommand.run(Array(arguments.dropFirst())))
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
