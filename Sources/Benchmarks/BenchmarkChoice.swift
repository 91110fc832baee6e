import CommandLineOptions
import Foundation

/// Which benchmarks `swift run -c release Benchmarks` runs, read from its words.
struct BenchmarkChoice: Equatable, Sendable {
  /// A benchmark, by the word that runs it.
  enum Name: String, CaseIterable, Sendable {
    case observation, physics, render, scale, frame
  }

  /// The benchmarks asked for, in order; every one when none is named.
  var names: [Name] = []
  /// Whether `--help` was asked for.
  var showHelp = false

  /// The words, one row each: what `--help` shows and what ``parse(_:)`` reads.
  static let table = OptionTable<BenchmarkChoice>(
    usage:
      "swift run -c release Benchmarks [observation|physics|render|scale|frame]… "
      + "| goals [--write] | gate | fuzz [options]",
    summary: "Speed and scale figures, each beside a baseline measured in the same run, printed "
      + "as Markdown tables for BENCHMARKS.md. With no word, every benchmark but fuzz.",
    heading: "BENCHMARKS",
    options: [
      .flag("observation", help: "Setting and observing properties, against plain stores.") {
        $0.names.append(.observation)
      },
      .flag("physics", help: "A scroll view's frame: drag, momentum and bounce.") {
        $0.names.append(.physics)
      },
      .flag("render", help: "Pictures of scenes, by size and by what they draw.") {
        $0.names.append(.render)
      },
      .flag("scale", help: "Frames of trees and tables that grow.") { $0.names.append(.scale) },
      .flag("frame", help: "A fuzzed frame beside a physics frame, and the scene alone.") {
        $0.names.append(.frame)
      },
      .flag("--help", "-h", help: "Show this help, and fuzz's.") { $0.showHelp = true },
    ],
    epilogue: "goals, first, measures the rows of BENCHMARKS.md's Goals table that take under "
      + "two minutes and prints the table, this commit on those rows; with --write, into the "
      + "file. gate, first, checks CI's ratios: each within 25 % of its limit.\n\n"
      + "fuzz, first, plays fuzzed sequences instead; its options:\n\n"
      + FuzzOptions.table.help,
    unknown: {
      "unknown benchmark '\($0)'; choose from observation, physics, render, scale, frame, "
        + "goals [--write], gate, or fuzz"
    })

  /// The benchmarks `arguments` ask for.
  static func parse(_ arguments: [String]) throws(OptionError) -> BenchmarkChoice {
    var choice = try table.parse(arguments, into: BenchmarkChoice())
    if choice.names.isEmpty { choice.names = Name.allCases }
    return choice
  }
}
