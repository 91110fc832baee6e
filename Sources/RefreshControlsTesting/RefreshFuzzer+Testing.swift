import Foundation
import ViewKitLite
import ViewKitLiteHarness

extension RefreshFuzzer {
  /// The script sequence `index` of the built-in controls plays, whether it passes or fails.
  package func script(ofSequence index: Int) -> String {
    let style = FuzzTarget.builtIn.style(of: index)
    return GestureScript(steps: playWithSteps(index, style: style, custom: { nil }).steps).text
  }
}
