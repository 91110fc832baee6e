import Foundation

/// A notification a window received, with its time: what ``Window/accessibilityNotifications``
/// lists.
@MainActor
public struct PostedAccessibilityNotification {
  /// The window's time when it was posted.
  public let time: TimeInterval
  /// Which notification.
  public let notification: AccessibilityNotification
  /// The text posted with it: an announcement's words or a page's scroll status.
  public let text: String?
  /// The view posted with it (where focus goes), held weakly: a notification keeps nothing
  /// alive.
  public private(set) weak var element: View?

  init(time: TimeInterval, notification: AccessibilityNotification, argument: Any?) {
    self.time = time
    self.notification = notification
    text = argument as? String
    element = argument as? View
  }
}
