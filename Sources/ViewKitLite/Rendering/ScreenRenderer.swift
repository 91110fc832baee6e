import Foundation

/// Renders a window, or a region of it, to a ``Picture``, from what the screen shows now
/// (presentation values).
///
/// Views paint in z-order, parents before children: a background fills the cells whose centres
/// it covers; a shape layer, an image or an activity indicator sets braille dots (the ink rule
/// is `InkRule`); a label writes its text on the row through its middle, never run into
/// another label's (see ``Label``). Subviews of a view
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
  /// the metric's resolution. Below a scale of 1 a label wider than its frame keeps its
  /// characters where they run into no other text.
  public func picture(of window: Window, region: CGRect? = nil, scale: CGFloat = 1) -> Picture {
    let area = region ?? window.bounds
    let scale = scale > 0 && scale.isFinite ? scale : 1
    let cell = metric.scaled(scale)
    let columns = Int((area.width / cell.pointsPerColumn).rounded(.up))
    let rows = Int((area.height / cell.pointsPerRow).rounded(.up))
    return picture(of: window, area: area, columns: columns, rows: rows, scale: scale)
  }

  /// The picture of `area` (window points), cut at its edges, on `columns` × `rows` cells from
  /// its top left corner at `scale`, a positive finite number: what a camera of a fixed size
  /// takes.
  public func picture(
    of window: Window, area: CGRect, columns: Int, rows: Int, scale: CGFloat
  ) -> Picture {
    Picture(
      canvas: paint(
        window, area: area, columns: columns, rows: rows, scale: scale, wordsOnly: false))
  }

  /// The canvas of `region` at scale 1 for its words alone: its text cells are a full
  /// picture's, but dots no text covers are left out.
  package func wordsCanvas(of window: Window, region: CGRect) -> Canvas {
    let columns = Int((region.width / metric.pointsPerColumn).rounded(.up))
    let rows = Int((region.height / metric.pointsPerRow).rounded(.up))
    return paint(window, area: region, columns: columns, rows: rows, scale: 1, wordsOnly: true)
  }

  private func paint(
    _ window: Window, area: CGRect, columns: Int, rows: Int, scale: CGFloat, wordsOnly: Bool
  ) -> Canvas {
    var pass = RenderPass(
      canvas: Canvas(columns: columns, rows: rows), window: window, region: area,
      cell: metric.scaled(scale), keepsWholeText: scale < 1)
    pass.readsWordsOnly = wordsOnly
    pass.draw(window, transform: .identity, clip: ClipArea(rect: area), alpha: 1)
    return pass.canvas
  }
}

extension Window {
  /// The picture of `region` (the whole window when `nil`) at `scale` times the default
  /// metric's resolution (4 × 8 points a cell).
  public func picture(of region: CGRect? = nil, scale: CGFloat = 1) -> Picture {
    ScreenRenderer().picture(of: self, region: region, scale: scale)
  }
}
