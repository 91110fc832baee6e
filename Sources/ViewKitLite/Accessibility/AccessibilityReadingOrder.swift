import Foundation

/// The elements a screen reader reads, in UIKit's order: within each container, top to bottom
/// and then leading to trailing by their frames, or in the container's
/// ``View/accessibilityElements`` order when it has them.
///
/// A hidden or transparent view, one whose subtree is hidden from accessibility, and their
/// subviews are not read; nor is an element wholly outside the screen or cut off by a clipping
/// ancestor (a refresh header resting above a list). An element's subviews are never read on
/// their own. The screen reader (`ViewKitLiteHarness`) starts it at the frontmost view with
/// ``View/accessibilityViewIsModal`` while one shows.
@MainActor
package enum AccessibilityReadingOrder {
  /// The elements inside `root` (not `root` itself), in reading order.
  package static func elements(inside root: View) -> [View] {
    var found: [View] = []
    let visible = root.window.map { $0.convert($0.bounds, to: nil) } ?? .infinite
    collect(children(of: root), visible: clip(visible, by: root), into: &found)
    return found
  }

  private static func collect(_ views: [View], visible: CGRect, into found: inout [View]) {
    for view in views where view.isVisibleToAccessibility {
      if view.isAccessibilityElement {
        let frame = view.accessibilityFrame
        if frame.intersection(visible).width > 0, frame.intersection(visible).height > 0 {
          found.append(view)
        }
      } else {
        collect(children(of: view), visible: clip(visible, by: view), into: &found)
      }
    }
  }

  /// The views read inside `view`: its ``View/accessibilityElements``, or its subviews sorted
  /// top to bottom, then left to right (ties keep the back-to-front order).
  package static func children(of view: View) -> [View] {
    if let elements = view.accessibilityElements { return elements }
    return view.subviews.enumerated().map { ($0.offset, $0.element, $0.element.accessibilityFrame) }
      .sorted { lhs, rhs in
        if abs(lhs.2.minY - rhs.2.minY) >= 0.5 { return lhs.2.minY < rhs.2.minY }
        if abs(lhs.2.minX - rhs.2.minX) >= 0.5 { return lhs.2.minX < rhs.2.minX }
        return lhs.0 < rhs.0
      }
      .map(\.1)
  }

  /// What stays visible inside `view`: `visible` cut at its frame when it clips its subviews.
  private static func clip(_ visible: CGRect, by view: View) -> CGRect {
    guard view.clipsToBounds, view.window != nil else { return visible }
    return visible.intersection(view.convert(view.bounds, to: nil))
  }
}
