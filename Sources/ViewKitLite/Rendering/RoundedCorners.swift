import Foundation

/// The rounded corners of a rectangle in some view's or layer's coordinates, as a test on dots:
/// what `cornerRadius` cuts from a background or a mask. Only the corners cut; the straight
/// edges are the clip rectangle's, so a radius never moves them.
struct RoundedCorners {
  /// Dot coordinates to the rectangle's coordinates.
  let fromDots: Transform
  /// The rectangle.
  let rect: CGRect
  /// The radius in effect: at most half the shorter side.
  let radius: CGFloat

  /// The corners of `rect`, drawn through `toDots`; `nil` when nothing is cut (no radius, an
  /// empty rectangle, or a transform that collapses the plane).
  init?(rect: CGRect, radius: CGFloat, toDots: Transform) {
    let radius = min(radius, rect.width / 2, rect.height / 2)
    guard radius > 0, let fromDots = toDots.inverted() else { return nil }
    self.fromDots = fromDots
    self.rect = rect
    self.radius = radius
  }

  /// Whether the dot centred at `center` (dot coordinates) lies in a corner square but outside
  /// the corner's circle.
  func cuts(_ center: CGPoint) -> Bool {
    let point = Polyline.quantise(fromDots.apply(to: center))
    let dx = max(rect.minX + radius - point.x, point.x - (rect.maxX - radius), 0)
    let dy = max(rect.minY + radius - point.y, point.y - (rect.maxY - radius), 0)
    return dx > 0 && dy > 0 && dx * dx + dy * dy > radius * radius + 1e-9
  }
}
