import Foundation

/// How quickly momentum dies: UIKit's `UIScrollView.DecelerationRate`, the fraction of speed
/// kept per millisecond.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
  /// The fraction of speed kept per millisecond, between 0 and 1.
  public let rawValue: CGFloat

  /// Creates a rate; values are clamped to 0.5…0.9999.
  public init(rawValue: CGFloat) {
    self.rawValue = rawValue.isNaN ? 0.998 : min(max(rawValue, 0.5), 0.9999)
  }

  /// UIKit's normal rate, 0.998: a 1,000 pt/s fling travels 499.5 pt.
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// UIKit's fast rate, 0.99: a 1,000 pt/s fling travels 99.5 pt.
  public static let fast = DecelerationRate(rawValue: 0.99)
}
