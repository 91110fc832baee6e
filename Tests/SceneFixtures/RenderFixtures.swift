import Foundation
import ViewKitLite

/// Small scenes for pictures of single primitives.
@MainActor
package enum RenderFixtures {
  /// A white window of `size` with one full-size view to draw on.
  package static func canvas(_ size: CGSize) -> (Window, View) {
    let window = Window(size: size)
    window.backgroundColor = .white
    let view = View(frame: CGRect(origin: .zero, size: size))
    window.addSubview(view)
    return (window, view)
  }

  /// A shape layer the size of `view` drawing `path`.
  @discardableResult
  package static func shape(
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

}
