import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// Replaying scripts: a failure's, the corpus's, and the shrinker's.
extension RefreshFuzzer {
  /// Plays a fuzz script (a failure's ``FuzzFailure/script`` or ``FuzzFailure/shrunkScript``,
  /// or one of your own) on the built-in control its first line names, checking every frame as
  /// a run does, and everything released after.
  public func replay(_ script: String) -> FuzzReport {
    replay(script, target: .builtIn) { nil }
  }

  /// Plays a fuzz script on a header that `header` makes.
  public func replay(_ script: String, header: @MainActor () -> RefreshBaseView) -> FuzzReport {
    replay(script, target: .header, make: header)
  }

  /// Plays a fuzz script on a footer that `footer` makes.
  public func replay(_ script: String, footer: @MainActor () -> RefreshBaseView) -> FuzzReport {
    replay(script, target: .footer, make: footer)
  }

  func replay(
    _ script: String, target: FuzzTarget, make: @MainActor () -> RefreshBaseView?
  ) -> FuzzReport {
    do throws(FuzzScriptError) {
      let (setup, steps) = try FuzzScript.parse(script)
      guard target.fits(setup.style) else {
        throw FuzzScriptError(
          "the script plays on \(setup.style.rawValue), which this replay does not make: "
            + (setup.style == .customHeader || setup.style == .customFooter
              ? "pass the closure that makes it" : "replay it without a closure"))
      }
      return replay(setup, steps, make: make)
    } catch {
      var report = FuzzReport()
      report.failures.append(
        FuzzFailure(
          seed: seed, sequence: -1, style: target.style(of: 0), message: error.message,
          actions: [], script: script))
      return report
    }
  }

  /// Plays `steps` on a fresh scene for `setup`, up to the first failure; then checks that
  /// everything was released.
  func replay(
    _ setup: FuzzSetup, _ steps: [GestureScript.Step], make: @MainActor () -> RefreshBaseView?
  ) -> FuzzReport {
    var released: [() -> Bool] = []
    var report: FuzzReport
    do {
      let sequence = makeScene(setup, custom: make())
      released = sequence.releaseChecks
      for step in steps where sequence.failure == nil {
        sequence.log.append(step.line)
        sequence.play([step])
      }
      report = finish(sequence, -1, asyncLoads: false)
    }
    return checkReleased(released, in: report, -1, setup.style, steps: [setup.step] + steps)
  }

  /// Replays every script of the corpus at `location`; a failure names its file.
  func replayCorpus(
    at location: (URL, prefix: String), target: FuzzTarget,
    make: @MainActor () -> RefreshBaseView?
  ) -> FuzzReport {
    var report = FuzzReport()
    for (name, text) in FuzzCorpus.scripts(at: location) {
      var replayed = replay(text, target: target, make: make)
      replayed.sequences = 0
      replayed.sequencesPerStyle = [:]
      for index in replayed.failures.indices {
        replayed.failures[index].corpusFile = name
      }
      report.corpusScripts += 1
      report.merge(replayed)
    }
    return report
  }
}
