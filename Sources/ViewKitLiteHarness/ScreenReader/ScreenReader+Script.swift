import ViewKitLite

extension ScreenReader {
  /// The words a script's `voiceover` line takes, as its usage says them.
  public nonisolated static let scriptUsage =
    "next, previous, activate, increment, decrement, scroll up|down|left|right|next|previous "
    + "or action NAME"

  /// Whether `words` are a `voiceover` line's (see ``scriptUsage``).
  public nonisolated static func accepts(_ words: [String]) -> Bool {
    switch (words.first, words.count) {
    case ("next", 1), ("previous", 1), ("activate", 1), ("increment", 1), ("decrement", 1):
      true
    case ("scroll", 2): AccessibilityScrollDirection(rawValue: words[1]) != nil
    case ("action", 2...): true
    default: false
    }
  }

  /// Does what a script's `voiceover` line says (``scriptUsage``) and returns whether it did
  /// anything; words it does not know are `nil`, with a diagnostic on the window naming the
  /// words to use (a script that reads them refuses them when it is parsed).
  @discardableResult
  public func perform(words: [String]) -> Bool? {
    guard Self.accepts(words) else {
      window?.reportDiagnostic(
        member: "voiceover",
        "does not know '\(words.joined(separator: " "))'; use \(Self.scriptUsage).")
      return nil
    }
    switch words[0] {
    case "next": return next() != nil
    case "previous": return previous() != nil
    case "activate": return activate()
    case "increment": return increment()
    case "decrement": return decrement()
    case "scroll": return AccessibilityScrollDirection(rawValue: words[1]).map(scroll) ?? false
    default: return perform(action: words.dropFirst().joined(separator: " "))
    }
  }
}
