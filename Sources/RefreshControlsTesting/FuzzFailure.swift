import Foundation

/// A sequence that broke a check: what broke, and the script that plays it again.
public struct FuzzFailure: Codable, Sendable, CustomStringConvertible {
  /// The run's seed.
  public let seed: UInt64
  /// The sequence's index in the run; -1 for a script replayed (from the corpus, or by
  /// ``RefreshFuzzer/replay(_:)``), and for a run that could not start.
  public let sequence: Int
  /// The style under test.
  public let style: FuzzStyle
  /// What broke, and when.
  public let message: String
  /// The actions played, in order, up to the failure.
  public let actions: [String]
  /// The sequence as a gesture script, every action a line: its first line makes the scene
  /// (`call scene …`), and ``RefreshFuzzer/replay(_:)``, or `GestureScript.play` on a
  /// ``FuzzScene``, plays it again on the same frames.
  public let script: String
  /// Whether the sequence loaded through async callbacks
  /// (``RefreshFuzzer/runWithAsyncLoads(sequences:from:)``).
  public let asyncLoads: Bool
  /// The rule of the control's base that the sequence broke, when it broke one (the message
  /// starts with its name).
  public var rule: RefreshRule?
  /// The fuzzer's own check that the sequence broke, when it broke no rule.
  public var invariant: FuzzInvariant?
  /// The smallest script found that still breaks the same check, with an `expect` line after
  /// the step that breaks it: it fails on the broken control and passes once it is fixed.
  /// `nil` when the failure was not shrunk (only a run's first failure is; async loads are
  /// not).
  public var shrunkScript: String?
  /// How many replays shrinking took.
  public var shrinkReplays = 0
  /// The corpus script that failed, when the failure came from the corpus.
  public var corpusFile: String?
  /// Where the shrunk script was written into the corpus, when it was.
  public var recordedAt: String?

  init(
    seed: UInt64, sequence: Int, style: FuzzStyle, message: String, actions: [String],
    script: String, asyncLoads: Bool = false
  ) {
    self.seed = seed
    self.sequence = sequence
    self.style = style
    self.message = message
    self.actions = actions
    self.script = script
    self.asyncLoads = asyncLoads
  }

  /// The check broken.
  var check: FuzzCheck? {
    get { rule.map(FuzzCheck.rule) ?? invariant.map(FuzzCheck.invariant) }
    set {
      switch newValue {
      case .rule(let broken): rule = broken
      case .invariant(let broken): invariant = broken
      case nil: break
      }
    }
  }

  /// The name the corpus gives the shrunk script: the check and where it was found.
  var corpusName: String {
    "\(check.map { $0.expectName } ?? "failure")-seed-\(seed)-sequence-\(sequence)"
  }

  /// The failure, how to replay it, and the script.
  public var description: String {
    let heading =
      corpusFile.map { "corpus script \($0) (\(style.rawValue)): \(message)" }
      ?? "seed \(seed) sequence \(sequence) (\(style.rawValue)): \(message)"
    guard let shrunkScript else {
      return "\(heading)\nreplay: \(replay) plays it again; its script:\n\(script)"
    }
    let recorded = recordedAt.map { "\nwritten to the corpus: \($0)" } ?? ""
    let demo =
      style.demoScene.map {
        "\nswift run Demo --script FILE shows it in the demo's \($0) scene (the words it "
          + "does not know are skipped)"
      } ?? ""
    return """
      \(heading)
      shrunk in \(shrinkReplays) replays; RefreshFuzzer(seed: \(seed)).replay(script\(control)) \
      plays it (it fails until the control is fixed):
      \(shrunkScript)\(recorded)\(demo)
      """
  }

  /// The call that plays the whole sequence again.
  private var replay: String {
    if asyncLoads {
      return "await RefreshFuzzer(seed: \(seed)).runSequenceWithAsyncLoads(\(sequence)\(control))"
    }
    if sequence < 0 { return "RefreshFuzzer(seed: \(seed)).replay(script\(control))" }
    return
      "RefreshFuzzer(seed: \(seed)).runSequence(\(sequence)\(control)), or .replay(script\(control)),"
  }

  /// `, header: { … }` for a control of your own.
  private var control: String {
    switch style {
    case .customHeader: ", header: { … }"
    case .customFooter: ", footer: { … }"
    default: ""
    }
  }
}
