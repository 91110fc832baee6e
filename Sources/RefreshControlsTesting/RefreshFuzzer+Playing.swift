import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// How a run plays: its share of the sequences, its corpus first, each sequence on a fresh
/// scene, and the first failure shrunk.
extension RefreshFuzzer {
  /// Plays the corpus at `corpus`, then this process's share of `count` sequences from
  /// `start`; shrinks the first failing sequence and records it; writes the report where
  /// `FUZZ_REPORT_DIR` says.
  func run(
    _ count: Int, from start: Int, target: FuzzTarget, corpus: (URL, prefix: String)?,
    recording: FuzzCorpus, make: @MainActor () -> RefreshBaseView?
  ) -> FuzzReport {
    var report = FuzzReport()
    guard let (range, shard) = share(of: start..<(start + max(count, 0)), target, &report) else {
      return report
    }
    if let corpus, shard?.index ?? 1 == 1 {
      report.merge(replayCorpus(at: corpus, target: target, make: make))
    }
    var shrunk = false
    for index in range where report.failures.count < failureLimit ?? .max {
      var sequence = play(index, style: target.style(of: index), custom: make)
      if !shrunk, let failure = sequence.failures.first {
        shrunk = true
        sequence.failures[0] = shrink(failure, make: make)
        if let corpus, let script = sequence.failures[0].shrunkScript {
          sequence.failures[0].recordedAt =
            recording.record(script, named: failure.corpusName, at: corpus)?.path
        }
      }
      report.merge(sequence)
    }
    writeReport(report, shard: shard)
    return report
  }

  /// Plays this process's share of `count` sequences from `start`, with async loads.
  func runWithAsyncLoads(
    _ count: Int, from start: Int, target: FuzzTarget, _ sequence: (Int) async -> FuzzReport
  ) async -> FuzzReport {
    var report = FuzzReport()
    guard let (range, shard) = share(of: start..<(start + max(count, 0)), target, &report) else {
      return report
    }
    for index in range where report.failures.count < failureLimit ?? .max {
      report.merge(await sequence(index))
    }
    writeReport(report, shard: shard)
    return report
  }

  /// The sequences of `range` that `FUZZ_SHARD` gives this process, and the shard; `nil`,
  /// with a failure in `report` saying why, when `FUZZ_SHARD` is not `i/n`.
  func share(
    of range: Range<Int>, _ target: FuzzTarget, _ report: inout FuzzReport
  ) -> (Range<Int>, FuzzShard?)? {
    do {
      let shard = try FuzzShard.fromEnvironment()
      return (shard?.share(of: range) ?? range, shard)
    } catch {
      report.failures.append(
        FuzzFailure(
          seed: seed, sequence: -1, style: target.style(of: 0), message: error.message,
          actions: [], script: ""))
      return nil
    }
  }

  /// Writes `report` as JSON into `FUZZ_REPORT_DIR`, when that is set.
  func writeReport(_ report: FuzzReport, shard: FuzzShard?) {
    guard let folder = ProcessInfo.processInfo.environment["FUZZ_REPORT_DIR"], !folder.isEmpty
    else { return }
    let url = URL(fileURLWithPath: folder, isDirectory: true)
    let share = shard.map { "-shard-\($0.index)-of-\($0.count)" } ?? ""
    let name = "fuzz-report-seed-\(seed)\(share)-\(report.sequences)-sequences.json"
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try? report.jsonData().write(to: url.appendingPathComponent(name))
  }

  /// Plays sequence `index` on `style`, or on a control `custom` makes; nothing of the scene
  /// is held here, so the fuzzer can check that everything is released.
  func play(
    _ index: Int, style: FuzzStyle, custom: @MainActor () -> RefreshBaseView?
  ) -> FuzzReport {
    playWithSteps(index, style: style, custom: custom).report
  }

  /// Plays sequence `index` as ``play(_:style:custom:)`` does; returns its steps too.
  func playWithSteps(
    _ index: Int, style: FuzzStyle, custom: @MainActor () -> RefreshBaseView?
  ) -> (report: FuzzReport, steps: [GestureScript.Step]) {
    var random = SplitMix64(seed: sequenceSeed(index))
    var released: [() -> Bool] = []
    var steps: [GestureScript.Step] = []
    var report: FuzzReport
    do {
      let sequence = makeSequence(index, style: style, custom: custom(), random: &random)
      released = sequence.releaseChecks
      var arming = callsBackInto ? SplitMix64(seed: ~sequenceSeed(index)) : nil
      sequence.play(actions: actionsPerSequence, random: &random, arming: &arming)
      steps = sequence.steps
      report = finish(sequence, index, asyncLoads: false)
    }
    return (checkReleased(released, in: report, index, style, steps: steps), steps)
  }

  /// Plays sequence `index` as ``play(_:style:custom:)`` does, with async loads.
  func playWithAsyncLoads(
    _ index: Int, style: FuzzStyle, custom: @MainActor () -> RefreshBaseView?
  ) async -> FuzzReport {
    var random = SplitMix64(seed: sequenceSeed(index))
    var released: [() -> Bool] = []
    var steps: [GestureScript.Step] = []
    var report: FuzzReport
    do {
      let sequence = makeSequence(index, style: style, custom: custom(), random: &random)
      released = sequence.releaseChecks
      var arming = callsBackInto ? SplitMix64(seed: ~sequenceSeed(index)) : nil
      let loads = SplitMix64(seed: sequenceSeed(index) ^ 0xA5A5_5A5A_C3C3_3C3C)
      await sequence.playWithAsyncLoads(
        actions: actionsPerSequence, random: &random, arming: &arming, loads: loads)
      steps = sequence.steps
      report = finish(sequence, index, asyncLoads: true)
    }
    return checkReleased(released, in: report, index, style, steps: steps, asyncLoads: true)
  }

  /// Sequence `index`'s scene, judged by this fuzzer's rules; with calls back into the control,
  /// one pull in three begins a refresh under the held finger, and with actions while a finger
  /// is down, those are drawn too (each from a stream of its own).
  func makeSequence(
    _ index: Int, style: FuzzStyle, custom: RefreshBaseView?, random: inout SplitMix64
  ) -> FuzzSequence {
    let sequence = makeScene(FuzzSetup.draw(style, random: &random), custom: custom)
    if callsBackInto {
      sequence.fingerStream = SplitMix64(seed: sequenceSeed(index) ^ 0x5EED_F1A6_E400_0001)
    }
    if actsWhileFingerIsDown {
      sequence.overlapStream = SplitMix64(seed: sequenceSeed(index) ^ 0xD0D0_F1A6_E400_0002)
    }
    if usesScreenReader {
      sequence.screenReaderStream = SplitMix64(seed: sequenceSeed(index) ^ 0x7AC0_F1A6_E400_0003)
    }
    return sequence
  }

  /// A scene for `setup`, judged by this fuzzer's rules.
  func makeScene(_ setup: FuzzSetup, custom: RefreshBaseView?) -> FuzzSequence {
    FuzzSequence(
      setup: setup, custom: custom, ignoredRules: ignoredRules, pastThreshold: pastThreshold,
      prepareWindow: prepareWindow, checksFrames: checksFrames)
  }

  private func sequenceSeed(_ index: Int) -> UInt64 {
    seed &+ UInt64(bitPattern: Int64(index)) &* 0x9E37_79B9
  }

  /// The sequence's counts and failure; a sequence that passed lets go of its scene.
  func finish(_ sequence: FuzzSequence, _ index: Int, asyncLoads: Bool) -> FuzzReport {
    var report = FuzzReport()
    report.sequences = 1
    report.sequencesPerStyle[sequence.style] = 1
    report.actions = sequence.log.count
    report.mix = sequence.mix
    report.frames = checksFrames ? sequence.frames : sequence.window.frameCount
    report.checks = sequence.checks
    if let failure = sequence.failure {
      var found = FuzzFailure(
        seed: seed, sequence: index, style: sequence.style, message: failure,
        actions: sequence.log, script: sequence.script, asyncLoads: asyncLoads)
      found.check = sequence.failedCheck
      report.failures.append(found)
    } else {
      sequence.tearDown()
    }
    return report
  }

  /// `report`, with a failure when something of a passing sequence's scene was not released.
  func checkReleased(
    _ released: [() -> Bool], in report: FuzzReport, _ index: Int, _ style: FuzzStyle,
    steps: [GestureScript.Step], asyncLoads: Bool = false
  ) -> FuzzReport {
    guard report.failures.isEmpty else { return report }
    var report = report
    if let leak = released.firstIndex(where: { !$0() }) {
      var failure = FuzzFailure(
        seed: seed, sequence: index, style: style,
        message: "\(FuzzSequence.releasedNames[leak]) of the scene was not released",
        actions: [], script: GestureScript(steps: steps).text, asyncLoads: asyncLoads)
      failure.check = .invariant(.released)
      report.failures.append(failure)
    }
    report.checks += released.count
    return report
  }
}
