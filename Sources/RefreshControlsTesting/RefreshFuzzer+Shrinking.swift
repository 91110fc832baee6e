import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// Shrinking a failure to the smallest script that still shows it.
extension RefreshFuzzer {
  /// `failure`, with the smallest script found that breaks the same check
  /// (``FuzzFailure/shrunkScript``): fewer actions, shorter waits and moves, rounder numbers,
  /// within ``shrinkingReplays`` replays. A failure that does not replay from its script, or
  /// of async loads, is returned as it is.
  func shrink(_ failure: FuzzFailure, make: @MainActor () -> RefreshBaseView?) -> FuzzFailure {
    guard shrinkingReplays > 0, !failure.asyncLoads, let check = failure.check,
      let (setup, steps) = try? FuzzScript.parse(failure.script)
    else { return failure }
    return withoutActuallyEscaping(make) { make in
      var shrinker = FuzzShrinker(check: check, budget: shrinkingReplays) { setup, steps in
        replay(setup, steps, make: make).failures.first?.check
      }
      guard shrinker.stillFails(setup, [steps]) else { return failure }
      let (smallSetup, smallSteps) = shrinker.shrink(setup, steps)
      var shrunk = failure
      shrunk.shrinkReplays = shrinker.replays
      shrunk.shrunkScript = annotated(
        smallSetup, smallSteps, failure, from: steps.count, make: make)
      return shrunk
    }
  }

  /// The shrunk script: what broke and where it was found, in comments; the scene; the steps,
  /// with an `expect` line after the one that breaks the check.
  private func annotated(
    _ setup: FuzzSetup, _ steps: [GestureScript.Step], _ failure: FuzzFailure, from count: Int,
    make: @MainActor () -> RefreshBaseView?
  ) -> String {
    var lines = [
      "# \(failure.message)",
      "# Found by RefreshFuzzer(seed: \(seed)), sequence \(failure.sequence) "
        + "(\(failure.style.rawValue)); shrunk from \(count) steps to \(steps.count).",
      setup.step.line,
    ]
    var expected = steps
    let name = failure.check?.expectName ?? "invariants"
    if let breaking = breakingStep(setup, steps, make: make) {
      expected.insert(.expect(.init(name: name, value: "held")), at: breaking + 1)
    } else {
      lines.append("# After the last step, everything of the scene must be released.")
    }
    return (lines + expected.map(\.line)).joined(separator: "\n") + "\n"
  }

  /// The index of the step during which the replay broke a check, if one did.
  private func breakingStep(
    _ setup: FuzzSetup, _ steps: [GestureScript.Step], make: @MainActor () -> RefreshBaseView?
  ) -> Int? {
    let sequence = makeScene(setup, custom: make())
    defer { sequence.tearDown() }
    for (index, step) in steps.enumerated() {
      sequence.play([step])
      if sequence.failure != nil { return index }
    }
    return nil
  }
}
