import Foundation
import ViewKitLite

extension View {
  /// The view as diagnostics and notification lines name it: its type and label.
  public var accessibilityDescription: String {
    let type = String(describing: Swift.type(of: self))
    guard let label = accessibilityLabel, !label.isEmpty else { return type }
    return "\(type) \"\(label)\""
  }

  /// The scroll view the view is in, nearest first; `nil` outside any.
  public var enclosingScrollView: ScrollView? {
    var view = superview
    while let current = view {
      if let scrollView = current as? ScrollView { return scrollView }
      view = current.superview
    }
    return nil
  }

  /// The custom actions a screen reader offers on the view: its own, then those of each view
  /// containing it, nearest first. A scroll view's include what its subviews offer through
  /// `accessibilityActions(offeredIn:)` (a refresh header's "Refresh" before a footer's "Load
  /// more"), in reading order.
  public var accessibilityActionsOffered: [AccessibilityCustomAction] {
    var actions: [AccessibilityCustomAction] = []
    var view: View? = self
    while let current = view {
      actions += current.accessibilityCustomActions
      if let scrollView = current as? ScrollView {
        actions += AccessibilityReadingOrder.children(of: scrollView).flatMap {
          $0.accessibilityActions(offeredIn: scrollView)
        }
      }
      view = current.superview
    }
    return actions
  }
}
