import Foundation
import ViewKitLite

/// What a fuzzing run did, and the first failure of each failing sequence. Reports are
/// `Codable`, so runs split across processes can be merged.
public struct FuzzReport: Codable, Sendable {
  /// Sequences played.
  public var sequences = 0
  /// Actions played.
  public var actions = 0
  /// Frames on which every invariant was checked.
  public var frames = 0
  /// Individual invariant checks made.
  public var checks = 0
  /// Sequences per style.
  public var sequencesPerStyle: [FuzzStyle: Int] = [:]
  /// The failures, at most one a sequence.
  public var failures: [FuzzFailure] = []

  /// An empty report.
  public init() {}

  /// One line of counts.
  public var summary: String {
    "\(sequences) sequences, \(actions) actions, \(frames) frames, \(checks) checks, "
      + "\(failures.count) failing"
  }

  /// Adds `other`'s counts and failures to this report.
  public mutating func merge(_ other: FuzzReport) {
    sequences += other.sequences
    actions += other.actions
    frames += other.frames
    checks += other.checks
    failures += other.failures
    for (style, count) in other.sequencesPerStyle {
      sequencesPerStyle[style, default: 0] += count
    }
  }
}

/// A sequence that broke an invariant: how to play it again.
public struct FuzzFailure: Codable, Sendable, CustomStringConvertible {
  /// The run's seed.
  public let seed: UInt64
  /// The sequence's index in the run.
  public let sequence: Int
  /// The style under test.
  public let style: FuzzStyle
  /// What broke, and when.
  public let message: String
  /// The actions played, in order, up to the failure.
  public let actions: [String]
  /// The gestures as a gesture script (`GestureScript`); actions that are not gestures appear
  /// as comments.
  public let script: String
  /// Whether the sequence loaded through async callbacks
  /// (``RefreshFuzzer/runWithAsyncLoads(sequences:from:)``).
  public let asyncLoads: Bool
  /// The rule of the control's base that the sequence broke, when it broke one (the message
  /// starts with its name); `nil` for the fuzzer's other checks.
  public var rule: RefreshRule?

  /// The failure, how to replay it, and the script.
  public var description: String {
    let isCustom = style == .customHeader || style == .customFooter
    let control = isCustom ? ", \(style == .customFooter ? "footer" : "header"): { … }" : ""
    let replay: String
    if asyncLoads {
      replay =
        "await RefreshFuzzer(seed: \(seed)).runSequenceWithAsyncLoads(\(sequence)\(control)) "
        + "plays it again; its gestures:"
    } else {
      replay =
        style.demoScene.map { "swift run Demo --scene \($0) --script FILE, with FILE:" }
        ?? "RefreshFuzzer(seed: \(seed)).runSequence(\(sequence)\(control)) plays it again; its gestures:"
    }
    return """
      seed \(seed) sequence \(sequence) (\(style.rawValue)): \(message)
      replay: \(replay)
      \(script)
      """
  }
}
