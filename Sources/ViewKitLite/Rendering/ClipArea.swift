import Foundation

/// Where a rendering step may paint: a rectangle in window points, less the corners that
/// rounded, masking views and layers above it cut away.
struct ClipArea {
  /// The rectangle, in window points.
  var rect: CGRect
  /// The rounded corners cut from it, outermost first.
  var corners: [RoundedCorners] = []

  /// Whether nothing can be painted.
  var isNull: Bool { rect.isNull }

  /// The area cut to `box` as well.
  func intersection(_ box: CGRect) -> ClipArea {
    ClipArea(rect: rect.intersection(box), corners: corners)
  }

  /// The area less `corners`, when there are any.
  func cutting(_ corners: RoundedCorners?) -> ClipArea {
    guard let corners else { return self }
    return ClipArea(rect: rect, corners: self.corners + [corners])
  }

  /// Whether no rounded corner cuts the dot centred at `center` (dot coordinates). The
  /// rectangle is the caller's to check.
  func keeps(dotAt center: CGPoint) -> Bool {
    corners.allSatisfy { !$0.cuts(center) }
  }
}
