import ViewKitLite

/// The Stretchy design's header image, inside the scroll view: it answers a screen reader's
/// scroll at the top and offers the custom action for its indicator, which sits outside the
/// scroll view.
final class StretchyHeaderImageView: ImageView {
  weak var indicator: StretchyHeaderRefreshView?

  override func accessibilityScrollBeyondEdge(
    _ direction: AccessibilityScrollDirection, of scrollView: ScrollView
  ) -> Bool {
    indicator?.accessibilityScrollBeyondEdge(direction, of: scrollView) ?? false
  }

  override func accessibilityActions(
    offeredIn scrollView: ScrollView
  ) -> [AccessibilityCustomAction] {
    indicator?.accessibilityActions(offeredIn: scrollView) ?? []
  }
}
