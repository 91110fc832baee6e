import Foundation
import ViewKitLite

/// A camera on a window: pictures of a region of it, a fixed number of cells at a chosen scale,
/// that follow a view as it moves.
///
/// The region is ``columns`` × ``rows`` cells at ``scale`` times the metric's resolution. It
/// rests at the top or the bottom (`Edge`) of a stage, the window unless given, and at its
/// left, ``margin`` points outside it; it slides down or up just enough to keep the followed
/// view, where the screen shows it now (animations included), with ``margin`` points around
/// it (where the view is taller than the region, the edge it rests at decides which end shows),
/// and is centred across on the view when the view does not fit across it at rest. It moves in
/// whole cells, so the scene under it does not shimmer, and never past the window's edges where
/// the window is larger than the region (a smaller window sits in its middle). The region is
/// worked out from what the screen shows when the picture is taken, nothing kept from earlier
/// pictures: the same screen gives the same picture.
///
/// ```swift
/// var camera = Camera(window: window, columns: 78, rows: 19, scale: 1.5)
/// camera.follow(refreshHeader, restingAt: .top, of: tableView)
/// print(camera.picture().text)
/// ```
@MainActor
public struct Camera {
  /// The edge of the window the region rests at when the followed view leaves it room.
  public enum Edge: Hashable, Sendable {
    /// The top of the window: for a header and the first rows under it.
    case top
    /// The bottom of the window: for a footer and the last rows above it.
    case bottom
  }

  /// The window filmed.
  public let window: Window
  /// The picture's width in cells.
  public var columns: Int
  /// The picture's height in cells.
  public var rows: Int
  /// The resolution: `scale` times the metric's, as for `Window.picture(of:scale:)`. A value
  /// that is not finite and positive films at 1.
  public var scale: CGFloat
  /// The cell size at a scale of 1.
  public var metric: PictureMetric
  /// The view followed, or `nil` to stay at rest.
  public weak var subject: View?
  /// The view whose edges the region rests at, or `nil` for the window.
  public weak var stage: View?
  /// The edge of the stage the region rests at.
  public var edge: Edge = .top
  /// The points kept around the followed view, 8 unless set.
  public var margin: CGFloat = 8

  /// A camera on `window` taking pictures of `columns` × `rows` cells at `scale` times
  /// `metric`'s resolution, resting at the top until it follows a view.
  public init(
    window: Window, columns: Int, rows: Int, scale: CGFloat = 1, metric: PictureMetric = .standard
  ) {
    self.window = window
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    self.scale = scale
    self.metric = metric
  }

  /// Follows `view` (or none), resting at `edge` of `stage` (the window when `nil`) when the
  /// view leaves room: the top of a table for its header, say, or the bottom for its footer.
  public mutating func follow(_ view: View?, restingAt edge: Edge = .top, of stage: View? = nil) {
    subject = view
    self.edge = edge
    self.stage = stage
  }

  /// The size of one cell in points at the camera's scale.
  public var cell: PictureMetric { metric.scaled(effectiveScale) }

  /// The scale the camera films at: ``scale``, or 1 when that is not finite and positive.
  private var effectiveScale: CGFloat { scale > 0 && scale.isFinite ? scale : 1 }

  /// The region filmed now, in window points.
  public var region: CGRect {
    let cell = cell
    let size = CGSize(
      width: CGFloat(columns) * cell.pointsPerColumn, height: CGFloat(rows) * cell.pointsPerRow)
    let bounds = window.bounds
    let rest = stage?.shownFrame ?? bounds
    var x = rest.minX - margin
    var y = edge == .top ? rest.minY - margin : rest.maxY + margin - size.height
    if let frame = subject?.shownFrame {
      if frame.minX - margin < x || frame.maxX + margin > x + size.width {
        x = frame.midX - size.width / 2
      }
      let showsBottom = frame.maxY + margin - size.height
      let showsTop = frame.minY - margin
      y = edge == .top ? min(max(y, showsBottom), showsTop) : max(min(y, showsTop), showsBottom)
    }
    x = Camera.place(
      (x / cell.pointsPerColumn).rounded() * cell.pointsPerColumn, length: size.width,
      within: bounds.minX...bounds.maxX)
    y = Camera.place(
      (y / cell.pointsPerRow).rounded() * cell.pointsPerRow, length: size.height,
      within: bounds.minY...bounds.maxY)
    return CGRect(origin: CGPoint(x: x, y: y), size: size)
  }

  /// The picture of ``region``, ``columns`` × ``rows`` cells.
  public func picture() -> Picture {
    ScreenRenderer(metric: metric).picture(
      of: window, area: region, columns: columns, rows: rows, scale: effectiveScale)
  }

  /// The window point under the middle of the picture's cell at `column` and `row`, counted
  /// from 0 at the top left.
  public func point(atColumn column: Int, row: Int) -> CGPoint {
    let region = region
    let cell = cell
    return CGPoint(
      x: region.minX + (CGFloat(column) + 0.5) * cell.pointsPerColumn,
      y: region.minY + (CGFloat(row) + 0.5) * cell.pointsPerRow)
  }

  /// The largest scale at which `size` points fit in `columns` × `rows` cells of `metric`.
  public static func scale(
    fitting size: CGSize, columns: Int, rows: Int, metric: PictureMetric = .standard
  ) -> CGFloat {
    guard size.width > 0, size.height > 0 else { return 1 }
    let across = CGFloat(max(columns, 0)) * metric.pointsPerColumn / size.width
    let down = CGFloat(max(rows, 0)) * metric.pointsPerRow / size.height
    return min(across, down)
  }

  /// The start of a span `length` long: `start` moved inside `range` when the span fits in it,
  /// the span centred on `range` when it does not.
  private static func place(
    _ start: CGFloat, length: CGFloat, within range: ClosedRange<CGFloat>
  ) -> CGFloat {
    let room = range.upperBound - range.lowerBound - length
    guard room >= 0 else { return range.lowerBound + room / 2 }
    return min(max(start, range.lowerBound), range.lowerBound + room)
  }
}
