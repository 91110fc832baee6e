import Foundation
import ViewKitLite
import ViewKitLiteHarness

extension FuzzShrinker {
  /// Shrinks `script` (its first line the scene) against `fails`, which stands in for a
  /// replay: it is given each candidate script, scene line first, and says whether it still
  /// breaks the check. What a test of the shrinker's passes drives it with; the script found.
  package static func shrink(
    script: String, budget: Int = 400, failsWhen fails: @escaping @MainActor (String) -> Bool
  ) throws(FuzzScriptError) -> String {
    let (setup, steps) = try FuzzScript.parse(script)
    var shrinker = FuzzShrinker(check: .invariant(.finite), budget: budget) { setup, steps in
      fails(GestureScript(steps: [setup.step] + steps).text) ? .invariant(.finite) : nil
    }
    let (small, smallSteps) = shrinker.shrink(setup, steps)
    return GestureScript(steps: [small.step] + smallSteps).text
  }
}
