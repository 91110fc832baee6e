import Foundation
import ViewKitLite
import ViewKitLiteHarness

extension RefreshFuzzer {
  /// This fuzzer playing the same sequences with no frame checked (no invariant, no rule, no
  /// drawn words): what a benchmark measures the fuzzed scene's own cost with.
  package func checkingNoFrames() -> RefreshFuzzer {
    var fuzzer = self
    fuzzer.checksFrames = false
    return fuzzer
  }

  /// The script sequence `index` of the built-in controls plays, whether it passes or fails.
  package func script(ofSequence index: Int) -> String {
    let style = FuzzTarget.builtIn.style(of: index)
    return GestureScript(steps: playWithSteps(index, style: style, custom: { nil }).steps).text
  }
}
