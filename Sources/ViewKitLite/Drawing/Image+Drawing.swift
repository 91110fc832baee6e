import Foundation

extension Image {
  /// Draws the image scaled to fill `rect`, in the current graphics context's fill colour:
  /// UIKit's `draw(in:)`. Outside a view's `draw(_:)` it does nothing and records a diagnostic.
  @MainActor
  public func draw(in rect: CGRect) {
    guard let context = GraphicsContext.current else {
      return GraphicsContext.reportNoContext("Image.draw(in:)")
    }
    context.draw(self, in: rect)
  }

  /// Draws the image at its natural ``size`` with its top-left corner at `point`: UIKit's
  /// `draw(at:)`. Outside a view's `draw(_:)` it does nothing and records a diagnostic.
  @MainActor
  public func draw(at point: CGPoint) {
    guard let context = GraphicsContext.current else {
      return GraphicsContext.reportNoContext("Image.draw(at:)")
    }
    context.draw(self, in: CGRect(origin: point, size: size))
  }
}
