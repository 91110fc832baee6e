import Foundation
import ViewKitLiteTesting

/// `swift run -c release Benchmarks fuzz --sequences N --seed S [--from K]`: runs N fuzzed
/// sequences (from sequence K, 0 by default) and
/// prints what was checked, the time taken, and each failing sequence as a gesture script for
/// `swift run Demo --scene … --script FILE`.
@MainActor
enum FuzzCommand {
  static func run(_ arguments: [String]) -> Int32 {
    var sequences = 1000
    var seed: UInt64 = 20_261_129
    var first = 0
    var remaining = arguments[...]
    while let option = remaining.popFirst() {
      guard let value = remaining.popFirst() else {
        return fail("\(option) needs a value")
      }
      switch option {
      case "--sequences":
        guard let count = Int(value), count > 0 else {
          return fail("--sequences needs a positive whole number")
        }
        sequences = count
      case "--from":
        guard let index = Int(value), index >= 0 else { return fail("--from needs a whole number") }
        first = index
      case "--seed":
        guard let number = UInt64(value) else { return fail("--seed needs a whole number") }
        seed = number
      default:
        return fail("unknown option '\(option)'; use --sequences N, --seed S and --from K")
      }
    }
    let fuzzer = RefreshFuzzer(seed: seed)
    let clock = ContinuousClock()
    var report = FuzzReport()
    let batch = 10_000
    let elapsed = clock.measure {
      var start = 0
      while start < sequences {
        let count = min(batch, sequences - start)
        report.merge(fuzzer.run(sequences: count, from: first + start))
        start += count
        if sequences > batch {
          FileHandle.standardError.write(
            Data("fuzz: \(start)/\(sequences), \(report.failures.count) failing\n".utf8))
        }
      }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print("### fuzz\n")
    print("| figure | value |")
    print("|---|---:|")
    print("| seed | \(seed) |")
    print("| sequences | \(report.sequences) |")
    print("| actions | \(report.actions) |")
    print("| frames checked | \(report.frames) |")
    print("| invariant checks | \(report.checks) |")
    print("| failing sequences | \(report.failures.count) |")
    print("| time | \(Report.format(seconds)) s |")
    for style in FuzzStyle.allCases {
      print("| sequences of \(style.rawValue) | \(report.sequencesPerStyle[style] ?? 0) |")
    }
    print()
    for failure in report.failures.prefix(10) {
      print(failure)
    }
    return report.failures.isEmpty ? 0 : 1
  }

  static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("Benchmarks fuzz: \(message)\n".utf8))
    return 64
  }
}
