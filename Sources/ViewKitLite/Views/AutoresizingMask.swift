import Foundation

/// Which of a view's margins and dimensions grow or shrink with its superview: UIKit's
/// `UIView.AutoresizingMask`.
///
/// When the superview's size changes by Δ along an axis, Δ is shared among the flexible parts
/// of that axis (leading margin, size, trailing margin) in proportion to their current lengths,
/// or equally when they are all zero, as UIKit does. No flexible part: the frame stays.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  /// The raw bits, as UIKit numbers them.
  public let rawValue: UInt

  /// Creates a mask from raw bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The left margin follows the width.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width follows the superview's.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin follows the width.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin follows the height.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height follows the superview's.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin follows the height.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// `frame` resized for a superview that went from `oldSize` to `newSize`.
  func resize(_ frame: CGRect, from oldSize: CGSize, to newSize: CGSize) -> CGRect {
    let x = AutoresizingMask.share(
      lengths: (frame.minX, frame.width, oldSize.width - frame.maxX),
      flexible: (
        contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)
      ),
      delta: newSize.width - oldSize.width)
    let y = AutoresizingMask.share(
      lengths: (frame.minY, frame.height, oldSize.height - frame.maxY),
      flexible: (
        contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)
      ),
      delta: newSize.height - oldSize.height)
    return CGRect(x: frame.minX + x.lead, y: frame.minY + y.lead, width: x.size, height: y.size)
  }

  /// How much of `delta` goes to the leading margin, and the new size, along one axis.
  private static func share(
    lengths: (lead: CGFloat, size: CGFloat, trail: CGFloat),
    flexible: (lead: Bool, size: Bool, trail: Bool), delta: CGFloat
  ) -> (lead: CGFloat, size: CGFloat) {
    let parts = [
      (flexible.lead, max(lengths.lead, 0)), (flexible.size, max(lengths.size, 0)),
      (flexible.trail, max(lengths.trail, 0)),
    ]
    let flexibleParts = parts.filter(\.0)
    guard !flexibleParts.isEmpty else { return (0, lengths.size) }
    let total = flexibleParts.reduce(0) { $0 + $1.1 }
    func portion(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return total > 0 ? delta * part.1 / total : delta / CGFloat(flexibleParts.count)
    }
    return (portion(parts[0]), max(lengths.size + portion(parts[1]), 0))
  }
}
