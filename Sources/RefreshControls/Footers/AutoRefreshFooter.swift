import Foundation
import ViewKitLite

/// The logic of a footer that starts loading by itself when the bottom comes near, without a
/// look: MJRefresh's `MJRefreshAutoFooter`. ``AutoNormalRefreshFooter`` adds a state label.
///
/// While attached it adds its height to the inset's bottom, so it shows under the content. It
/// begins when the offset, moving down, comes within ``triggerAutomaticallyRefreshPercent`` of
/// its height of the end (content taller than the screen), or when a drag of shorter content
/// ends pulled up. It fires at most once per drag: the budget comes back when a new pan begins.
open class AutoRefreshFooter: RefreshBaseView {
  /// The height a footer takes unless its subclass sets another: 44 points.
  public static let defaultHeight: CGFloat = 44
  /// How much of the footer must show to begin: 1 when it is fully in view, 0 as it starts to.
  public var triggerAutomaticallyRefreshPercent: CGFloat = 1
  private var hasFiredThisDrag = false

  /// Sets the default height and the footer texts.
  open override func prepare() {
    super.prepare()
    frame.size.height = AutoRefreshFooter.defaultHeight
    texts = .chineseFooter
  }

  /// Just below the content; adds its height to the inset while attached and shown (before
  /// ``placeSubviews()`` runs).
  override func placeInScrollView() {
    guard let scrollView else { return }
    let target = CGRect(
      x: 0, y: scrollView.contentSize.height, width: scrollView.bounds.width,
      height: frame.height)
    if frame != target { frame = target }
    let contribution = EdgeInsets(
      top: 0, left: 0, bottom: isHidden ? 0 : frame.height, right: 0)
    if insetContribution != contribution { setInsetContribution(contribution) }
  }

  /// Begins when the bottom comes near while the offset moves down.
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard let scrollView, let new = change.newValue, let old = change.oldValue, new.y > old.y,
      scrollView.contentSize.height + scrollViewOriginalInset.top > scrollView.bounds.height
    else { return }
    let inset = scrollView.adjustedContentInset
    let trigger =
      scrollView.contentSize.height - scrollView.bounds.height
      + frame.height * triggerAutomaticallyRefreshPercent + inset.bottom - frame.height
    if new.y >= trigger {
      fire()
    }
  }

  /// A new pan restores the budget; a drag of short content that ends pulled up begins.
  open override func scrollViewPanStateDidChange(
    _ change: KeyValueObservedChange<PanGestureRecognizer.State>
  ) {
    guard let scrollView else { return }
    switch change.newValue {
    case .began:
      hasFiredThisDrag = false
    case .ended:
      let short =
        scrollView.contentSize.height + scrollViewOriginalInset.top <= scrollView.bounds.height
      if short, scrollView.contentOffset.y > -scrollViewOriginalInset.top {
        fire()
      }
    default:
      break
    }
  }

  private func fire() {
    guard state == .normal, !hasFiredThisDrag, !isHidden, refreshingSibling == nil else { return }
    hasFiredThisDrag = true
    state = .refreshing
  }

}

extension AutoRefreshFooter: NoMoreDataFooter {}
