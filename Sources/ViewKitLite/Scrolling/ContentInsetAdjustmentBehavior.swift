/// Which safe-area insets a scroll view adds to its `contentInset`: UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
  /// As `.scrollableAxes` (a plain scroll view in UIKit behaves so).
  case automatic
  /// Top and bottom when the content scrolls vertically (taller than the bounds, or
  /// `alwaysBounceVertical`); left and right when it scrolls horizontally.
  case scrollableAxes
  /// No adjustment: `adjustedContentInset` equals `contentInset`.
  case never
  /// Every edge, always.
  case always
}
