import Foundation
import ViewKitLite

extension Window {
  /// The elements a screen reader reads on the window now, in UIKit's order: within each
  /// container top to bottom, then leading to trailing, or in its `View.accessibilityElements`
  /// order; only the frontmost `View.accessibilityViewIsModal` view's while one shows; never a
  /// hidden, transparent or hidden-from-accessibility subtree, nor an element off screen or cut
  /// off by a clipping ancestor.
  public var accessibilityReadingOrder: [View] {
    AccessibilityReadingOrder.elements(inside: frontmostModalView ?? self)
  }

  /// The texts announced in the window, oldest first.
  public var accessibilityAnnouncements: [String] {
    accessibilityNotifications.filter { $0.notification == .announcement }.compactMap(\.text)
  }

  /// The frontmost visible view with `View.accessibilityViewIsModal`, if any.
  private var frontmostModalView: View? {
    var modal: View?
    func visit(_ view: View) {
      guard view.isVisibleToAccessibility else { return }
      if view.accessibilityViewIsModal { modal = view }
      view.subviews.forEach(visit)
    }
    subviews.forEach(visit)
    return modal
  }
}
