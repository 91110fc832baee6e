import Foundation
import ViewKitLite

extension PostedAccessibilityNotification {
  /// One line: `t=0.25s announcement "Loading..."`.
  public var line: String {
    var line = "t=\(NumberFormat.string(time))s \(notification.name)"
    if let text { line += " \"\(text)\"" }
    if let element { line += " → \(element.accessibilityDescription)" }
    return line
  }
}
