extension BezierPath {
  /// Fills the path in the current graphics context's fill colour, by the non-zero rule:
  /// UIKit's `fill()`. Outside a view's `draw(_:)` it does nothing and records a diagnostic.
  public func fill() {
    guard let context = GraphicsContext.current else {
      return GraphicsContext.reportNoContext("BezierPath.fill()")
    }
    context.fill(cgPath)
  }

  /// Strokes the path in the current graphics context's stroke colour, ``lineWidth`` wide with
  /// ``lineCapStyle`` ends: UIKit's `stroke()`. Outside a view's `draw(_:)` it does nothing and
  /// records a diagnostic.
  public func stroke() {
    guard let context = GraphicsContext.current else {
      return GraphicsContext.reportNoContext("BezierPath.stroke()")
    }
    context.stroke(cgPath, lineWidth: lineWidth, cap: lineCapStyle)
  }
}
