import Foundation
import ViewKitLite

/// The logic of a trailer, without a look: pull a horizontal list past its end to load more,
/// MJRefresh's `MJRefreshTrailer`.
///
/// It sits just right of the content (or at the right edge of the screen when the content is
/// narrower), as tall as its scroll view, 60 points wide. Pulled past its width beyond the end
/// while dragging it turns `.pulling`; released, it refreshes with the inset's right edge grown
/// by its width (plus the gap right of content narrower than the screen, so it rests in view);
/// ending animates that back. Attaching makes the scroll view bounce horizontally.
///
/// Subclass it to draw: ``NormalRefreshTrailer`` adds the state in words, one character a line.
open class RefreshTrailer: RefreshBaseView {
  /// The width a trailer takes unless its subclass sets another: MJRefresh's 60 points.
  public static let defaultWidth: CGFloat = 60

  /// Pulled along x.
  open override var pullAxis: ScrollView.Axis { .horizontal }

  /// Keeps its own width; its height follows the scroll view's.
  open override var followsScrollViewWidth: Bool { false }

  /// The trailer texts in `language`.
  open override func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    .trailer(in: language)
  }

  /// A trailer loads when a screen reader asks for the content on the right at the trailing
  /// edge.
  open override var accessibilityRefreshDirection: AccessibilityScrollDirection { .right }

  /// "Load more", in `language`.
  open override func accessibilityActionName(in language: RefreshLanguage) -> String {
    language.loadMoreActionName
  }

  /// Sets the default width.
  open override func prepare() {
    super.prepare()
    frame.size.width = RefreshTrailer.defaultWidth
  }

  /// Right of the content, or at the right edge of the screen when the content is narrower, as
  /// tall as the scroll view (before ``placeSubviews()`` runs).
  override func placeInScrollView() {
    guard let scrollView else { return }
    let inset = scrollViewOriginalInset
    let visible = scrollView.bounds.width - inset.left - inset.right
    let x = max(scrollView.contentSize.width, visible)
    let target = CGRect(x: x, y: 0, width: frame.width, height: scrollView.bounds.height)
    if frame != target { frame = target }
  }

  /// The pull rule on each offset change, along x.
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    followEndPull(along: .horizontal, extent: frame.width)
  }

  /// The inset for each state (before ``stateDidChange(from:)`` runs).
  override func applyState(from oldState: RefreshState) {
    if state == .refreshing {
      showEndRefreshingInset(along: .horizontal, extent: frame.width)
    } else if oldState == .refreshing {
      animateInsetContributionBack()
    }
  }
}
