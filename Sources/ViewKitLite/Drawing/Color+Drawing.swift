extension Color {
  /// Makes this the fill colour of the current graphics context: UIKit's `UIColor.setFill()`.
  /// Outside a view's `draw(_:)` it does nothing and records a diagnostic.
  @MainActor
  public func setFill() {
    guard let context = GraphicsContext.current else {
      return GraphicsContext.reportNoContext("Color.setFill()")
    }
    context.setFillColor(self)
  }

  /// Makes this the stroke colour of the current graphics context: UIKit's
  /// `UIColor.setStroke()`. Outside a view's `draw(_:)` it does nothing and records a diagnostic.
  @MainActor
  public func setStroke() {
    guard let context = GraphicsContext.current else {
      return GraphicsContext.reportNoContext("Color.setStroke()")
    }
    context.setStrokeColor(self)
  }

  /// Makes this both the fill and the stroke colour: UIKit's `UIColor.set()`. Outside a view's
  /// `draw(_:)` it does nothing and records a diagnostic.
  @MainActor
  public func set() {
    guard let context = GraphicsContext.current else {
      return GraphicsContext.reportNoContext("Color.set()")
    }
    context.setFillColor(self)
    context.setStrokeColor(self)
  }
}
