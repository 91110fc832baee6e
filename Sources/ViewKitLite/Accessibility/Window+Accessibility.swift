import Foundation

extension Window {
  /// Posts `notification` to a screen reader, with its argument (an announcement's text, a
  /// page's scroll status, the view to focus): UIKit's
  /// `UIAccessibility.post(notification:argument:)`, for this window. The window keeps it, with
  /// its time, in ``accessibilityNotifications``, and its ``screenReader`` hears it.
  public func post(notification: AccessibilityNotification, argument: Any?) {
    accessibilityNotificationLog.append(
      PostedAccessibilityNotification(time: now, notification: notification, argument: argument))
  }

  /// Every notification posted to the window, oldest first.
  public var accessibilityNotifications: [PostedAccessibilityNotification] {
    accessibilityNotificationLog
  }

  /// The texts announced in the window, oldest first.
  public var accessibilityAnnouncements: [String] {
    accessibilityNotificationLog.filter { $0.notification == .announcement }.compactMap(\.text)
  }
}

extension Window {
  /// The window's screen reader: one per window, as a device has one VoiceOver.
  public var screenReader: ScreenReader { screenReaderStorage }
}
