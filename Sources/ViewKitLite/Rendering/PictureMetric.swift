import Foundation

/// The size of a picture's character cell in points: 4 × 8 by default, so a braille dot (2 × 4
/// dots a cell) is 2 × 2 points.
public struct PictureMetric: Hashable, Sendable {
  /// Points across one column.
  public var pointsPerColumn: CGFloat
  /// Points down one row.
  public var pointsPerRow: CGFloat

  /// A metric of the given cell size.
  public init(pointsPerColumn: CGFloat = 4, pointsPerRow: CGFloat = 8) {
    self.pointsPerColumn = pointsPerColumn
    self.pointsPerRow = pointsPerRow
  }

  /// The default metric, 4 × 8 points.
  public static let standard = PictureMetric()

  /// This metric at `scale` times the resolution.
  public func scaled(_ scale: CGFloat) -> PictureMetric {
    PictureMetric(pointsPerColumn: pointsPerColumn / scale, pointsPerRow: pointsPerRow / scale)
  }
}
