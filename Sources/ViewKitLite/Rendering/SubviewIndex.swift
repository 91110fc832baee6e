import Foundation

/// Where a clipping view's subviews sit, so a picture visits only those that can show: built
/// from their model frames when a view with many subviews is drawn, and dropped whenever a
/// subview is added, removed, reordered, moved, resized, turned or animated.
///
/// Subviews are sorted by their frame's top, with the running maximum of their bottoms, so the
/// ones that meet a band of rows are found by two binary searches. Subviews whose drawing may
/// leave their frame (animating, or with subviews or sublayers they do not clip) are always
/// visited.
struct SubviewIndex {
  /// Views with fewer subviews are drawn without an index.
  static let minimumSubviews = 64

  private var tops: [CGFloat] = []
  private var runningBottoms: [CGFloat] = []
  private var order: [Int] = []
  private var alwaysVisited: [Int] = []

  @MainActor
  init(_ subviews: [View]) {
    var entries: [(top: CGFloat, bottom: CGFloat, index: Int)] = []
    for (index, subview) in subviews.enumerated() {
      let contained =
        subview.clipsToBounds || (subview.subviews.isEmpty && subview.layer.sublayers.isEmpty)
      guard contained, !subview.hasRunningAnimations, subview.frame.isFinite else {
        alwaysVisited.append(index)
        continue
      }
      entries.append((subview.frame.minY, subview.frame.maxY, index))
    }
    entries.sort { ($0.top, $0.index) < ($1.top, $1.index) }
    tops = entries.map(\.top)
    order = entries.map(\.index)
    var highest = -CGFloat.infinity
    runningBottoms = entries.map { entry in
      highest = max(highest, entry.bottom)
      return highest
    }
  }

  /// The indices of the subviews that may show between `minY` and `maxY`, in z-order.
  func indices(from minY: CGFloat, to maxY: CGFloat) -> [Int] {
    let end = firstIndex(in: tops) { $0 >= maxY }
    let start = firstIndex(in: runningBottoms) { $0 > minY }
    let found = start < end ? Array(order[start..<end]) : []
    return (found + alwaysVisited).sorted()
  }

  /// The first index of a sorted array where `isAfter` holds (its count when none does).
  private func firstIndex(in values: [CGFloat], where isAfter: (CGFloat) -> Bool) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) / 2
      if isAfter(values[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
