/// What a screen reader's scroll asks to see: UIKit's `UIAccessibilityScrollDirection`, named
/// by its effect.
///
/// VoiceOver's three-finger swipe down asks for ``up``, the content above, as a finger dragging
/// the content down would show it; at the top of a list, that is how a screen-reader user asks
/// a refresh control to refresh.
public enum AccessibilityScrollDirection: String, CaseIterable, Hashable, Sendable {
  /// Show the content above.
  case up
  /// Show the content below.
  case down
  /// Show the content on the left: the content before, left to right.
  case left
  /// Show the content on the right: the content after, left to right.
  case right
  /// Show the next page.
  case next
  /// Show the previous page.
  case previous
}
