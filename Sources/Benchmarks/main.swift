import Foundation

/// `swift run -c release Benchmarks [NAME…]`: speed and scale figures, each beside a baseline
/// measured in the same run, printed as Markdown tables for BENCHMARKS.md.
let available = ["observation", "physics", "render", "scale"]
let requested = Array(CommandLine.arguments.dropFirst())
let names = requested.isEmpty ? available : requested

if names.first == "fuzz" {
  exit(await FuzzCommand.run(Array(names.dropFirst())))
}

for name in names {
  switch name {
  case "observation":
    ObservationBenchmark.run()
  case "physics":
    PhysicsBenchmark.run()
  case "render":
    RenderBenchmark.run()
  case "scale":
    ScaleBenchmark.run()
  case "--help", "-h":
    print("usage: Benchmarks [\(available.joined(separator: "|"))]…")
    print("       \(FuzzOptions.usage)")
  default:
    let choices = available.joined(separator: ", ")
    FileHandle.standardError.write(
      Data("Benchmarks: unknown benchmark '\(name)'; choose from \(choices), or fuzz.\n".utf8))
    exit(64)
  }
}
