import CommandLineOptions
import Foundation
import RefreshControlsTesting

/// `swift run -c release Benchmarks fuzz --sequences N --seed S [--from K] [--jobs J]
/// [--async-loads] [--without-held-fingers] [--without-screen-reader]`: runs N fuzzed sequences (from sequence K, 0 by default; in J processes, 1 by
/// default; refreshes loading through async callbacks with `--async-loads`) and prints
/// what was checked, the time taken, and each failing sequence as a gesture script (shrunk,
/// for the first of each batch) that `RefreshFuzzer.replay(_:)` or, for a style the demo
/// shows, `swift run Demo --script FILE` plays. Exits 1 when a sequence fails.
@MainActor
enum FuzzCommand {
  static func run(_ arguments: [String]) async -> Int32 {
    let options: FuzzOptions
    do {
      options = try FuzzOptions(arguments)
    } catch {
      FileHandle.standardError.write(
        Data(FuzzOptions.table.failure(error, program: "Benchmarks fuzz").utf8))
      return 64
    }
    if options.showHelp {
      print(FuzzOptions.table.help, terminator: "")
      return 0
    }
    let clock = ContinuousClock()
    var report = FuzzReport()
    let elapsed: Duration
    do {
      let start = clock.now
      report = options.jobs > 1 ? try FuzzWorkers.run(options) : await play(options)
      elapsed = clock.now - start
    } catch {
      return fail("a worker failed: \(error)")
    }
    if options.json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      FileHandle.standardOutput.write((try? encoder.encode(report)) ?? Data())
    } else {
      printMarkdown(report, options: options, elapsed: elapsed)
    }
    return report.failures.isEmpty ? 0 : 1
  }

  /// Plays the sequences in this process, in batches, with a progress line after each.
  private static func play(_ options: FuzzOptions) async -> FuzzReport {
    let fuzzer = RefreshFuzzer(
      seed: options.seed, actsWhileFingerIsDown: options.heldFingers,
      usesScreenReader: options.screenReader)
    var report = FuzzReport()
    let batch = 10_000
    var start = 0
    while start < options.sequences {
      let count = min(batch, options.sequences - start)
      let first = options.first + start
      report.merge(
        options.asyncLoads
          ? await fuzzer.runWithAsyncLoads(sequences: count, from: first)
          : fuzzer.run(sequences: count, from: first, corpus: .none))
      start += count
      if options.sequences > batch {
        let range = "\(options.first)..<\(options.first + options.sequences)"
        FileHandle.standardError.write(
          Data(
            "fuzz \(range): \(start)/\(options.sequences), \(report.failures.count) failing\n".utf8)
        )
      }
    }
    return report
  }

  private static func printMarkdown(_ report: FuzzReport, options: FuzzOptions, elapsed: Duration) {
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print("### the mix played (FuzzAction's tables)\n")
    print("```")
    print(report.mixDescription)
    print("```\n")
    print("### fuzz\n")
    print("| figure | value |")
    print("|---|---:|")
    print("| seed | \(options.seed) |")
    let loads = options.asyncLoads ? "in async callbacks" : "when the fuzzer ends them"
    print("| refreshes load | \(loads) |")
    print("| sequences | \(report.sequences) |")
    print("| actions | \(report.actions) |")
    print("| frames checked | \(report.frames) |")
    print("| invariant checks | \(report.checks) |")
    print("| failing sequences | \(report.failures.count) |")
    print("| processes | \(options.shares.count) |")
    print("| time | \(Report.format(seconds)) s |")
    for style in FuzzStyle.builtIn {
      print("| sequences of \(style.rawValue) | \(report.sequencesPerStyle[style] ?? 0) |")
    }
    print()
    for failure in report.failures.prefix(10) {
      print(failure)
    }
  }

  static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("Benchmarks fuzz: \(message)\n".utf8))
    return 64
  }
}
