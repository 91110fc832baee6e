import Foundation

extension ScrollView {
  /// A direction the content scrolls in.
  public enum Axis: CaseIterable, Hashable, Sendable {
    /// Along x: `contentOffset.x`, the bounds' width, the left and right insets.
    case horizontal
    /// Along y: `contentOffset.y`, the bounds' height, the top and bottom insets.
    case vertical
  }

  /// The range the offset rests in along `axis`: from the leading inset above or left of the
  /// content to where its end meets the trailing inset (the start, when the content is short).
  public func limits(_ axis: Axis) -> ClosedRange<CGFloat> {
    let inset = adjustedContentInset
    let vertical = axis == .vertical
    let minimum = -(vertical ? inset.top : inset.left)
    let length = vertical ? contentSize.height : contentSize.width
    let trailing = vertical ? inset.bottom : inset.right
    return minimum...max(minimum, length - boundsLength(along: axis) + trailing)
  }

  /// The bounds' length along `axis` (the height vertically, the width horizontally): the
  /// rubber band's dimension and a page's size.
  public func boundsLength(along axis: Axis) -> CGFloat {
    axis == .vertical ? bounds.height : bounds.width
  }

  /// The content offset along `axis`: `contentOffset.y` vertically, `.x` horizontally.
  public func contentOffset(along axis: Axis) -> CGFloat {
    Self.value(of: contentOffset, along: axis)
  }

  /// Whether a drag along `axis` moves the content.
  func scrolls(_ axis: Axis) -> Bool {
    axis == .vertical ? scrollsVertically : scrollsHorizontally
  }

  /// `point`'s coordinate along `axis`.
  static func value(of point: CGPoint, along axis: Axis) -> CGFloat {
    axis == .vertical ? point.y : point.x
  }

  /// `point` with its coordinate along `axis` set to `value`.
  static func point(_ point: CGPoint, with value: CGFloat, along axis: Axis) -> CGPoint {
    axis == .vertical ? CGPoint(x: point.x, y: value) : CGPoint(x: value, y: point.y)
  }
}
