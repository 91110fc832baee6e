// Generated from Sources/RefreshControls/RefreshControls.docc/WritingYourOwnControl.md (swift block 4) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import ViewKitLite

final class RingControl: RefreshBaseView {
  static let height: CGFloat = 60
  private let ring = ShapeLayer()

  override func prepare() {
    super.prepare()
    frame.size.height = Self.height
    ring.strokeColor = .darkGray
    ring.fillColor = nil
    ring.lineWidth = 3
    ring.strokeEnd = 0
    layer.addSublayer(ring)
  }

  override func placeSubviews() {
    super.placeSubviews()
    guard let scrollView else { return }
    let target = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
    if frame != target { frame = target }
    ring.path = BezierPath(ovalIn: CGRect(x: bounds.midX - 12, y: 18, width: 24, height: 24)).cgPath
  }

  // The trigger: measured from the app's own inset, refreshing on the release.
  override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    guard let scrollView, hearsScrollView, !isRefreshing else { return }
    let pull = -(scrollView.contentOffset.y + scrollViewOriginalInset.top)
    pullingPercent = max(pull, 0) / Self.height
    followPull(pastThreshold: pull > Self.height)
  }

  override func pullingPercentDidChange() {
    super.pullingPercentDidChange()
    ring.strokeEnd = min(pullingPercent, 1)
  }

  // The inset: through the ledger, animated from what is shown.
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    guard let scrollView else { return }
    if state == .refreshing {
      let top = scrollViewOriginalInset.top + Self.height
      View.animate(withDuration: fastAnimationDuration) {
        self.setInsetContribution(EdgeInsets(top: Self.height, left: 0, bottom: 0, right: 0))
        if !scrollView.isDragging { scrollView.contentOffset.y = -top }
      }
    } else if oldState == .refreshing {
      animateInsetContributionBack()
    }
  }
}
