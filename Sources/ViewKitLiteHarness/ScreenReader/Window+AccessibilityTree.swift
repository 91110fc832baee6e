import Foundation
import ViewKitLite

extension Window {
  /// What a screen reader finds on the window now, as text: one element a line in reading
  /// order, `→` marking the focused one, each with its type, label, value, traits, frame (window
  /// points), language and the custom actions offered on it; `(no elements)` when none.
  ///
  /// ```
  ///   Label "Pull down to refresh" [staticText] (16, 0, 343, 44)
  /// → TableViewCell "Row 1" (0, 0, 375, 44) actions: Refresh, Load more
  /// ```
  public func accessibilityTree() -> String {
    let reader = screenReader
    let focused = reader.focused
    let lines = accessibilityReadingOrder.map { element in
      (element === focused ? "→ " : "  ") + Window.accessibilityLine(for: element)
    }
    return lines.isEmpty ? "(no elements)\n" : lines.joined(separator: "\n") + "\n"
  }

  /// One element's line of ``accessibilityTree()``, without the focus mark.
  static func accessibilityLine(for element: View) -> String {
    var line = String(describing: type(of: element))
    if let label = element.accessibilityLabel { line += " \"\(label)\"" }
    if let value = element.accessibilityValue { line += " = \"\(value)\"" }
    let traits = element.accessibilityTraits.names
    if !traits.isEmpty { line += " [\(traits.joined(separator: ", "))]" }
    line += " \(NumberFormat.string(element.accessibilityFrame))"
    if let hint = element.accessibilityHint { line += " hint: \"\(hint)\"" }
    if let language = ScreenReader.language(element) { line += " lang=\(language)" }
    let actions = element.accessibilityActionsOffered.map(\.name)
    if !actions.isEmpty { line += " actions: \(actions.joined(separator: ", "))" }
    return line
  }
}
