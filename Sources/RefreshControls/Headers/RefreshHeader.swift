import Foundation
import ViewKitLite

/// The pull-down header's logic, without a look: MJRefresh's `MJRefreshHeader`.
///
/// It sits its own height above the content, as wide as its scroll view. While dragging, pulled
/// past ``threshold`` (its height unless set) it turns `.pulling`, and back before it `.normal`;
/// released while `.pulling` it refreshes: the inset grows by its height and the content
/// scrolls to show it, in ``RefreshBaseView/fastAnimationDuration`` (0.25 s). Ending animates
/// the inset back. Offsets are ignored while it is hidden, transparent (alpha 0.01 or less) or
/// refreshing, as the HW design does.
///
/// Subclass it to draw: set the height in ``prepare()``, lay out in
/// ``RefreshBaseView/placeSubviews()``, and show the state in
/// ``RefreshBaseView/stateDidChange(from:)`` and the pull in
/// ``RefreshBaseView/pullingPercentDidChange()``.
/// The header's own placement and inset run before those hooks, whether or not a subclass calls
/// `super` in them. ``StateRefreshHeader`` adds a state label and ``NormalRefreshHeader``
/// the HW design's look.
open class RefreshHeader: RefreshBaseView {
  /// The height a header takes unless its subclass sets another: the HW design's 44 points.
  public static let defaultHeight: CGFloat = 44
  private var customThreshold: CGFloat?

  /// How much of the scroll view's top inset the header sits above, as if it were content:
  /// for a banner the app shows in the inset, under which the header would hide
  /// (MJRefresh's `ignoredScrollViewContentInsetTop`). The header still arms when pulled its
  /// ``threshold`` past the resting offset, which is when it is fully in view above that inset.
  /// 0 unless set; a value that is not finite, or below 0, is refused with a diagnostic.
  public var ignoredScrollViewContentInsetTop: CGFloat {
    get { ignoredInsets.top }
    set { setIgnoredInset(newValue, at: \.top, member: "ignoredScrollViewContentInsetTop") }
  }

  /// Sets the default height.
  open override func prepare() {
    super.prepare()
    frame.size.height = RefreshHeader.defaultHeight
  }

  /// How far past the top the content must be pulled before releasing refreshes: the header's
  /// height unless set. A value that is not finite and positive is refused with a diagnostic.
  public var threshold: CGFloat {
    get { customThreshold ?? frame.height }
    set {
      guard newValue.isFinite, newValue > 0 else {
        return reportDiagnostic(
          member: "threshold",
          "refused \(NumberFormat.string(newValue)): a threshold is a finite number of points "
            + "above 0; the old one is kept.")
      }
      customThreshold = newValue
    }
  }

  /// Sits its own height above the content (and above ``ignoredScrollViewContentInsetTop``),
  /// as wide as the scroll view (before ``placeSubviews()`` runs).
  override func placeInScrollView() {
    guard let scrollView else { return }
    let y = -frame.height - ignoredScrollViewContentInsetTop
    let target = CGRect(x: 0, y: y, width: scrollView.bounds.width, height: frame.height)
    if frame != target { frame = target }
  }

  /// The pull rule on each offset change.
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard let scrollView, hearsScrollView, state != .refreshing else { return }
    let offset = scrollView.contentOffset.y
    let happen = -scrollViewOriginalInset.top
    guard offset < happen else {
      pullingPercent = 0
      // Back above the top in one step (a fast drag, or the content moved under the finger):
      // pulling no more while dragging; released, the pull it was armed for refreshes.
      if state == .pulling { followPull(pastThreshold: false) }
      return
    }
    pullingPercent = (happen - offset) / threshold
    followPull(pastThreshold: offset < happen - threshold)
  }

  /// Shows the header by growing the inset while refreshing, and takes it back after (before
  /// ``stateDidChange(from:)`` runs).
  override func applyState(from oldState: RefreshState) {
    if state == .refreshing {
      showRefreshingInset()
    } else if oldState == .refreshing {
      animateInsetContributionBack()
    }
  }

  private func showRefreshingInset() {
    guard let scrollView else { return }
    let height = frame.height
    let top = scrollViewOriginalInset.top + height
    View.animate(withDuration: fastAnimationDuration) {
      self.setInsetContribution(EdgeInsets(top: height, left: 0, bottom: 0, right: 0))
      if !scrollView.isDragging {
        scrollView.contentOffset.y = -top
      }
    }
  }
}
