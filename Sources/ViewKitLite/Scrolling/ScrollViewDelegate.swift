import Foundation

/// What a scroll view tells its delegate: UIKit's `UIScrollViewDelegate`. Every method is
/// optional.
///
/// The order, as in UIKit: `scrollViewWillBeginDragging`, `scrollViewDidScroll` for each
/// offset change, `scrollViewWillEndDragging` (velocity in points per millisecond; the delegate
/// may rewrite the target), `scrollViewDidEndDragging(_:willDecelerate:)`, then, when momentum
/// or a bounce follows, `scrollViewWillBeginDecelerating`, more `scrollViewDidScroll`, and
/// `scrollViewDidEndDecelerating`.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A finger started dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifts; `velocity` is in points per millisecond, and `targetContentOffset` is
  /// where momentum will stop: change it to stop elsewhere.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint)
  /// The finger lifted; momentum or a bounce follows when `decelerate` is `true`.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// Momentum or a bounce starts.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// Momentum or a bounce came to rest.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// A `setContentOffset(_:animated: true)` animation ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
