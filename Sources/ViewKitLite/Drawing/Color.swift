import Foundation

/// An RGBA colour with components from 0 to 1: UIKit's `UIColor`.
public struct Color: Hashable, Sendable {
  /// The red component, 0…1.
  public var red: CGFloat
  /// The green component, 0…1.
  public var green: CGFloat
  /// The blue component, 0…1.
  public var blue: CGFloat
  /// The opacity, 0 (transparent) … 1 (opaque).
  public var alpha: CGFloat

  /// Creates a colour; each component is clamped to 0…1, and a NaN component becomes 0.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = Color.clamp(red)
    self.green = Color.clamp(green)
    self.blue = Color.clamp(blue)
    self.alpha = Color.clamp(alpha)
  }

  /// Creates a gray with the given brightness.
  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from 8-bit components, as the seeds write them (`rgb 222,226,229`).
  public init(red255 red: Int, green255 green: Int, blue255 blue: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
      alpha: alpha)
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Perceived brightness, 0 (black) … 1 (white), by the Rec. 601 weights.
  public var luminance: CGFloat { 0.299 * red + 0.587 * green + 0.114 * blue }

  private static func clamp(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// Fully transparent.
  public static let clear = Color(white: 0, alpha: 0)
  /// Black.
  public static let black = Color(white: 0)
  /// White.
  public static let white = Color(white: 1)
  /// UIKit's gray (50 % white).
  public static let gray = Color(white: 0.5)
  /// UIKit's light gray (2/3 white).
  public static let lightGray = Color(white: 2.0 / 3.0)
  /// UIKit's dark gray (1/3 white).
  public static let darkGray = Color(white: 1.0 / 3.0)
  /// Red.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Green.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Blue.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// Purple.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
}

extension Color {
  /// The red, green and blue channels as `#RRGGBB`, alpha left out.
  public var hex: String {
    "#"
      + [red, green, blue].map { channel in
        let value = Int((channel * 255).rounded())
        return String(value, radix: 16, uppercase: true).leftPadded(to: 2)
      }.joined()
  }
}

extension String {
  /// The string with zeros before it up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(width - count, 0)) + self
  }
}

extension Color: CustomStringConvertible {
  /// The colour as `rgba(r, g, b, a)` with 8-bit channels and the fixed number format.
  public var description: String {
    let channels = [red, green, blue].map { String(Int(($0 * 255).rounded())) }
    return "rgba(\(channels.joined(separator: ", ")), \(NumberFormat.string(alpha)))"
  }
}
