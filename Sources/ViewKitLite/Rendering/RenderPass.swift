import Foundation

/// One rendering: the canvas and the mapping from window points to cells and dots.
///
/// A view paints, in order: its background (corners of its layer's `cornerRadius` cut in
/// dots), what its `draw(_:)` drew (a label's text and an image view's image among it), its
/// layer's sublayers, then its subviews. A view that clips cuts its sublayers and subviews at
/// its bounds, rounded by its layer's `cornerRadius`. Every colour reaches the canvas at the
/// opacity it shows at: its own alpha times its view's and its ancestors' (``opacity``).
@MainActor
package struct RenderPass {
  var canvas: Canvas
  /// The window drawn, where named images are found.
  let window: Window?
  let region: CGRect
  let cell: PictureMetric
  /// Window points to dot coordinates.
  let toDots: Transform
  /// Whether a label wider than its frame keeps its characters past its frame where they run
  /// into no other text: at a reduced scale, where frames shrink under their text.
  let keepsWholeText: Bool
  /// How many texts have been written: the newest text's number in the canvas.
  var textRuns = 0
  /// The opacity of the view or layer drawing now, through its ancestors.
  var opacity: CGFloat = 1
  /// Whether the pass is read for its words alone: dots that would fall on no text's character
  /// are not set, since text written later replaces dots and nothing else is read.
  var readsWordsOnly = false

  /// A pass that paints `region` (window points) of `window` on `canvas`, `cell` points a
  /// character; `keepsWholeText` at a reduced scale.
  init(
    canvas: Canvas, window: Window?, region: CGRect, cell: PictureMetric,
    keepsWholeText: Bool = false
  ) {
    self.canvas = canvas
    self.window = window
    self.region = region
    self.cell = cell
    self.keepsWholeText = keepsWholeText
    toDots = Transform(translationX: -region.minX, y: -region.minY)
      .concatenating(Transform(scaleX: 2 / cell.pointsPerColumn, y: 4 / cell.pointsPerRow))
  }

  /// The corners `radius` cuts from `bounds` drawn through `transform` (to window points), or
  /// `nil` with no radius, without composing the transform for the many views that have none.
  func corners(
    of bounds: CGRect, radius: CGFloat, through transform: Transform
  )
    -> RoundedCorners?
  {
    guard radius > 0 else { return nil }
    return RoundedCorners(rect: bounds, radius: radius, toDots: transform.concatenating(toDots))
  }

  mutating func draw(_ view: View, transform: Transform, clip: ClipArea, alpha: CGFloat) {
    let shown = view.presentation()
    let opacity = alpha * shown.alpha
    guard !view.isHidden, opacity > 0.01 else { return }
    let bounds = shown.bounds
    let box = bounds.boundingBox(through: transform)
    let corners = corners(of: bounds, radius: view.layer.cornerRadius, through: transform)
    self.opacity = opacity
    if let color = view.backgroundColor, color.alpha > 0.01 {
      fillBackground(box, color: color, clip: clip, corners: corners)
    }
    let ownClip = clip.intersection(box).cutting(view.clipsToBounds ? corners : nil)
    drawDisplayList(
      of: view, bounds: bounds, transform: transform, clip: clip, ownClip: ownClip)
    let childClip = view.clipsToBounds ? ownClip : clip
    drawLayers(view.layer.sublayers, transform: transform, clip: childClip, alpha: opacity)
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
  package static func shownTransform(of view: View) -> Transform {
    guard view.hasRunningAnimations || view.layer.hasAnimations else { return view.transform }
    let transform = view.presentation().transform
    guard let rotation = view.layer.presentation().animatedRotation else { return transform }
    return Transform(rotationAngle: rotation).concatenating(transform)
  }

  /// Local coordinates to the parent's: about the bounds' middle, then to the centre.
  package static func localTransform(
    center: CGPoint, bounds: CGRect, transform: Transform
  ) -> Transform {
    Transform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(Transform(translationX: center.x, y: center.y))
  }

  /// Fills the cells whose centres `box` covers within `clip` with `color`'s glyph. Where
  /// rounded corners cut a cell, the dots they leave are set in `color` instead.
  mutating func fillBackground(
    _ box: CGRect, color: Color, clip: ClipArea, corners: RoundedCorners?
  ) {
    let cutters = clip.cutting(corners)
    guard let (columns, rows) = cells(covering: box.intersection(clip.rect)) else { return }
    guard !cutters.corners.isEmpty else {
      return canvas.fill(columns: columns, rows: rows, color: color, alpha: opacity)
    }
    for row in rows {
      for column in columns {
        let dots = (0..<8).map { (x: 2 * column + $0 % 2, y: 4 * row + $0 / 2) }
        let kept = dots.filter {
          cutters.keeps(dotAt: CGPoint(x: CGFloat($0.x) + 0.5, y: CGFloat($0.y) + 0.5))
        }
        if kept.count == dots.count {
          canvas.fill(
            columns: column..<column + 1, rows: row..<row + 1, color: color, alpha: opacity)
        } else {
          kept.forEach { canvas.setDot(x: $0.x, y: $0.y, ink: shown(color)) }
        }
      }
    }
  }

  /// The cells whose centres `rect` (window points) covers, or `nil` when there are none.
  private func cells(covering rect: CGRect) -> (Range<Int>, Range<Int>)? {
    guard !rect.isNull, rect.width > 0, rect.height > 0 else { return nil }
    let x0 = (rect.minX - region.minX) / cell.pointsPerColumn
    let x1 = (rect.maxX - region.minX) / cell.pointsPerColumn
    let y0 = (rect.minY - region.minY) / cell.pointsPerRow
    let y1 = (rect.maxY - region.minY) / cell.pointsPerRow
    let columns = Int((x0 - 0.5).rounded(.up))..<Int((x1 - 0.5).rounded(.up))
    let rows = Int((y0 - 0.5).rounded(.up))..<Int((y1 - 0.5).rounded(.up))
    guard !columns.isEmpty, !rows.isEmpty else { return nil }
    return (columns, rows)
  }

  /// Whether dots set in `dotBox` (dot coordinates) can change what the pass is read for: always,
  /// unless it reads words only and no text has a character under the box yet.
  func dotsMatter(in dotBox: CGRect) -> Bool {
    guard readsWordsOnly, dotBox.isFinite else { return true }
    guard !dotBox.isNull, !dotBox.isEmpty else { return false }
    let columns = canvas.columns
    let rows = canvas.rows
    let first = (column: max(Int(dotBox.minX / 2), 0), row: max(Int(dotBox.minY / 4), 0))
    let last = (
      column: min(Int(dotBox.maxX / 2), columns - 1), row: min(Int(dotBox.maxY / 4), rows - 1)
    )
    guard first.column <= last.column, first.row <= last.row else { return false }
    return canvas.hasText(columns: first.column..<last.column + 1, rows: first.row..<last.row + 1)
  }

  /// A clip rectangle in dot coordinates.
  func dotClip(_ clip: CGRect) -> CGRect {
    clip.boundingBox(through: toDots)
  }

  /// `color` at the opacity it shows at: its own alpha times ``opacity``.
  func shown(_ color: Color) -> Color {
    color.withAlphaComponent(color.alpha * opacity)
  }

  /// Sets a run of text (a label's, or text a `draw(_:)` set in a rectangle or at a point) in
  /// the box `transform` makes of its rectangle: one line on the row through the box's middle,
  /// or its lines wrapped at the box's columns, centred around that row, one a row. Text set in
  /// a rectangle is cut at it; text drawn at a point only at `bounds`, the drawing view's.
  mutating func drawText(
    _ run: TextRun, transform: Transform, bounds: CGRect, clip: ClipArea
  ) {
    let box = run.rect.boundingBox(through: transform)
    guard !run.text.isEmpty, run.color.alpha > 0.01, !box.intersection(clip.rect).isNull else {
      return
    }
    let cut = run.cutsAtRect ? box : bounds.boundingBox(through: transform)
    let middle = (box.midY - region.minY) / cell.pointsPerRow
    let frame = columns(of: box)
    let lines = TextWidth.lines(
      of: run.text, wrappingAt: frame.last - frame.first + 1, numberOfLines: run.numberOfLines)
    // One line sits on the row holding the middle; several are centred on the middle.
    let first = Int((middle - CGFloat(lines.count) / 2 + 0.5).rounded(.down))
    for (index, line) in lines.enumerated() {
      drawLine(line, of: run, row: first + index, box: box, cut: cut, clip: clip)
    }
  }

  /// Writes one line of a run on `row`, placed by its alignment in `box`: whole when it fits,
  /// cut at `cut`'s columns when it does not, and only when the row's middle is inside both the
  /// box's visible part and the clip. At a reduced scale (``keepsWholeText``) a line wider than
  /// its box keeps its characters where that runs into no other text, and otherwise shows its
  /// beginning, from its box's first column.
  private mutating func drawLine(
    _ text: String, of run: TextRun, row: Int, box: CGRect, cut: CGRect, clip: ClipArea
  ) {
    let visible = box.intersection(clip.rect)
    let rowMid = region.minY + (CGFloat(row) + 0.5) * cell.pointsPerRow
    // The row's middle must be inside the clip (a footer just below a table's edge stays
    // hidden), and in the box or on its bottom edge (a label a row high on a half-row shows).
    guard visible.minY <= rowMid, rowMid <= visible.maxY || visible.height < cell.pointsPerRow,
      clip.rect.minY <= rowMid, rowMid < clip.rect.maxY
    else { return }
    let frame = columns(of: box)
    let edges = columns(of: cut)
    let onScreen = columns(of: clip.rect)
    let width = TextWidth.columns(of: text)
    var column: Int
    switch run.alignment {
    case .left: column = frame.first
    case .center: column = frame.first + (frame.last - frame.first + 1 - width) / 2
    case .right: column = frame.last - width + 1
    }
    textRuns += 1
    var within = (first: max(edges.first, onScreen.first), last: min(edges.last, onScreen.last))
    if keepsWholeText, width > frame.last - frame.first + 1 {
      let whole = (
        first: max(column, onScreen.first), last: min(column + width - 1, onScreen.last)
      )
      if whole.first <= whole.last,
        !canvas.touchesOtherText(columns: whole.first...whole.last, row: row, owner: textRuns)
      {
        within = whole
      } else {
        column = frame.first
      }
    }
    writeText(
      text, column: column, row: row, within: within, color: shown(run.color),
      weight: run.font.weight, clip: clip)
  }

  /// The columns whose cells `rect` (window points) spans, first to last, from the columns
  /// nearest its edges.
  func columns(of rect: CGRect) -> (first: Int, last: Int) {
    (
      Int(((rect.minX - region.minX) / cell.pointsPerColumn).rounded()),
      Int(((rect.maxX - region.minX) / cell.pointsPerColumn).rounded()) - 1
    )
  }

  /// Writes `text` from `column` on `row` as the newest text (``textRuns``), keeping the
  /// characters that fit between the `within` columns (inclusive) and that no rounded corner of
  /// `clip` cuts. It is drawn over the texts before it: their characters on or beside its own
  /// are erased, so two texts never read as one.
  mutating func writeText(
    _ text: String, column start: Int, row: Int, within columns: (first: Int, last: Int),
    color: Color, weight: Font.Weight, clip: ClipArea
  ) {
    var column = start
    for character in text {
      let characterWidth = TextWidth.columns(of: character)
      guard characterWidth > 0 else { continue }
      let end = column + characterWidth - 1
      let kept = (column...end).allSatisfy {
        clip.keeps(dotAt: CGPoint(x: CGFloat(2 * $0 + 1), y: CGFloat(4 * row + 2)))
      }
      if column >= columns.first, end <= columns.last, kept {
        canvas.eraseOtherText(near: column...end, row: row, owner: textRuns)
        canvas.setText(
          character, column: column, row: row, width: characterWidth, color: color,
          weight: weight, owner: textRuns)
      }
      column += characterWidth
    }
  }

  /// Draws `image` scaled to fill `rect` (local coordinates) in `ink` (already at the opacity
  /// it shows at).
  mutating func drawImage(
    _ image: Image, in rect: CGRect, transform: Transform, clip: ClipArea, ink: Color
  ) {
    let toDots = transform.concatenating(self.toDots)
    guard let inverse = toDots.inverted() else { return }
    let box = rect.boundingBox(through: toDots).intersection(dotClip(clip.rect))
    guard !box.isNull, rect.width > 0, rect.height > 0, dotsMatter(in: box) else { return }
    for y in Int(box.minY.rounded(.down))...Int(box.maxY.rounded(.down)) {
      for x in Int(box.minX.rounded(.down))...Int(box.maxX.rounded(.down)) {
        let center = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
        let local = Polyline.quantise(inverse.apply(to: center))
        let u = (local.x - rect.minX) / rect.width
        let v = (local.y - rect.minY) / rect.height
        if image.dot(u: u, v: v), box.contains(center), clip.keeps(dotAt: center) {
          canvas.setDot(x: x, y: y, ink: ink)
        }
      }
    }
  }
}
