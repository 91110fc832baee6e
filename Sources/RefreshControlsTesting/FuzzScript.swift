import Foundation
import ViewKitLite
import ViewKitLiteHarness

/// Reads a fuzz script: its scene line, then its steps.
enum FuzzScript {
  /// The scene the script's first step makes, and the steps after it.
  ///
  /// - Throws: ``FuzzScriptError`` for a line that is not a step, or a script that does not
  ///   start with `call scene`.
  static func parse(_ text: String) throws(FuzzScriptError) -> (FuzzSetup, [GestureScript.Step]) {
    let script: GestureScript
    do {
      script = try GestureScript(text)
    } catch {
      throw FuzzScriptError("\(error)")
    }
    guard case .call(FuzzWord.scene.rawValue, let words) = script.steps.first?.step else {
      throw FuzzScriptError(
        "a fuzz script starts with the scene it plays in: 'call scene STYLE rows N' (as a "
          + "failure's script does)")
    }
    return (try FuzzSetup(words: words), script.steps.dropFirst().map(\.step))
  }
}
