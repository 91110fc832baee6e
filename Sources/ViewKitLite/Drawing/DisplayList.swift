import Foundation

/// What a view's `draw(_:)` drew, in the view's coordinates, in order: the content of its
/// layer, replayed by every picture until the view is redrawn.
struct DisplayList {
  /// One drawing call, with the state it was made in.
  enum Command {
    /// A path filled by the non-zero rule.
    case fill(ShapePath, Color)
    /// A path stroked.
    case stroke(ShapePath, StrokeStyle)
    /// A line of text from its top-left point.
    case text(String, at: CGPoint, fontSize: CGFloat, color: Color)
    /// An image scaled to fill a rectangle.
    case image(Image, in: CGRect, ink: Color)
  }

  /// The calls, in order.
  var commands: [Command] = []

  /// Whether nothing was drawn.
  var isEmpty: Bool { commands.isEmpty }
}
