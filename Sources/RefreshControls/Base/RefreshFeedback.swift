/// What a refresh control tells its ``RefreshBaseView/feedback`` hook: the moments a device
/// plays a haptic for.
public enum RefreshFeedback: String, Hashable, Sendable, CaseIterable {
  /// Releasing now would refresh.
  case armed
  /// Releasing now would no longer refresh.
  case disarmed
  /// A refresh began.
  case refreshing
}
