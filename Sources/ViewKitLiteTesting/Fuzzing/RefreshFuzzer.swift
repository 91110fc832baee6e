import Foundation
import RefreshControls
import ViewKitLite

/// Plays seeded random sequences of interaction on every refresh style and checks, after every
/// frame, that nothing breaks, leaks or drifts.
///
/// Each sequence has at least 20 random actions: drags, flings, pulls past either edge, holds,
/// begins and ends at random moments, content-size changes, the app's own inset changes, the
/// scroll view removed and re-added, the control moved to another scroll view and back, and
/// window resizes. Sequence `n` tests style `n` modulo 7, so every style and both footers are
/// in a seventh of the sequences. The checks, every frame: the state is legal for the style; no
/// refresh calls its callback twice, and one that lasts a second on screen calls it once; once
/// idle, the inset is exactly the app's own (plus an automatic footer's height); no value in
/// the tree is NaN or infinite; the offset stays within the rubber band's reach; scroll views
/// carry only the observations of the controls on them. After each sequence every view, layer
/// and control must be released.
@MainActor
public struct RefreshFuzzer {
  /// The run's seed.
  public let seed: UInt64
  /// Actions per sequence (at least 20).
  public let actionsPerSequence: Int

  /// A fuzzer with a seed; the same seed plays the same sequences.
  public init(seed: UInt64, actionsPerSequence: Int = 24) {
    self.seed = seed
    self.actionsPerSequence = max(actionsPerSequence, 20)
  }

  /// Plays `count` sequences, from `start`.
  public func run(sequences count: Int, from start: Int = 0) -> FuzzReport {
    var report = FuzzReport()
    for index in start..<(start + max(count, 0)) {
      report.merge(runSequence(index))
    }
    return report
  }

  /// Plays sequence `index` alone (a failing one, again).
  public func runSequence(_ index: Int) -> FuzzReport {
    let style = FuzzStyle.allCases[index % FuzzStyle.allCases.count]
    var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
    var report = FuzzReport()
    report.sequences = 1
    report.sequencesPerStyle[style] = 1
    var released: [() -> Bool] = []
    do {
      let sequence = FuzzSequence(style: style, random: &random)
      released = sequence.releaseChecks
      sequence.play(actions: actionsPerSequence, random: &random)
      report.actions = sequence.log.count
      report.frames = sequence.frames
      report.checks = sequence.checks
      if let failure = sequence.failure {
        report.failures.append(makeFailure(index, style, failure, sequence.log, sequence.script))
        return report
      }
      sequence.tearDown()
    }
    if let leak = released.firstIndex(where: { !$0() }) {
      report.failures.append(
        makeFailure(index, style, "object \(leak) of the scene was not released", [], ""))
    }
    report.checks += released.count
    return report
  }

  private func makeFailure(
    _ index: Int, _ style: FuzzStyle, _ message: String, _ log: [String], _ script: String
  ) -> FuzzFailure {
    FuzzFailure(
      seed: seed, sequence: index, style: style, message: message, actions: log, script: script)
  }
}
