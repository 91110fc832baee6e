import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// Plays seeded random sequences of interaction on refresh controls, the built-in ones or your
/// own, and checks after every frame that nothing breaks, leaks or drifts.
///
/// Each sequence has at least 20 random actions: drags, flings, pulls past either edge, holds,
/// begins and ends at random moments, content-size changes, the app's own inset changes, the
/// scroll view removed and re-added, the control moved to another scroll view and back, and
/// window resizes; unless ``actsWhileFingerIsDown`` is off, gestures whose finger stays down
/// through some of those; unless ``callsBackInto`` is off, calls into the control from
/// inside its own callback, an end's completion, or an observer of its state; and, unless
/// ``usesScreenReader`` is off, the screen reader's scrolls, custom actions, moves and
/// activations. Every action is a line of the sequence's script (``FuzzFailure/script``),
/// which replays it alone.
///
/// The checks, every frame (``FuzzInvariant``): the state is legal for the control; no refresh
/// calls its callback twice, and one that lasts a second on screen calls it once; every end's
/// completion runs once, by the time nothing moves; once idle, the inset is exactly the app's
/// own (plus an automatic footer's height); no value in the tree is NaN or infinite; the offset
/// stays within the rubber band's reach; a scroll view carries exactly the observations its
/// control registered when it attached, and none once it has left; a refresh is announced
/// once, and the control's accessibility label is its state's text. After each sequence every
/// view, layer and control must be released, with a custom action the screen reader was
/// offered still held.
///
/// Every frame it also judges the control against a model of its base class's rules
/// (``RefreshRule``): armed exactly past the threshold while dragging, one `.armed` a
/// crossing, refreshing from the frame after a release, exactly the base's inset while
/// refreshing, where it sits, when its callback runs, that an end ends and a begin begins, and
/// that a begin under a held finger leaves the content where the finger holds it. A failure
/// names the check. ``ignoring(_:)`` and ``arming(when:)`` tell it of a control that changes a
/// rule on purpose.
///
/// A run replays its corpus first (``FuzzCorpus``), plays its share of the sequences
/// (``FuzzShard``), and shrinks its first failure to the smallest script that still breaks the
/// same check (``FuzzFailure/shrunkScript``).
///
/// Fuzz your own header in a test:
///
/// ```swift
/// let report = RefreshFuzzer(seed: 1).run(sequences: 1_000, header: { MyHeader() })
/// #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
/// ```
@MainActor
public struct RefreshFuzzer {
  /// The run's seed.
  public let seed: UInt64
  /// Actions per sequence (at least 20).
  public let actionsPerSequence: Int
  /// Whether sequences also call into the control from inside its own callback, an end's
  /// completion, or an observer of its state (ending, beginning, removing the control or its
  /// scroll view, reloading). These calls are drawn from a stream of their own: with them off,
  /// every sequence plays exactly as it did before they existed, so an old failure replays by
  /// its number.
  public let callsBackInto: Bool
  /// Whether sequences also play gestures whose finger stays down through other actions:
  /// begins, ends, no more data, reloads, the app's inset, resizes, the table or the control
  /// taken off and put back, all before the finger lifts. Drawn from a stream of their own,
  /// like ``callsBackInto``: with them off, a sequence plays exactly as it did before they
  /// existed.
  public let actsWhileFingerIsDown: Bool
  /// Whether sequences also use the window's screen reader: one action in four, a scroll
  /// (towards the control's edge one time in two), a custom action it offers ("Refresh",
  /// "Load more"), a move to the next element or an activation, each a `voiceover` line of the
  /// script. Drawn from a stream of their own, like ``callsBackInto``. With them, every frame
  /// also checks that a refresh is announced once and that the control's label is its state's
  /// text (``FuzzInvariant/announcedOnce``, ``FuzzInvariant/labelAgrees``).
  public let usesScreenReader: Bool
  /// How many replays shrinking a failure may take (``shrinking(replays:)``); 0 does not
  /// shrink.
  public private(set) var shrinkingReplays = 400
  /// After how many failing sequences a run stops (``stopping(afterFailures:)``); `nil` plays
  /// every sequence.
  public private(set) var failureLimit: Int?
  /// The rules of the control's base that are not judged (``ignoring(_:)``); every rule is,
  /// unless set.
  public private(set) var ignoredRules: Set<RefreshRule> = []
  /// The arming rule's threshold test for a control with its own (``arming(when:)``).
  var pastThreshold: (@MainActor (RefreshBaseView) -> Bool)?
  /// What each sequence's window is given before the control joins it
  /// (``preparingWindow(_:)``).
  var prepareWindow: (@MainActor (Window) -> Void)?
  /// Whether frames are checked; off only to measure the scene alone (``checkingNoFrames()``).
  var checksFrames = true

  /// A fuzzer with a seed; the same seed plays the same sequences.
  public init(
    seed: UInt64, actionsPerSequence: Int = 24, callsBackInto: Bool = true,
    actsWhileFingerIsDown: Bool = true, usesScreenReader: Bool = true
  ) {
    self.seed = seed
    self.actionsPerSequence = max(actionsPerSequence, 20)
    self.callsBackInto = callsBackInto
    self.actsWhileFingerIsDown = actsWhileFingerIsDown
    self.usesScreenReader = usesScreenReader
  }

  /// This fuzzer, stopping a run once `count` sequences have failed: to find the first failure
  /// of a long run quickly.
  public func stopping(afterFailures count: Int) -> RefreshFuzzer {
    var fuzzer = self
    fuzzer.failureLimit = max(count, 1)
    return fuzzer
  }

  /// This fuzzer, shrinking a failure in at most `replays` replays (400 unless set; 0 does not
  /// shrink).
  public func shrinking(replays: Int) -> RefreshFuzzer {
    var fuzzer = self
    fuzzer.shrinkingReplays = max(replays, 0)
    return fuzzer
  }

  /// This fuzzer, leaving `rules` unjudged: for a control that changes those rules of its base
  /// on purpose. Name the rules, so every other rule still holds it.
  ///
  /// ```swift
  /// let report = RefreshFuzzer(seed: 1).ignoring([.placement])
  ///   .run(sequences: 500, header: { FloatingHeader() })
  /// ```
  public func ignoring(_ rules: Set<RefreshRule>) -> RefreshFuzzer {
    var fuzzer = self
    fuzzer.ignoredRules.formUnion(rules)
    return fuzzer
  }

  /// This fuzzer, judging ``RefreshRule/arming`` (and so ``RefreshRule/release``) by your
  /// control's own threshold: `isPastThreshold` says whether the control, as its scroll view is
  /// now, is pulled past it. For a control that arms at a point of its own rather than its
  /// base's threshold.
  ///
  /// ```swift
  /// let report = RefreshFuzzer(seed: 1)
  ///   .arming { header in
  ///     guard let scrollView = header.scrollView else { return false }
  ///     return -(scrollView.contentOffset.y + header.scrollViewOriginalInset.top) > 80
  ///   }
  ///   .run(sequences: 500, header: { EightyPointHeader() })
  /// ```
  public func arming(
    when isPastThreshold: @escaping @MainActor (RefreshBaseView) -> Bool
  )
    -> RefreshFuzzer
  {
    var fuzzer = self
    fuzzer.pastThreshold = isPastThreshold
    return fuzzer
  }

  /// This fuzzer, giving each sequence's window what `prepare` gives it before the control
  /// joins: the images an app registers (named images a control names in `prepare()`), a
  /// language, a safe area.
  ///
  /// ```swift
  /// let report = RefreshFuzzer(seed: 1)
  ///   .preparingWindow { window in window.register(bun, named: "bun") }
  ///   .run(sequences: 500, header: { BunHeader() })
  /// ```
  public func preparingWindow(_ prepare: @escaping @MainActor (Window) -> Void) -> RefreshFuzzer {
    var fuzzer = self
    fuzzer.prepareWindow = prepare
    return fuzzer
  }

  /// Plays `count` sequences on the built-in controls, from sequence `start`: sequence `n`
  /// plays ``FuzzStyle/builtIn`` `[n % 8]`.
  ///
  /// First it replays the scripts of `corpus` (beside the calling test unless given); then
  /// the share of the sequences that `FUZZ_SHARD` names, all of them when it is not set. The
  /// first failing sequence is shrunk (``shrinking(replays:)``) and, unless `CI` is set,
  /// written to the corpus. With `FUZZ_REPORT_DIR` set, the report is also written there as
  /// JSON.
  public func run(
    sequences count: Int, from start: Int = 0, corpus: FuzzCorpus = .besideTheTest,
    filePath: StaticString = #filePath, function: StaticString = #function
  ) -> FuzzReport {
    run(
      count, from: start, target: .builtIn,
      corpus: corpus.location(filePath: filePath, function: function), recording: corpus
    ) { nil }
  }

  /// Plays `count` sequences on headers of your own, from sequence `start`, as
  /// ``run(sequences:from:corpus:filePath:function:)`` does: `header` makes a fresh one for
  /// each sequence (and each replay), which the fuzzer puts in the scroll view's header slot.
  public func run(
    sequences count: Int, from start: Int = 0, corpus: FuzzCorpus = .besideTheTest,
    header: @MainActor () -> RefreshBaseView,
    filePath: StaticString = #filePath, function: StaticString = #function
  ) -> FuzzReport {
    run(
      count, from: start, target: .header,
      corpus: corpus.location(filePath: filePath, function: function), recording: corpus,
      make: header)
  }

  /// Plays `count` sequences on footers of your own, from sequence `start`, as
  /// ``run(sequences:from:corpus:filePath:function:)`` does: `footer` makes a fresh one for
  /// each sequence (and each replay), which the fuzzer puts in the scroll view's footer slot.
  public func run(
    sequences count: Int, from start: Int = 0, corpus: FuzzCorpus = .besideTheTest,
    footer: @MainActor () -> RefreshBaseView,
    filePath: StaticString = #filePath, function: StaticString = #function
  ) -> FuzzReport {
    run(
      count, from: start, target: .footer,
      corpus: corpus.location(filePath: filePath, function: function), recording: corpus,
      make: footer)
  }

  /// Plays sequence `index` of the built-in controls alone (a failing one, again).
  public func runSequence(_ index: Int) -> FuzzReport {
    let style = FuzzStyle.builtIn[index % FuzzStyle.builtIn.count]
    return play(index, style: style) { nil }
  }

  /// Plays sequence `index` on a header that `header` makes, alone (a failing one, again).
  public func runSequence(
    _ index: Int, header: @MainActor () -> RefreshBaseView
  ) -> FuzzReport {
    play(index, style: .customHeader, custom: header)
  }

  /// Plays sequence `index` on a footer that `footer` makes, alone (a failing one, again).
  public func runSequence(
    _ index: Int, footer: @MainActor () -> RefreshBaseView
  ) -> FuzzReport {
    play(index, style: .customFooter, custom: footer)
  }

  /// Plays `count` sequences on the built-in controls as ``run(sequences:from:corpus:filePath:function:)`` does, with
  /// every refresh loading through an `async` callback (`asyncRefreshingCallback`) that sleeps
  /// 0 to 1.5 s on the window's clock and throws one time in four, ending its refresh when it
  /// returns. The window runs with `run(for:)`, so loads start and end at their frames; 3 s
  /// after the last action no control on screen is still refreshing. Stretchy, which takes no
  /// async callback, plays as it does in ``run(sequences:from:corpus:filePath:function:)``.
  /// `FUZZ_SHARD` and `FUZZ_REPORT_DIR` work as there; async runs replay no corpus and shrink
  /// nothing (a load's duration is no script line): replay a failure by its number.
  public func runWithAsyncLoads(sequences count: Int, from start: Int = 0) async -> FuzzReport {
    await runWithAsyncLoads(count, from: start, target: .builtIn) {
      await runSequenceWithAsyncLoads($0)
    }
  }

  /// Plays `count` sequences with async loads on headers of your own.
  public func runWithAsyncLoads(
    sequences count: Int, from start: Int = 0, header: @MainActor () -> RefreshBaseView
  ) async -> FuzzReport {
    await runWithAsyncLoads(count, from: start, target: .header) {
      await runSequenceWithAsyncLoads($0, header: header)
    }
  }

  /// Plays `count` sequences with async loads on footers of your own.
  public func runWithAsyncLoads(
    sequences count: Int, from start: Int = 0, footer: @MainActor () -> RefreshBaseView
  ) async -> FuzzReport {
    await runWithAsyncLoads(count, from: start, target: .footer) {
      await runSequenceWithAsyncLoads($0, footer: footer)
    }
  }

  /// Plays sequence `index` of the built-in controls with async loads, alone.
  public func runSequenceWithAsyncLoads(_ index: Int) async -> FuzzReport {
    let style = FuzzStyle.builtIn[index % FuzzStyle.builtIn.count]
    return await playWithAsyncLoads(index, style: style) { nil }
  }

  /// Plays sequence `index` with async loads on a header that `header` makes, alone.
  public func runSequenceWithAsyncLoads(
    _ index: Int, header: @MainActor () -> RefreshBaseView
  ) async -> FuzzReport {
    await playWithAsyncLoads(index, style: .customHeader, custom: header)
  }

  /// Plays sequence `index` with async loads on a footer that `footer` makes, alone.
  public func runSequenceWithAsyncLoads(
    _ index: Int, footer: @MainActor () -> RefreshBaseView
  ) async -> FuzzReport {
    await playWithAsyncLoads(index, style: .customFooter, custom: footer)
  }
}
