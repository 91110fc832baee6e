import Foundation
import ViewKitLite

extension Color {
  /// The colour's relative luminance as WCAG 2 defines it, 0 (black) … 1 (white), from its
  /// sRGB components (opacity ignored).
  public var relativeLuminance: CGFloat {
    func linear(_ channel: CGFloat) -> CGFloat {
      channel <= 0.039_28 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio of two opaque colours, 1 … 21, whichever is lighter.
  public func contrastRatio(with other: Color) -> CGFloat {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// This colour drawn over `backdrop` at its opacity: the opaque colour the eye sees.
  public func composited(over backdrop: Color) -> Color {
    func mix(_ top: CGFloat, _ bottom: CGFloat) -> CGFloat { top * alpha + bottom * (1 - alpha) }
    return Color(
      red: mix(red, backdrop.red), green: mix(green, backdrop.green),
      blue: mix(blue, backdrop.blue))
  }
}
