import Foundation
import RefreshControls
import ViewKitLite

/// The HW header's pull rule written out in a package of its own, as a port of
/// `NormalRefreshHeader` would carry it: the pull measured from the app's inset, the percent,
/// and arming past the threshold while dragging. The traces of `NormalRefreshHeader` check it
/// frame by frame (`PortedNormalHeaderTests`).
open class PortedNormalHeader: NormalRefreshHeader {
  /// Whether a pull to the threshold exactly counts as past it: `false`, as the HW header;
  /// `true` is the port's bug the traces catch.
  open var armsAtTheThreshold: Bool { false }

  /// The pull rule, on each offset change.
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard let scrollView, hearsScrollView, state != .refreshing else { return }
    let offset = scrollView.contentOffset.y
    let happen = -scrollViewOriginalInset.top
    guard offset < happen else {
      pullingPercent = 0
      if state == .pulling { followPull(pastThreshold: false) }
      return
    }
    pullingPercent = (happen - offset) / threshold
    let limit = happen - threshold
    followPull(pastThreshold: armsAtTheThreshold ? offset <= limit : offset < limit)
  }
}
