/// A notification to a screen reader, posted to a window with
/// ``Window/post(notification:argument:)``: UIKit's `UIAccessibility.Notification`.
public struct AccessibilityNotification: Hashable, Sendable, CustomStringConvertible {
  /// The notification's name, as snapshots print it.
  public let name: String

  /// Something to say now, whatever is focused; the argument is the text.
  public static let announcement = AccessibilityNotification(name: "announcement")
  /// Part of the screen changed; the argument, a view, is where focus goes (or `nil`).
  public static let layoutChanged = AccessibilityNotification(name: "layoutChanged")
  /// A new screen appeared; the argument, a view, is where focus goes (or `nil`: the first
  /// element).
  public static let screenChanged = AccessibilityNotification(name: "screenChanged")
  /// A scroll moved a page; the argument is the scroll status to say ("Page 2 of 5").
  public static let pageScrolled = AccessibilityNotification(name: "pageScrolled")

  /// The name.
  public var description: String { name }
}
