import Foundation
import ViewKitLite

/// The rule of a control pulled past the end of the content (the back footer along y, the
/// trailer along x): where it starts to show, the pull on each offset change, and the inset
/// that shows it while refreshing.
extension RefreshBaseView {
  /// How far the content overflows, along `axis`, the space the app's insets leave (negative
  /// when it fits).
  func endBreak(along axis: ScrollView.Axis) -> CGFloat {
    guard let scrollView else { return 0 }
    let inset = scrollViewOriginalInset
    let (content, sides) =
      axis == .vertical
      ? (scrollView.contentSize.height, inset.top + inset.bottom)
      : (scrollView.contentSize.width, inset.left + inset.right)
    return content - (scrollView.boundsLength(along: axis) - sides)
  }

  /// The offset along `axis` past which a control at the end starts to show.
  func endHappenOffset(along axis: ScrollView.Axis) -> CGFloat {
    guard scrollView != nil else { return 0 }
    let inset = scrollViewOriginalInset
    return max(endBreak(along: axis), 0) - (axis == .vertical ? inset.top : inset.left)
  }

  /// The pull rule on each offset change for a control `extent` points deep at the end along
  /// `axis`: the pulling percent, and past `extent` while dragging, `.pulling`.
  func followEndPull(along axis: ScrollView.Axis, extent: CGFloat) {
    guard let scrollView, hearsScrollView, state != .refreshing else { return }
    let offset = scrollView.contentOffset(along: axis)
    let happen = endHappenOffset(along: axis)
    guard offset > happen else {
      pullingPercent = 0
      if state == .pulling { followPull(pastThreshold: false) }
      return
    }
    pullingPercent = (offset - happen) / extent
    guard state != .noMoreData else { return }
    followPull(pastThreshold: offset > happen + extent)
  }

  /// Grows the inset's far edge along `axis` by `extent` (plus the gap after content shorter
  /// than the screen, so the control rests in view) and, unless a finger drags, scrolls to show
  /// it, over ``fastAnimationDuration``.
  func showEndRefreshingInset(along axis: ScrollView.Axis, extent: CGFloat) {
    guard let scrollView else { return }
    let grown = extent + max(-endBreak(along: axis), 0)
    let resting = endHappenOffset(along: axis) + extent
    View.animate(withDuration: fastAnimationDuration) {
      self.setInsetContribution(
        axis == .vertical
          ? EdgeInsets(top: 0, left: 0, bottom: grown, right: 0)
          : EdgeInsets(top: 0, left: 0, bottom: 0, right: grown))
      guard !scrollView.isDragging else { return }
      if axis == .vertical {
        scrollView.contentOffset.y = resting
      } else {
        scrollView.contentOffset.x = resting
      }
    }
  }
}
