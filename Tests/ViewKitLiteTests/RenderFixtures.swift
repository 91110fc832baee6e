import Foundation
import ViewKitLite

/// Small scenes for pictures of single primitives.
@MainActor
enum RenderFixtures {
  /// A white window of `size` with one full-size view to draw on.
  static func canvas(_ size: CGSize) -> (Window, View) {
    let window = Window(size: size)
    window.backgroundColor = .white
    let view = View(frame: CGRect(origin: .zero, size: size))
    window.addSubview(view)
    return (window, view)
  }

  /// A shape layer the size of `view` drawing `path`.
  @discardableResult
  static func shape(
    _ path: ShapePath, in view: View, stroke: Color? = .black, fill: Color? = nil,
    lineWidth: CGFloat = 2
  ) -> ShapeLayer {
    let layer = ShapeLayer()
    layer.frame = view.bounds
    layer.path = path
    layer.strokeColor = stroke
    layer.fillColor = fill
    layer.lineWidth = lineWidth
    view.layer.addSublayer(layer)
    return layer
  }

  /// The three layers of the JK glyph at fill `scale` (the JK design's numbers), in a 45 × 45
  /// view: the light-gray J, the dark bottom arc and the dark top bar.
  static func jikeGlyph(scale: CGFloat, in view: View) {
    let center = CGPoint(x: 22.5, y: 22.5)
    let gray = Color(red255: 222, green255: 226, blue255: 229)
    let dark = Color(red255: 59, green255: 84, blue255: 106)
    let j = BezierPath()
    j.addArc(withCenter: center, radius: 8, startAngle: .pi / 2, endAngle: 0, clockwise: false)
    j.addLine(to: CGPoint(x: 30.5, y: 6.5))
    j.addLine(to: CGPoint(x: 35.5, y: 6.5))
    j.addLine(to: CGPoint(x: 35.5, y: 22.5))
    j.addArc(
      withCenter: center, radius: 13, startAngle: 0, endAngle: .pi / 2 - 0.05, clockwise: true)
    j.close()
    shape(j.cgPath, in: view, stroke: gray, fill: gray, lineWidth: 1)
    let arc = BezierPath()
    arc.addArc(
      withCenter: center, radius: 10.5, startAngle: .pi / 2,
      endAngle: .pi / 2 - .pi / 2 * min(scale, 0.5) * 2, clockwise: false)
    shape(arc.cgPath, in: view, stroke: dark, lineWidth: 5)
    guard scale > 0.5 else { return }
    let bar = BezierPath()
    bar.move(to: CGPoint(x: 33, y: 22.5))
    bar.addLine(to: CGPoint(x: 33, y: 22.5 - (scale - 0.5) * 2 * 16))
    shape(bar.cgPath, in: view, stroke: dark, lineWidth: 5)
  }
}
