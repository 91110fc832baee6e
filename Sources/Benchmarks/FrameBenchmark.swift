import Foundation
import RefreshControlsTesting
import ViewKitLite

/// `swift run -c release Benchmarks frame`: what one fuzzed frame costs beside one physics frame
/// (`Benchmarks physics`'s, a bare scroll view at 120 Hz with one observer), both measured in
/// this process, interleaved, median of five: the fuzzer's frame with every check, rules and
/// the screen reader, and the same scene with nothing checked, so the fuzzer's own share shows.
/// Goal: a fuzzed frame at most 3 × a physics frame.
@MainActor
enum FrameBenchmark {
  /// The three figures, in microseconds a frame, and the ratio the goal judges.
  struct Figures {
    var physics: Double
    var fuzzed: Double
    var scene: Double

    var ratio: Double { fuzzed / physics }
    var sceneRatio: Double { scene / physics }
  }

  static let limit = 3.0

  static func run() {
    switch ProcessInfo.processInfo.environment["FRAME_PROFILE"] {
    case "scene":  // One long run of the scene alone, for a profiler.
      return print(
        fuzzedFrame(
          RefreshFuzzer(seed: 99, usesScreenReader: false).checkingNoFrames(), sequences: 40))
    case "fuzzed":  // One long run of the fuzzed frame, for a profiler.
      return print(fuzzedFrame(RefreshFuzzer(seed: 99), sequences: 300))
    default: break
    }
    let figures = measure(rounds: 5, sequences: 60)
    print("### frame\n")
    print("| figure | µs a frame | ÷ physics |")
    print("|---|---:|---:|")
    print(
      "| physics frame (a pull, release and settle at 120 Hz) | \(Report.format(figures.physics)) | 1 |"
    )
    print(
      "| fuzzed frame, every check (seed 99) | \(Report.format(figures.fuzzed)) | \(Report.format(figures.ratio)) |"
    )
    print(
      "| fuzzed scene alone: no check, no rule, no screen reader | \(Report.format(figures.scene)) | \(Report.format(figures.sceneRatio)) |"
    )
    print(
      "| goal: fuzzed ÷ physics ≤ \(Report.format(limit)) | | \(figures.ratio <= limit ? "met" : "NOT met") |\n"
    )
  }

  /// The medians of `rounds` interleaved rounds, each `sequences` fuzzed sequences and as many
  /// physics sessions as take about the same time.
  static func measure(rounds: Int, sequences: Int) -> Figures {
    var physics: [Double] = []
    var fuzzed: [Double] = []
    var scene: [Double] = []
    _ = fuzzedFrame(RefreshFuzzer(seed: 99), sequences: 4)
    for _ in 0..<rounds {
      physics.append(physicsFrame(sessions: 20))
      fuzzed.append(fuzzedFrame(RefreshFuzzer(seed: 99), sequences: sequences))
      scene.append(
        fuzzedFrame(
          RefreshFuzzer(seed: 99, usesScreenReader: false).checkingNoFrames(),
          sequences: sequences))
    }
    return Figures(physics: median(physics), fuzzed: median(fuzzed), scene: median(scene))
  }

  /// Microseconds a frame of `sessions` physics sessions at 120 Hz.
  static func physicsFrame(sessions: Int) -> Double {
    var simulated: TimeInterval = 0
    let seconds = time { for _ in 0..<sessions { simulated += PhysicsBenchmark.session() } }
    return seconds * 1e6 / (simulated * 120)
  }

  /// Microseconds a frame of `sequences` sequences of `fuzzer`.
  static func fuzzedFrame(_ fuzzer: RefreshFuzzer, sequences: Int) -> Double {
    var frames = 0
    let seconds = time { frames = fuzzer.run(sequences: sequences, corpus: .none).frames }
    return seconds * 1e6 / Double(max(frames, 1))
  }

  static func time(_ body: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }
}
