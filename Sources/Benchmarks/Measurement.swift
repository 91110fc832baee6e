import Foundation

/// One timed figure: the median of several runs, in nanoseconds per operation.
struct Measurement {
  let name: String
  let nanosecondsPerOperation: Double

  /// Times `body`, which performs `operations` operations, `repetitions` times, and keeps the
  /// median so one slow run (a page fault, the other core busy) does not move the figure.
  @MainActor
  static func run(
    _ name: String, operations: Int, repetitions: Int = 7, _ body: (Int) -> Void
  ) -> Measurement {
    body(max(operations / 10, 1))
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let elapsed = clock.measure { body(operations) }
      let nanoseconds =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      samples.append(nanoseconds / Double(operations))
    }
    samples.sort()
    return Measurement(name: name, nanosecondsPerOperation: samples[samples.count / 2])
  }
}

/// Keeps a value alive so the optimiser cannot delete the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Hides a value from the optimiser, so a loop cannot be folded into a constant.
@inline(never)
func opaque<T>(_ value: T) -> T {
  value
}
