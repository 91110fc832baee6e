import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// The fuzzer's scene for a script, to play it with `GestureScript.play` in a test of your
/// own: a 375 × 667 window, two tables, the control the script's first line names, every
/// check judged on every frame, and a vocabulary that knows the fuzzer's words.
///
/// ```swift
/// let text = try String(contentsOf: scriptURL, encoding: .utf8)
/// let scene = try FuzzScene(script: text, header: { MyHeader() })
/// let outcomes = try GestureScript(text).play(in: scene.window, vocabulary: scene.vocabulary)
/// #expect(outcomes.allSatisfy(\.passed), "\(outcomes)")
/// ```
///
/// The words: `call scene STYLE rows N` (read when the scene is made; nothing when played),
/// `pull top|bottom|left|right N` (a finger pulls N points past that edge and stays down),
/// `begin`, `end`, `noMoreData`, `resetNoMoreData`, `rows N`, `inset TOP BOTTOM`,
/// `inset.sides LEFT RIGHT`, `resize W H`, `table.remove`, `table.restore`, `control.move`,
/// `control.remove`, `control.restore`, `arm CALL ROWS` (a call into the control from its next
/// callback, completion or change of state), `alphaFollowsPull` and `putBack` (what a callback
/// removed). `expect` reads `invariants`, each check by name (`rule.arming`,
/// `invariant.idleInset`: `held` or `broken`), `state`, `callbacks` and the geometry of
/// `GestureScript.Vocabulary`.
@MainActor
public final class FuzzScene {
  private let sequence: FuzzSequence

  /// The scene's window; play the script on it.
  public var window: Window { sequence.window }
  /// The fuzzer's words, for `GestureScript.play(in:vocabulary:)`.
  public let vocabulary: GestureScript.Vocabulary

  /// What broke first, and when; `nil` while every check holds.
  public var failure: String? { sequence.failure }

  /// The scene the script's first line names, for a built-in control, judged by `fuzzer`'s
  /// rules.
  ///
  /// - Throws: ``FuzzScriptError`` when the script does not start with `call scene`, or names
  ///   a control of your own.
  public convenience init(
    script: String, fuzzer: RefreshFuzzer = RefreshFuzzer(seed: 0)
  )
    throws(FuzzScriptError)
  {
    try self.init(script: script, fuzzer: fuzzer, target: .builtIn) { nil }
  }

  /// The scene the script's first line names, with a header that `header` makes.
  public convenience init(
    script: String, fuzzer: RefreshFuzzer = RefreshFuzzer(seed: 0),
    header: @MainActor () -> RefreshBaseView
  ) throws(FuzzScriptError) {
    try self.init(script: script, fuzzer: fuzzer, target: .header, make: header)
  }

  /// The scene the script's first line names, with a footer that `footer` makes.
  public convenience init(
    script: String, fuzzer: RefreshFuzzer = RefreshFuzzer(seed: 0),
    footer: @MainActor () -> RefreshBaseView
  ) throws(FuzzScriptError) {
    try self.init(script: script, fuzzer: fuzzer, target: .footer, make: footer)
  }

  private init(
    script: String, fuzzer: RefreshFuzzer, target: FuzzTarget,
    make: @MainActor () -> RefreshBaseView?
  ) throws(FuzzScriptError) {
    let (setup, _) = try FuzzScript.parse(script)
    guard target.fits(setup.style) else {
      throw FuzzScriptError(
        "the script plays on \(setup.style.rawValue), which this scene was not given")
    }
    sequence = fuzzer.makeScene(setup, custom: make())
    vocabulary = Self.vocabulary(for: sequence)
  }

  private static func vocabulary(for sequence: FuzzSequence) -> GestureScript.Vocabulary {
    var vocabulary = GestureScript.Vocabulary()
    for word in FuzzSequence.words {
      vocabulary.perform(word) { [weak sequence] _, words in _ = sequence?.perform(word, words) }
    }
    for name in FuzzSequence.checkNames.union(["invariants", "state", "callbacks"]) {
      vocabulary.read(name) { [weak sequence] _ in sequence?.read(name) }
    }
    return vocabulary
  }
}
