extension ScreenReader {
  /// Does what a script's `voiceover` line says (`next`, `previous`, `activate`, `increment`,
  /// `decrement`, `scroll up|down|left|right|next|previous`, `action NAME…`) and returns
  /// whether it did anything; words it does not know are `nil`, with a diagnostic on the
  /// window naming the words to use.
  @discardableResult
  public func perform(words: [String]) -> Bool? {
    switch (words.first, words.count) {
    case ("next", 1): return next() != nil
    case ("previous", 1): return previous() != nil
    case ("activate", 1): return activate()
    case ("increment", 1): return increment()
    case ("decrement", 1): return decrement()
    case ("scroll", 2):
      if let direction = AccessibilityScrollDirection(rawValue: words[1]) {
        return scroll(direction)
      }
    case ("action", 2...): return perform(action: words.dropFirst().joined(separator: " "))
    default: break
    }
    window?.reportDiagnostic(
      member: "voiceover",
      "does not know '\(words.joined(separator: " "))'; use next, previous, activate, increment, "
        + "decrement, scroll up|down|left|right|next|previous or action NAME.")
    return nil
  }
}
