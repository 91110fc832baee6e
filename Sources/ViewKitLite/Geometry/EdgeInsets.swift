import Foundation

/// Distances inset from the edges of a rectangle: UIKit's `UIEdgeInsets`.
///
/// Scroll views use insets for `contentInset` and `adjustedContentInset`; windows use them for
/// `safeAreaInsets`. Positive values shrink the rectangle.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets with the given distance from each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Whether every edge is a finite number (neither NaN nor infinite).
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }

  /// The sum of two insets, edge by edge.
  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top,
      left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right
    )
  }

  /// The difference of two insets, edge by edge.
  public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top - rhs.top,
      left: lhs.left - rhs.left,
      bottom: lhs.bottom - rhs.bottom,
      right: lhs.right - rhs.right
    )
  }
}

extension EdgeInsets: CustomStringConvertible {
  /// The insets as `{top, left, bottom, right}` in the fixed number format.
  public var description: String {
    "{\(NumberFormat.string(top)), \(NumberFormat.string(left)), "
      + "\(NumberFormat.string(bottom)), \(NumberFormat.string(right))}"
  }
}
