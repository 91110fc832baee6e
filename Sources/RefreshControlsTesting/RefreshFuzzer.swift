import Foundation
import RefreshControls
import ViewKitLite

/// Plays seeded random sequences of interaction on refresh controls, the built-in ones or your
/// own, and checks after every frame that nothing breaks, leaks or drifts.
///
/// Each sequence has at least 20 random actions: drags, flings, pulls past either edge, holds,
/// begins and ends at random moments, content-size changes, the app's own inset changes, the
/// scroll view removed and re-added, the control moved to another scroll view and back, and
/// window resizes; and, unless ``callsBackInto`` is off, calls into the control from inside its
/// own callback, an end's completion, or an observer of its state. The checks, every frame: the state is legal for the control; no refresh
/// calls its callback twice, and one that lasts a second on screen calls it once; every end's
/// completion runs once, by the time nothing moves; once idle, the inset is exactly the app's
/// own (plus an automatic footer's height); no value in the tree is NaN or infinite; the offset
/// stays within the rubber band's reach; a scroll view carries exactly the observations its
/// control registered when it attached, and none once it has left. After each sequence every
/// view, layer and control must be released.
///
/// Every frame it also judges the control against a model of its base class's rules
/// (``RefreshRule``): armed exactly past the threshold while dragging, refreshing from the frame
/// after a release, exactly the base's inset while refreshing, where it sits, when its callback
/// runs, and that a begin under a held finger leaves the content where the finger holds it. A
/// failure names the rule. ``ignoring(_:)`` and ``arming(when:)`` tell it of a control that
/// changes a rule on purpose.
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
  /// The rules of the control's base that are not judged (``ignoring(_:)``); every rule is,
  /// unless set.
  public private(set) var ignoredRules: Set<RefreshRule> = []
  /// The arming rule's threshold test for a control with its own (``arming(when:)``).
  private var pastThreshold: (@MainActor (RefreshBaseView) -> Bool)?
  /// What each sequence's window is given before the control joins it
  /// (``preparingWindow(_:)``).
  private var prepareWindow: (@MainActor (Window) -> Void)?

  /// A fuzzer with a seed; the same seed plays the same sequences.
  public init(seed: UInt64, actionsPerSequence: Int = 24, callsBackInto: Bool = true) {
    self.seed = seed
    self.actionsPerSequence = max(actionsPerSequence, 20)
    self.callsBackInto = callsBackInto
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
  public func run(sequences count: Int, from start: Int = 0) -> FuzzReport {
    run(count, from: start) { runSequence($0) }
  }

  /// Plays `count` sequences on headers of your own, from sequence `start`: `header` makes a
  /// fresh one for each sequence, which the fuzzer puts in the scroll view's header slot.
  public func run(
    sequences count: Int, from start: Int = 0, header: @MainActor () -> RefreshBaseView
  ) -> FuzzReport {
    run(count, from: start) { runSequence($0, header: header) }
  }

  /// Plays `count` sequences on footers of your own, from sequence `start`: `footer` makes a
  /// fresh one for each sequence, which the fuzzer puts in the scroll view's footer slot.
  public func run(
    sequences count: Int, from start: Int = 0, footer: @MainActor () -> RefreshBaseView
  ) -> FuzzReport {
    run(count, from: start) { runSequence($0, footer: footer) }
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

  /// Plays `count` sequences on the built-in controls as ``run(sequences:from:)`` does, with
  /// every refresh loading through an `async` callback (`asyncRefreshingCallback`) that sleeps
  /// 0 to 1.5 s on the window's clock and throws one time in four, ending its refresh when it
  /// returns. The window runs with `run(for:)`, so loads start and end at their frames; 3 s
  /// after the last action no control on screen is still refreshing. Stretchy, which takes no
  /// async callback, plays as it does in ``run(sequences:from:)``.
  public func runWithAsyncLoads(sequences count: Int, from start: Int = 0) async -> FuzzReport {
    await runWithAsyncLoads(count, from: start) { await runSequenceWithAsyncLoads($0) }
  }

  /// Plays `count` sequences with async loads on headers of your own.
  public func runWithAsyncLoads(
    sequences count: Int, from start: Int = 0, header: @MainActor () -> RefreshBaseView
  ) async -> FuzzReport {
    await runWithAsyncLoads(count, from: start) {
      await runSequenceWithAsyncLoads($0, header: header)
    }
  }

  /// Plays `count` sequences with async loads on footers of your own.
  public func runWithAsyncLoads(
    sequences count: Int, from start: Int = 0, footer: @MainActor () -> RefreshBaseView
  ) async -> FuzzReport {
    await runWithAsyncLoads(count, from: start) {
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

  private func runWithAsyncLoads(
    _ count: Int, from start: Int, _ sequence: (Int) async -> FuzzReport
  ) async -> FuzzReport {
    var report = FuzzReport()
    for index in start..<(start + max(count, 0)) {
      report.merge(await sequence(index))
    }
    return report
  }

  private func run(
    _ count: Int, from start: Int, _ sequence: (Int) -> FuzzReport
  ) -> FuzzReport {
    var report = FuzzReport()
    for index in start..<(start + max(count, 0)) {
      report.merge(sequence(index))
    }
    return report
  }

  /// Plays sequence `index` on `style`, or on a control `custom` makes; nothing of the scene
  /// is held here, so the fuzzer can check that everything is released.
  private func play(
    _ index: Int, style: FuzzStyle, custom: @MainActor () -> RefreshBaseView?
  ) -> FuzzReport {
    var random = SplitMix64(seed: sequenceSeed(index))
    var released: [() -> Bool] = []
    var report: FuzzReport
    do {
      let sequence = makeSequence(index, style: style, custom: custom(), random: &random)
      released = sequence.releaseChecks
      var arming = callsBackInto ? SplitMix64(seed: ~sequenceSeed(index)) : nil
      sequence.play(actions: actionsPerSequence, random: &random, arming: &arming)
      report = finish(sequence, index, asyncLoads: false)
    }
    return checkReleased(released, in: report, index, style)
  }

  /// Plays sequence `index` as ``play(_:style:custom:)`` does, with async loads.
  private func playWithAsyncLoads(
    _ index: Int, style: FuzzStyle, custom: @MainActor () -> RefreshBaseView?
  ) async -> FuzzReport {
    var random = SplitMix64(seed: sequenceSeed(index))
    var released: [() -> Bool] = []
    var report: FuzzReport
    do {
      let sequence = makeSequence(index, style: style, custom: custom(), random: &random)
      released = sequence.releaseChecks
      var arming = callsBackInto ? SplitMix64(seed: ~sequenceSeed(index)) : nil
      let loads = SplitMix64(seed: sequenceSeed(index) ^ 0xA5A5_5A5A_C3C3_3C3C)
      await sequence.playWithAsyncLoads(
        actions: actionsPerSequence, random: &random, arming: &arming, loads: loads)
      report = finish(sequence, index, asyncLoads: true)
    }
    return checkReleased(released, in: report, index, style)
  }

  /// Sequence `index`'s scene, judged by this fuzzer's rules; with calls back into the control,
  /// one pull in three begins a refresh under the held finger (drawn from a stream of its own).
  private func makeSequence(
    _ index: Int, style: FuzzStyle, custom: RefreshBaseView?, random: inout SplitMix64
  ) -> FuzzSequence {
    let sequence = FuzzSequence(
      style: style, custom: custom, random: &random, ignoredRules: ignoredRules,
      pastThreshold: pastThreshold, prepareWindow: prepareWindow)
    if callsBackInto {
      sequence.fingerStream = SplitMix64(seed: sequenceSeed(index) ^ 0x5EED_F1A6_E400_0001)
    }
    return sequence
  }

  private func sequenceSeed(_ index: Int) -> UInt64 {
    seed &+ UInt64(index) &* 0x9E37_79B9
  }

  /// The sequence's counts and failure; a sequence that passed lets go of its scene.
  private func finish(_ sequence: FuzzSequence, _ index: Int, asyncLoads: Bool) -> FuzzReport {
    var report = FuzzReport()
    report.sequences = 1
    report.sequencesPerStyle[sequence.style] = 1
    report.actions = sequence.log.count
    report.frames = sequence.frames
    report.checks = sequence.checks
    if let failure = sequence.failure {
      report.failures.append(
        makeFailure(
          index, sequence.style, failure, sequence.log, sequence.script, asyncLoads: asyncLoads,
          rule: sequence.failedRule))
    } else {
      sequence.tearDown()
    }
    return report
  }

  /// `report`, with a failure when something of a passing sequence's scene was not released.
  private func checkReleased(
    _ released: [() -> Bool], in report: FuzzReport, _ index: Int, _ style: FuzzStyle
  ) -> FuzzReport {
    guard report.failures.isEmpty else { return report }
    var report = report
    if let leak = released.firstIndex(where: { !$0() }) {
      report.failures.append(
        makeFailure(
          index, style, "\(FuzzSequence.releasedNames[leak]) of the scene was not released", [],
          ""))
    }
    report.checks += released.count
    return report
  }

  private func makeFailure(
    _ index: Int, _ style: FuzzStyle, _ message: String, _ log: [String], _ script: String,
    asyncLoads: Bool = false, rule: RefreshRule? = nil
  ) -> FuzzFailure {
    FuzzFailure(
      seed: seed, sequence: index, style: style, message: message, actions: log, script: script,
      asyncLoads: asyncLoads, rule: rule)
  }
}
