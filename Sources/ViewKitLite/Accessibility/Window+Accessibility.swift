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

  /// The elements a screen reader reads on the window now, in UIKit's order: within each
  /// container top to bottom, then leading to trailing, or in its ``View/accessibilityElements``
  /// order; only the frontmost ``View/accessibilityViewIsModal`` view's while one shows; never a
  /// hidden, transparent or hidden-from-accessibility subtree, nor an element off screen or cut
  /// off by a clipping ancestor.
  public var accessibilityReadingOrder: [View] {
    AccessibilityReadingOrder.elements(in: self)
  }

  /// The texts announced in the window, oldest first.
  public var accessibilityAnnouncements: [String] {
    accessibilityNotificationLog.filter { $0.notification == .announcement }.compactMap(\.text)
  }
}
