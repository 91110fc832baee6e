import Foundation

/// What the screen shows of a view at one moment: its properties as running animations have
/// carried them. QuartzCore's presentation layer, as a value.
public struct Presentation: Hashable, Sendable {
  /// The shown centre.
  public var center: CGPoint
  /// The shown bounds; its origin is a scroll view's shown content offset.
  public var bounds: CGRect
  /// The shown opacity.
  public var alpha: CGFloat
  /// The shown transform.
  public var transform: Transform

  /// The shown frame, derived as the model's is.
  public var frame: CGRect { View.frame(center: center, size: bounds.size, transform: transform) }

  /// The shown content offset (the bounds origin).
  public var contentOffset: CGPoint { bounds.origin }
}
