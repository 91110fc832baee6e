import Foundation

extension ScrollView {
  /// What a screen reader says of the scroll view's position now: "Page 2 of 5" along the axis
  /// that scrolls, or for a ``TableView`` the rows shown, "Rows 1 to 10 of 50": UIKit's
  /// scroll status.
  public var accessibilityScrollStatus: String {
    accessibilityScrollStatus(at: contentOffset)
  }

  /// The part of the content shown at `offset`, past the unsafe areas (a bar covering the
  /// top), in content coordinates.
  func visibleContentRect(at offset: CGPoint) -> CGRect {
    let safe = safeAreaAdjustment
    return CGRect(
      x: offset.x + safe.left, y: offset.y + safe.top,
      width: max(bounds.width - safe.left - safe.right, 0),
      height: max(bounds.height - safe.top - safe.bottom, 0))
  }

  /// A page's length along `axis`: the bounds' length less the adjusted insets, at least 1.
  func pageLength(along axis: Axis) -> CGFloat {
    let inset = adjustedContentInset
    let insets = axis == .vertical ? inset.top + inset.bottom : inset.left + inset.right
    return max(boundsLength(along: axis) - insets, 1)
  }

  /// The axis a screen reader's `direction` moves along, and which way (-1 towards the
  /// start).
  func accessibilityMotion(
    _ direction: AccessibilityScrollDirection
  ) -> (axis: Axis, sign: CGFloat) {
    let pages: Axis = scrolls(.vertical) || !scrolls(.horizontal) ? .vertical : .horizontal
    return switch direction {
    case .up: (.vertical, -1)
    case .down: (.vertical, 1)
    case .left: (.horizontal, -1)
    case .right: (.horizontal, 1)
    case .next: (pages, 1)
    case .previous: (pages, -1)
    }
  }

  /// A screen reader's scroll: a page towards `direction`, or, at that edge (or along an axis
  /// the content does not scroll), the subviews' turn.
  func scrollPage(_ direction: AccessibilityScrollDirection) -> Bool {
    guard isScrollEnabled else { return false }
    let (axis, sign) = accessibilityMotion(direction)
    let limits = self.limits(axis)
    let current = contentOffset(along: axis)
    let target = min(
      max(current + sign * pageLength(along: axis), limits.lowerBound), limits.upperBound)
    guard scrolls(axis), abs(target - current) >= 0.5, sign * (target - current) > 0 else {
      return subviews.reversed().contains { $0.accessibilityScrollBeyondEdge(direction, of: self) }
    }
    let offset = Self.point(contentOffset, with: target, along: axis)
    setContentOffset(offset, animated: true)
    window?.post(notification: .pageScrolled, argument: accessibilityScrollStatus(at: offset))
    return true
  }

  /// "Page N of M" along the axis that scrolls (vertical unless only the horizontal does).
  func pageStatus(at offset: CGPoint) -> String {
    let axis: Axis = scrolls(.vertical) || !scrolls(.horizontal) ? .vertical : .horizontal
    let page = pageLength(along: axis)
    let content = axis == .vertical ? contentSize.height : contentSize.width
    let pages = max(Int((content / page).rounded(.up)), 1)
    let limits = self.limits(axis)
    let value = Self.value(of: offset, along: axis)
    let number =
      value >= limits.upperBound - 0.5
      ? pages : min(Int(((value - limits.lowerBound) / page + 0.001).rounded(.down)) + 1, pages)
    return "Page \(max(number, 1)) of \(pages)"
  }
}
