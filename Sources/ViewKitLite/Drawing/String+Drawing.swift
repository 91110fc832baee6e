import Foundation

extension String {
  /// Draws the string in the current graphics context with its top-left corner at `point`:
  /// UIKit's `draw(at:withAttributes:)` with the font size and colour as arguments. Outside a
  /// view's `draw(_:)` it does nothing and records a diagnostic.
  @MainActor
  public func draw(at point: CGPoint, fontSize: CGFloat = 17, color: Color = .black) {
    guard let context = GraphicsContext.current else {
      return GraphicsContext.reportNoContext("String.draw(at:fontSize:color:)")
    }
    context.draw(text: self, at: point, fontSize: fontSize, color: color)
  }
}
