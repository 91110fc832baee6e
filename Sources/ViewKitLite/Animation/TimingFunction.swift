import Foundation

/// A cubic Bézier easing curve from (0, 0) to (1, 1): QuartzCore's `CAMediaTimingFunction`.
///
/// `value(at:)` solves the curve's x(t) = progress for t (Newton's method, falling back to
/// bisection) and returns y(t).
public struct TimingFunction: Hashable, Sendable {
  /// The first control point.
  public let c1: CGPoint
  /// The second control point.
  public let c2: CGPoint

  /// A curve with the given control points; x coordinates are clamped to 0…1.
  public init(controlPoints c1x: CGFloat, _ c1y: CGFloat, _ c2x: CGFloat, _ c2y: CGFloat) {
    c1 = CGPoint(x: min(max(c1x, 0), 1), y: c1y)
    c2 = CGPoint(x: min(max(c2x, 0), 1), y: c2y)
  }

  /// Constant speed.
  public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
  /// Slow start.
  public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
  /// Slow end.
  public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
  /// Slow start and end: UIKit's default curve for view animations.
  public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
  /// QuartzCore's default curve.
  public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

  /// The eased value at `progress` (0…1, clamped).
  public func value(at progress: CGFloat) -> CGFloat {
    let x = min(max(progress, 0), 1)
    if x == 0 || x == 1 || self == .linear { return x }
    return Self.bezier(solve(x), c1.y, c2.y)
  }

  private func solve(_ x: CGFloat) -> CGFloat {
    var t = x
    for _ in 0..<8 {
      let error = Self.bezier(t, c1.x, c2.x) - x
      if abs(error) < 1e-7 { return t }
      let slope = Self.slope(t, c1.x, c2.x)
      guard abs(slope) > 1e-6 else { break }
      t -= error / slope
    }
    var low: CGFloat = 0
    var high: CGFloat = 1
    t = x
    for _ in 0..<60 {
      let value = Self.bezier(t, c1.x, c2.x)
      if abs(value - x) < 1e-7 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  private static func bezier(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private static func slope(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
}
