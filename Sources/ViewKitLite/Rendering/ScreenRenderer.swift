import Foundation

/// Renders a window, or a region of it, to a ``Picture``, from what the screen shows now
/// (presentation values).
///
/// Views paint in z-order, parents before children: a background fills the cells whose centres
/// it covers; a shape layer, an image or an activity indicator sets braille dots (the ink rule
/// is ``InkRule``); a label writes its text on the row through its middle. Subviews of a view
/// that clips are cut at its bounds, everything at the region's edge. Hidden views and views
/// at an alpha of 0.01 or less draw nothing.
@MainActor
public struct ScreenRenderer {
  /// The cell size in points.
  public var metric: PictureMetric

  /// A renderer at `metric`.
  public init(metric: PictureMetric = .standard) {
    self.metric = metric
  }

  /// The picture of `region` (window points; the whole window when `nil`) at `scale` times
  /// the metric's resolution.
  public func picture(of window: Window, region: CGRect? = nil, scale: CGFloat = 1) -> Picture {
    let area = region ?? window.bounds
    let cell = metric.scaled(scale > 0 && scale.isFinite ? scale : 1)
    let columns = Int((area.width / cell.pointsPerColumn).rounded(.up))
    let rows = Int((area.height / cell.pointsPerRow).rounded(.up))
    var pass = RenderPass(
      canvas: Canvas(columns: columns, rows: rows), region: area, cell: cell)
    pass.draw(window, transform: .identity, clip: area, alpha: 1)
    return Picture(canvas: pass.canvas)
  }
}

/// One rendering: the canvas and the mapping from window points to cells and dots.
@MainActor
struct RenderPass {
  var canvas: Canvas
  let region: CGRect
  let cell: PictureMetric

  /// Window points to dot coordinates.
  var toDots: Transform {
    Transform(translationX: -region.minX, y: -region.minY)
      .concatenating(Transform(scaleX: 2 / cell.pointsPerColumn, y: 4 / cell.pointsPerRow))
  }

  mutating func draw(_ view: View, transform: Transform, clip: CGRect, alpha: CGFloat) {
    let shown = view.presentation()
    let opacity = alpha * shown.alpha
    guard !view.isHidden, opacity > 0.01 else { return }
    let bounds = shown.bounds
    let box = Self.boundingBox(of: bounds, through: transform)
    if let color = view.backgroundColor, color.alpha > 0.01 {
      fill(box.intersection(clip), color: color)
    }
    drawContent(of: view, bounds: bounds, transform: transform, clip: clip)
    drawLayers(view.layer.sublayers, transform: transform, clip: clip, alpha: opacity)
    let childClip = view.clipsToBounds ? clip.intersection(box) : clip
    guard !childClip.isNull else { return }
    for subview in Self.subviewsToDraw(of: view, bounds: bounds) {
      let local = subview.presentation()
      let toParent = Self.localTransform(
        center: local.center, bounds: local.bounds, transform: Self.shownTransform(of: subview))
      draw(subview, transform: toParent.concatenating(transform), clip: childClip, alpha: opacity)
    }
  }

  /// The subviews that can show: all of them, or for a clipping view with many, those its index
  /// finds in the shown bounds.
  static func subviewsToDraw(of view: View, bounds: CGRect) -> [View] {
    let subviews = view.subviews
    guard view.clipsToBounds, subviews.count >= SubviewIndex.minimumSubviews else {
      return subviews
    }
    if view.subviewIndex == nil {
      view.subviewIndex = SubviewIndex(subviews)
    }
    return view.subviewIndex?.indices(from: bounds.minY, to: bounds.maxY).map { subviews[$0] }
      ?? subviews
  }

  /// A view's shown transform, with the rotation its own layer's animations add (an image
  /// view spun through `view.layer`, as the seeds do).
  static func shownTransform(of view: View) -> Transform {
    let transform = view.presentation().transform
    guard
      view.layer.animationKeys().contains(where: {
        view.layer.animation(forKey: $0)?.keyPath.hasPrefix("transform.rotation") == true
      })
    else { return transform }
    return Transform(rotationAngle: view.layer.presentation().rotation).concatenating(transform)
  }

  /// Local coordinates to the parent's: about the bounds' middle, then to the centre.
  static func localTransform(center: CGPoint, bounds: CGRect, transform: Transform) -> Transform {
    Transform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(Transform(translationX: center.x, y: center.y))
  }

  static func boundingBox(of rect: CGRect, through transform: Transform) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(transform.apply)
    return DotRasterizer.bounds(of: corners) ?? .null
  }

  private mutating func fill(_ rect: CGRect, color: Color) {
    guard !rect.isNull, rect.width > 0, rect.height > 0 else { return }
    let x0 = (rect.minX - region.minX) / cell.pointsPerColumn
    let x1 = (rect.maxX - region.minX) / cell.pointsPerColumn
    let y0 = (rect.minY - region.minY) / cell.pointsPerRow
    let y1 = (rect.maxY - region.minY) / cell.pointsPerRow
    let columns = Int((x0 - 0.5).rounded(.up))..<Int((x1 - 0.5).rounded(.up))
    let rows = Int((y0 - 0.5).rounded(.up))..<Int((y1 - 0.5).rounded(.up))
    guard !columns.isEmpty, !rows.isEmpty else { return }
    canvas.fill(columns: columns, rows: rows, color: color)
  }

  private func dotClip(_ clip: CGRect) -> CGRect {
    Self.boundingBox(of: clip, through: toDots)
  }

  private mutating func drawContent(
    of view: View, bounds: CGRect, transform: Transform, clip: CGRect
  ) {
    if let label = view as? Label, label.textColor.alpha > 0.01 {
      drawText(of: label, box: Self.boundingBox(of: bounds, through: transform), clip: clip)
    } else if let imageView = view as? ImageView, let image = imageView.displayedImage,
      imageView.tintColor.alpha > 0.01
    {
      drawImage(image, bounds: bounds, transform: transform, clip: clip, ink: imageView.tintColor)
    } else if let spinner = view as? ActivityIndicatorView, let image = spinner.displayedImage,
      spinner.color.alpha > 0.01
    {
      drawImage(image, bounds: bounds, transform: transform, clip: clip, ink: spinner.color)
    }
  }

  private mutating func drawText(of label: Label, box: CGRect, clip: CGRect) {
    guard let text = label.text, !text.isEmpty else { return }
    let visible = box.intersection(clip)
    guard !visible.isNull else { return }
    let row = Int(((box.midY - region.minY) / cell.pointsPerRow).rounded(.down))
    let firstColumn = Int(((box.minX - region.minX) / cell.pointsPerColumn).rounded())
    let lastColumn = Int(((box.maxX - region.minX) / cell.pointsPerColumn).rounded()) - 1
    let clipFirst = Int(((visible.minX - region.minX) / cell.pointsPerColumn).rounded())
    let clipLast = Int(((visible.maxX - region.minX) / cell.pointsPerColumn).rounded()) - 1
    let rowMid = region.minY + (CGFloat(row) + 0.5) * cell.pointsPerRow
    guard visible.minY <= rowMid, rowMid < visible.maxY || visible.height < cell.pointsPerRow
    else { return }
    let width = TextWidth.columns(of: text)
    let available = lastColumn - firstColumn + 1
    var column: Int
    switch label.textAlignment {
    case .left: column = firstColumn
    case .center: column = firstColumn + (available - width) / 2
    case .right: column = lastColumn - width + 1
    }
    for character in text {
      let characterWidth = TextWidth.columns(of: character)
      guard characterWidth > 0 else { continue }
      if column >= max(firstColumn, clipFirst),
        column + characterWidth - 1 <= min(lastColumn, clipLast)
      {
        canvas.setText(
          character, column: column, row: row, width: characterWidth, color: label.textColor)
      }
      column += characterWidth
    }
  }

  private mutating func drawImage(
    _ image: Image, bounds: CGRect, transform: Transform, clip: CGRect, ink: Color
  ) {
    let toDots = transform.concatenating(self.toDots)
    guard let inverse = toDots.inverted() else { return }
    let box = Self.boundingBox(of: bounds, through: toDots).intersection(dotClip(clip))
    guard !box.isNull, bounds.width > 0, bounds.height > 0 else { return }
    for y in Int(box.minY.rounded(.down))...Int(box.maxY.rounded(.down)) {
      for x in Int(box.minX.rounded(.down))...Int(box.maxX.rounded(.down)) {
        let local = Polyline.quantise(
          inverse.apply(to: CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)))
        let u = (local.x - bounds.minX) / bounds.width
        let v = (local.y - bounds.minY) / bounds.height
        if image.dot(u: u, v: v), box.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) {
          canvas.setDot(x: x, y: y, ink: ink)
        }
      }
    }
  }

  private mutating func drawLayers(
    _ layers: [Layer], transform: Transform, clip: CGRect, alpha: CGFloat
  ) {
    for layer in layers {
      let shown = layer.presentation()
      let opacity = alpha * shown.opacity
      guard !layer.isHidden, opacity > 0.01 else { continue }
      let frame = layer.frame
      let toParent = Self.localTransform(
        center: CGPoint(x: frame.midX, y: frame.midY),
        bounds: CGRect(origin: .zero, size: frame.size),
        transform: shown.transform)
      let toWindow = toParent.concatenating(transform)
      guard toWindow.isFinite else { continue }
      if let shape = layer as? ShapeLayer {
        draw(shape, shown: shown, transform: toWindow, clip: clip)
      }
      drawLayers(layer.sublayers, transform: toWindow, clip: clip, alpha: opacity)
    }
  }

  private mutating func draw(
    _ shape: ShapeLayer, shown: LayerPresentation, transform: Transform, clip: CGRect
  ) {
    guard let path = shown.path else { return }
    let toDots = transform.concatenating(self.toDots)
    let polylines = Polyline.flatten(path, transform: toDots)
    let rasterizer = DotRasterizer(clip: dotClip(clip))
    if let fill = shape.fillColor, fill.alpha > 0.01 {
      rasterizer.fill(polylines, ink: fill, into: &canvas)
    }
    if let stroke = shape.strokeColor, stroke.alpha > 0.01, shown.lineWidth > 0 {
      let scale = (toDots.scale.x + toDots.scale.y) / 2
      rasterizer.stroke(
        polylines, width: shown.lineWidth * scale, cap: shape.lineCap,
        dash: (shape.lineDashPattern ?? []).map { $0 * scale }, start: shown.strokeStart,
        end: shown.strokeEnd, ink: stroke, into: &canvas)
    }
  }
}

extension Window {
  /// The picture of `region` (the whole window when `nil`) at `scale` times the default
  /// metric's resolution (4 × 8 points a cell).
  public func picture(of region: CGRect? = nil, scale: CGFloat = 1) -> Picture {
    ScreenRenderer().picture(of: self, region: region, scale: scale)
  }
}
