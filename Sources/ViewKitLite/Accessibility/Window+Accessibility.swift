import Foundation

extension Window {
  /// Posts `notification` to a screen reader, with its argument (an announcement's text, a
  /// page's scroll status, the view to focus): UIKit's
  /// `UIAccessibility.post(notification:argument:)`, for this window. The window keeps it, with
  /// its time, in ``accessibilityNotifications``, and its screen reader (`ViewKitLiteHarness`) hears it.
  public func post(notification: AccessibilityNotification, argument: Any?) {
    accessibilityNotificationLog.append(
      PostedAccessibilityNotification(time: now, notification: notification, argument: argument))
  }

  /// Every notification posted to the window, oldest first.
  public var accessibilityNotifications: [PostedAccessibilityNotification] {
    accessibilityNotificationLog
  }
}
