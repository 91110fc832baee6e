/// How lines of text sit across their rectangle: UIKit's `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable {
  /// From the left edge.
  case left
  /// Centred.
  case center
  /// Against the right edge.
  case right
}
