import Foundation
import ViewKitLite

/// The pull-up footer's logic, without a look: the HW design's footer, MJRefresh's
/// `MJRefreshBackFooter`.
///
/// It sits just below the content, or at the bottom of the screen when the content is shorter
/// (a header pull never reaches it there). Pulled up past its height beyond the bottom while
/// dragging it turns `.pulling`; released, it refreshes with the inset's bottom grown by its
/// height (plus the gap under content shorter than the screen, so it rests in view).
/// `.noMoreData` ignores pulls until ``NoMoreDataFooter/resetNoMoreData()``; an
/// `endRefreshing()` in the same turn as ``NoMoreDataFooter/endRefreshingWithNoMoreData()``
/// keeps `.noMoreData`.
///
/// Subclass it to draw, as a header: ``NormalRefreshFooter`` adds the HW design's state label.
open class RefreshFooter: RefreshBaseView {
  /// The height a footer takes unless its subclass sets another: the HW design's 44 points.
  public static let defaultHeight: CGFloat = 44

  /// The footer texts in `language`.
  open override func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    .footer(in: language)
  }

  /// A footer loads when a screen reader asks for the content below at the bottom.
  open override var accessibilityRefreshDirection: AccessibilityScrollDirection { .down }

  /// "Load more", in `language`.
  open override func accessibilityActionName(in language: RefreshLanguage) -> String {
    language.loadMoreActionName
  }

  /// Sets the default height.
  open override func prepare() {
    super.prepare()
    frame.size.height = RefreshFooter.defaultHeight
  }

  /// Below the content, or at the bottom of the screen when the content is shorter, and below
  /// ``ignoredScrollViewContentInsetBottom`` (before ``placeSubviews()`` runs).
  override func placeInScrollView() {
    guard let scrollView else { return }
    let inset = scrollViewOriginalInset
    let visible = scrollView.bounds.height - inset.top - inset.bottom
    let y = max(scrollView.contentSize.height, visible) + ignoredScrollViewContentInsetBottom
    let target = CGRect(x: 0, y: y, width: scrollView.bounds.width, height: frame.height)
    if frame != target { frame = target }
  }

  /// The pull rule on each offset change, along y.
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    followEndPull(along: .vertical, extent: frame.height)
  }

  /// The inset for each state (before ``stateDidChange(from:)`` runs).
  override func applyState(from oldState: RefreshState) {
    if state == .refreshing {
      showEndRefreshingInset(along: .vertical, extent: frame.height)
    } else if oldState == .refreshing {
      animateInsetContributionBack()
    }
  }
}

extension RefreshFooter: NoMoreDataFooter {}
