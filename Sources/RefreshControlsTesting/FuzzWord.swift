import ViewKitLiteHarness

/// The words of a fuzz script's `call` lines, each the name of one thing the scene does:
/// what ``FuzzScene`` and a sequence's own player understand.
enum FuzzWord: String, CaseIterable {
  case scene, alphaFollowsPull, pull, begin, end, noMoreData, resetNoMoreData, rows, inset
  case insetSides = "inset.sides"
  case tableRemove = "table.remove"
  case tableRestore = "table.restore"
  case controlMove = "control.move"
  case controlRemove = "control.remove"
  case controlRestore = "control.restore"
  case resize, arm, putBack, voiceover
}

extension GestureScript.Step {
  /// The script line `call WORD WORDS…` of a fuzz script.
  static func call(_ word: FuzzWord, _ words: [String] = []) -> GestureScript.Step {
    .call(word.rawValue, words)
  }
}
