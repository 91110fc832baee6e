import Foundation
import ViewKitLite

extension RefreshFuzzer {
  /// The script sequence `index` of the built-in controls plays, whether it passes or fails.
  package func script(ofSequence index: Int) -> String {
    FuzzScriptText.text(
      of: playWithSteps(index, style: FuzzTarget.builtIn.style(of: index), custom: { nil }).steps)
  }

}
