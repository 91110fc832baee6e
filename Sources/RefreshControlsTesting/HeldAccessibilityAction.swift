import ViewKitLite

/// The last custom action a fuzzed sequence's screen reader was offered, held by the release
/// check past the sequence.
@MainActor
final class HeldAccessibilityAction {
  var action: AccessibilityCustomAction?
}
