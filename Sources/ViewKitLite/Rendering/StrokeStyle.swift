import Foundation

/// How a path is stroked in a picture: a shape layer's presented stroke, or one drawn in a
/// view's `draw(_:)`.
struct StrokeStyle {
  /// The ink.
  var color: Color
  /// The width in points.
  var lineWidth: CGFloat
  /// How open ends are drawn.
  var cap: ShapeLayer.LineCap
  /// Dash lengths in points, on and off; empty for a solid line.
  var dash: [CGFloat] = []
  /// Where the stroke starts and ends, 0…1 of the path's length.
  var start: CGFloat = 0
  /// Where the stroke ends, 0…1 of the path's length.
  var end: CGFloat = 1
}
