import Foundation

extension String {
  /// Draws the string in the current graphics context with its top-left corner at `point`:
  /// UIKit's `draw(at:withAttributes:)` with the font size and colour as arguments, each newline
  /// starting the next line. Outside a view's `draw(_:)` it does nothing and records a diagnostic.
  @MainActor
  public func draw(at point: CGPoint, fontSize: CGFloat = 17, color: Color = .black) {
    guard let context = GraphicsContext.current else {
      return GraphicsContext.reportNoContext("String.draw(at:fontSize:color:)")
    }
    context.draw(text: self, at: point, font: .systemFont(ofSize: fontSize), color: color)
  }

  /// Draws the string in `font` with its top-left corner at `point`, cut at the view's bounds:
  /// UIKit's `draw(at:withAttributes:)`, each newline starting the next line. Outside a view's
  /// `draw(_:)` it does nothing and records a diagnostic.
  @MainActor
  public func draw(at point: CGPoint, font: Font, color: Color = .black) {
    guard let context = GraphicsContext.current else {
      return GraphicsContext.reportNoContext("String.draw(at:font:color:)")
    }
    context.draw(text: self, at: point, font: font, color: color)
  }

  /// Sets the string in `rect` as a ``Label`` sets its text, through the same routine: aligned
  /// across the rectangle, its lines centred on its middle, cut at its edges. `numberOfLines`
  /// is a label's: 1 keeps one line, 0 wraps by character as the width needs, another number
  /// at most that many. UIKit's `draw(in:withAttributes:)`. Outside a view's `draw(_:)` it does
  /// nothing and records a diagnostic.
  @MainActor
  public func draw(
    in rect: CGRect, font: Font = .systemFont(ofSize: 17), color: Color = .black,
    alignment: TextAlignment = .left, numberOfLines: Int = 1
  ) {
    guard let context = GraphicsContext.current else {
      return GraphicsContext.reportNoContext(
        "String.draw(in:font:color:alignment:numberOfLines:)")
    }
    context.draw(
      text: self, in: rect, font: font, color: color, alignment: alignment,
      numberOfLines: numberOfLines)
  }
}
