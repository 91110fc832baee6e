import Foundation

/// The one number format of every text ViewKitLite prints: pictures, tree dumps, diagnostics.
///
/// Values are rounded half away from zero to three decimals, trailing zeros are dropped, and
/// `-0` prints as `0`, so the same value prints the same bytes on every platform. From a
/// trillion up values print whole. NaN prints as `nan`, infinities as `inf` and `-inf`.
public enum NumberFormat {
  /// The value in the fixed format: `12`, `-54.34`, `0.125`.
  public static func string(_ value: CGFloat) -> String {
    guard value.isFinite else {
      return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
    }
    let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
    guard abs(thousandths) < 1e15 else { return wholeNumber(value.rounded()) }
    let scaled = Int64(thousandths)
    if scaled == 0 { return "0" }
    let sign = scaled < 0 ? "-" : ""
    let magnitude = scaled.magnitude
    let whole = magnitude / 1000
    var fraction = String(magnitude % 1000)
    guard fraction != "0" else { return sign + String(whole) }
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + String(whole) + "." + fraction
  }

  /// A value of a trillion or more, whole: its digits while they fit 64 bits, past them
  /// Swift's shortest exact form (`1e+19`), the same on every platform.
  private static func wholeNumber(_ value: CGFloat) -> String {
    abs(value) < 9e18 ? String(Int64(value)) : "\(value)"
  }

  /// A point as `(x, y)`.
  public static func string(_ point: CGPoint) -> String {
    "(\(string(point.x)), \(string(point.y)))"
  }

  /// A size as `(width × height)` written `(w, h)`.
  public static func string(_ size: CGSize) -> String {
    "(\(string(size.width)), \(string(size.height)))"
  }

  /// A rectangle as `(x, y, width, height)`.
  public static func string(_ rect: CGRect) -> String {
    "(\(string(rect.origin.x)), \(string(rect.origin.y)), "
      + "\(string(rect.size.width)), \(string(rect.size.height)))"
  }

  /// Any value in the fixed format: numbers and geometry as above, insets and transforms by
  /// their descriptions, anything else as Swift describes it.
  public static func describe(_ value: Any) -> String {
    switch value {
    case let number as CGFloat: string(number)
    case let number as Double: string(CGFloat(number))
    case let point as CGPoint: string(point)
    case let size as CGSize: string(size)
    case let rect as CGRect: string(rect)
    default: String(describing: value)
    }
  }
}
