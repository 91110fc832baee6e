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
    /// Text set in a rectangle, as a label sets its own.
    case text(TextRun)
    /// An image placed in a rectangle, resolved by name in the window drawn.
    case image(Image, in: CGRect, ink: Color)
  }

  /// The calls, in order.
  var commands: [Command] = []

  /// Whether nothing was drawn.
  var isEmpty: Bool { commands.isEmpty }
}

/// Text to set in a rectangle: what a label draws, and what `String.draw(in:…)` records.
struct TextRun {
  /// The text; newlines break lines when ``numberOfLines`` allows more than one.
  var text: String
  /// Where it is set, in the drawing view's coordinates: the lines are centred on its middle
  /// and aligned across it.
  var rect: CGRect
  var font: Font
  var color: Color
  var alignment: TextAlignment
  /// 1 keeps one line, 0 as many as the width makes, more at most that many.
  var numberOfLines: Int
  /// Whether the text is cut at ``rect`` across (text set in a rectangle), or only at the
  /// drawing view's bounds (text drawn from a point).
  var cutsAtRect: Bool
}
