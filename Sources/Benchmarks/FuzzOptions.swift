import Foundation

/// The options of `Benchmarks fuzz`.
struct FuzzOptions {
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

  /// The usage line.
  static let usage =
    "Benchmarks fuzz [--sequences N] [--seed S] [--from K] [--jobs J] [--async-loads] "
    + "[--without-held-fingers] [--without-screen-reader] [--json]"

  /// The options that take no value.
  private static let flags: Set = [
    "--json", "--async-loads", "--without-held-fingers", "--without-screen-reader",
  ]

  /// Parses `arguments`, or throws a message naming the bad option.
  init(_ arguments: [String]) throws(FuzzOptionError) {
    var remaining = arguments[...]
    while let option = remaining.popFirst() {
      switch option {
      case "--json": json = true
      case "--async-loads": asyncLoads = true
      case "--without-held-fingers": heldFingers = false
      case "--without-screen-reader": screenReader = false
      default: break
      }
      if Self.flags.contains(option) { continue }
      guard let value = remaining.popFirst() else {
        throw FuzzOptionError("\(option) needs a value")
      }
      switch option {
      case "--sequences": sequences = try Self.count(value, for: option, minimum: 1)
      case "--from": first = try Self.count(value, for: option, minimum: 0)
      case "--jobs": jobs = try Self.count(value, for: option, minimum: 1)
      case "--seed":
        guard let number = UInt64(value) else {
          throw FuzzOptionError("--seed needs a whole number")
        }
        seed = number
      default: throw FuzzOptionError("unknown option '\(option)'; usage: \(Self.usage)")
      }
    }
  }

  private static func count(
    _ value: String, for option: String, minimum: Int
  )
    throws(FuzzOptionError) -> Int
  {
    guard let number = Int(value), number >= minimum else {
      throw FuzzOptionError("\(option) needs a whole number of at least \(minimum)")
    }
    return number
  }

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

/// A bad `Benchmarks fuzz` option, with what to write instead.
struct FuzzOptionError: Error {
  /// What was wrong.
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
