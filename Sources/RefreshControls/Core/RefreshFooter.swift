import Foundation
import ViewKitLite

/// The HW footer, mirroring the header at the bottom edge: pulled up past its height beyond the
/// bottom while dragging it turns `.pulling`; released, it refreshes with the inset's bottom
/// grown by 44 (plus the gap under content shorter than the screen, so it rests in view).
///
/// It sits just below the content, or at the bottom of the screen when the content is shorter
/// (a header pull never reaches it there). `.noMoreData` ignores pulls until
/// ``resetNoMoreData()``; an `endRefreshing()` in the same turn as
/// ``endRefreshingWithNoMoreData()`` keeps `.noMoreData`.
open class RefreshFooter: RefreshBaseView {
  /// The footer's height.
  public static let height: CGFloat = 44
  /// The state's text.
  public let stateLabel = Label()

  /// Sets the HW footer texts and label.
  open override func prepare() {
    super.prepare()
    frame.size.height = RefreshFooter.height
    texts = .chineseFooter
    installStateLabel(stateLabel)
  }

  /// Below the content, or at the bottom of the screen when the content is shorter.
  open override func placeSubviews() {
    super.placeSubviews()
    stateLabel.frame = bounds
    guard let scrollView else { return }
    let inset = scrollViewOriginalInset
    let visible = scrollView.bounds.height - inset.top - inset.bottom
    let y = max(scrollView.contentSize.height, visible)
    let target = CGRect(x: 0, y: y, width: scrollView.bounds.width, height: RefreshFooter.height)
    if frame != target { frame = target }
  }

  /// Follows the content's height.
  open override func scrollViewContentSizeDidChange(_ change: KeyValueObservedChange<CGSize>) {
    placeSubviews()
  }

  /// The offset past which the footer starts to show.
  var happenOffset: CGFloat {
    guard let scrollView else { return 0 }
    let inset = scrollViewOriginalInset
    let breakHeight =
      scrollView.contentSize.height - (scrollView.bounds.height - inset.top - inset.bottom)
    return breakHeight > 0 ? breakHeight - inset.top : -inset.top
  }

  /// The state machine on each offset change.
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard let scrollView, !isHidden, alpha > 0.01, state != .refreshing else { return }
    let offset = scrollView.contentOffset.y
    let happen = happenOffset
    guard offset > happen else {
      pullingPercent = 0
      return
    }
    pullingPercent = (offset - happen) / RefreshFooter.height
    guard state != .noMoreData else { return }
    followPull(pastThreshold: offset > happen + RefreshFooter.height)
  }

  /// Texts and the inset for each state.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    stateLabel.text = texts.text(for: state)
    if state == .refreshing {
      showRefreshingInset()
    } else if oldState == .refreshing {
      View.animate(withDuration: animationDuration) {
        self.setInsetContribution(.zero)
      } completion: { [weak self] _ in
        self?.pullingPercent = 0
        self?.finishEnding()
      }
    }
  }

  private func showRefreshingInset() {
    guard let scrollView else { return }
    let inset = scrollViewOriginalInset
    let breakHeight =
      scrollView.contentSize.height - (scrollView.bounds.height - inset.top - inset.bottom)
    let bottom = RefreshFooter.height + max(-breakHeight, 0)
    let happen = happenOffset
    View.animate(withDuration: animationDuration) {
      self.setInsetContribution(EdgeInsets(top: 0, left: 0, bottom: bottom, right: 0))
      if !scrollView.isDragging {
        scrollView.contentOffset.y = happen + RefreshFooter.height
      }
    }
  }
}

extension RefreshFooter: NoMoreDataFooter {}
