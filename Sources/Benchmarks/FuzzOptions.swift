import CommandLineOptions
import Foundation

/// The options of `Benchmarks fuzz`.
struct FuzzOptions: Sendable {
  /// How many sequences to play.
  var sequences = 1000
  /// The run's seed.
  var seed: UInt64 = 20_261_129
  /// The index of the first sequence.
  var first = 0
  /// How many worker processes share the sequences; 1 plays them in this process.
  var jobs = 1
  /// Whether to print the report as JSON (what a worker sends back) instead of Markdown.
  var json = false
  /// Whether refreshes load through async callbacks (`runWithAsyncLoads`).
  var asyncLoads = false
  /// Whether sequences play gestures whose finger stays down through other actions
  /// (`RefreshFuzzer.actsWhileFingerIsDown`); off, each sequence plays as before they existed.
  var heldFingers = true
  /// Whether sequences use the screen reader (`RefreshFuzzer.usesScreenReader`); off, each
  /// sequence plays as before it existed.
  var screenReader = true
  /// Whether `--help` was asked for.
  var showHelp = false

  /// The options of `Benchmarks fuzz`, one row each: what its help shows and what
  /// ``init(_:)`` reads.
  static let table = OptionTable<FuzzOptions>(
    usage: "swift run -c release Benchmarks fuzz [options]",
    summary: "Plays fuzzed sequences of every built-in refresh style and prints what was "
      + "checked, the time taken, and each failing sequence as a gesture script.",
    options: [
      .value("--sequences", placeholder: "N", default: "1000", help: "How many sequences.") {
        options, text in
        options.sequences = try OptionValue.count(text, for: "--sequences", minimum: 1)
      },
      .value("--seed", placeholder: "S", default: "20261129", help: "The run's seed.") {
        options, text in
        options.seed = try OptionValue.seed(text, for: "--seed")
      },
      .value("--from", placeholder: "K", default: "0", help: "The first sequence's index.") {
        options, text in
        options.first = try OptionValue.count(text, for: "--from", minimum: 0)
      },
      .value(
        "--jobs", placeholder: "J", default: "1",
        help: "Worker processes sharing the sequences; 1 plays them in this process."
      ) { options, text in
        options.jobs = try OptionValue.count(text, for: "--jobs", minimum: 1)
      },
      .flag("--async-loads", help: "Refreshes load through async callbacks.") {
        $0.asyncLoads = true
      },
      .flag(
        "--without-held-fingers",
        help: "No gestures whose finger stays down through other actions: each sequence "
          + "plays as before they existed."
      ) { $0.heldFingers = false },
      .flag(
        "--without-screen-reader",
        help: "No screen-reader actions: each sequence plays as before they existed."
      ) { $0.screenReader = false },
      .flag("--json", help: "Print the report as JSON (what a worker sends back).") {
        $0.json = true
      },
      .flag("--help", "-h", help: "Show this help.") { $0.showHelp = true },
    ])

  /// Parses `arguments`, or throws the line naming the bad option.
  init(_ arguments: [String]) throws(OptionError) {
    self = try Self.table.parse(arguments, into: FuzzOptions())
  }

  private init() {}

  /// The sequences split into `jobs` contiguous ranges of nearly equal size.
  var shares: [Range<Int>] {
    let workers = min(jobs, sequences)
    return (0..<workers).map { worker in
      let lower = first + sequences * worker / workers
      let upper = first + sequences * (worker + 1) / workers
      return lower..<upper
    }
  }
}
