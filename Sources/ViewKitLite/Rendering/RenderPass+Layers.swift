import Foundation

extension RenderPass {
  /// Draws `layers` and their sublayers, back to front: each layer's background (corners of
  /// its `cornerRadius` cut in dots), its shape, then its sublayers, all cut to its rounded
  /// bounds when it masks.
  mutating func drawLayers(
    _ layers: [Layer], transform: Transform, clip: ClipArea, alpha: CGFloat
  ) {
    for layer in layers {
      let shown = layer.presentation()
      let opacity = alpha * shown.opacity
      guard !layer.isHidden, opacity > 0.01 else { continue }
      let toWindow = layer.transformToSuperlayer(shown.transform).concatenating(transform)
      guard toWindow.isFinite else { continue }
      let bounds = layer.bounds
      let box = bounds.boundingBox(through: toWindow)
      let corners = corners(of: bounds, radius: layer.cornerRadius, through: toWindow)
      self.opacity = opacity
      if let color = layer.backgroundColor, color.alpha > 0.01 {
        fillBackground(box, color: color, clip: clip, corners: corners)
      }
      let ownClip = layer.masksToBounds ? clip.intersection(box).cutting(corners) : clip
      guard !ownClip.isNull else { continue }
      if let shape = layer.shownShape(shown) {
        drawPath(
          shape.path, fill: shape.fill, stroke: shape.stroke, transform: toWindow, clip: ownClip)
      }
      drawLayers(layer.sublayers, transform: toWindow, clip: ownClip, alpha: opacity)
    }
  }

  /// Fills and strokes `path` (local coordinates, `transform` to the window) in dots, through
  /// the one rasteriser every shape uses.
  mutating func drawPath(
    _ path: ShapePath, fill: Color?, stroke: StrokeStyle?, transform: Transform, clip: ClipArea
  ) {
    guard dotsMatter(in: dotClip(clip.rect)) else { return }
    let toDots = transform.concatenating(self.toDots)
    let polylines = Polyline.flatten(path, transform: toDots)
    let rasterizer = DotRasterizer(clip: dotClip(clip.rect), area: clip)
    if let fill, fill.alpha > 0.01 {
      rasterizer.fill(polylines, ink: shown(fill), into: &canvas)
    }
    if let stroke, stroke.color.alpha > 0.01, stroke.lineWidth > 0 {
      let scale = (toDots.scale.x + toDots.scale.y) / 2
      rasterizer.stroke(
        polylines, width: stroke.lineWidth * scale, cap: stroke.cap,
        dash: stroke.dash.map { $0 * scale }, start: stroke.start, end: stroke.end,
        ink: shown(stroke.color), into: &canvas)
    }
  }
}
