// Generated from Sources/RefreshControlsTesting/RefreshControlsTesting.docc/Fuzzing.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import ViewKitLite

/// A 50-point header that arms 40 points down: a pull rule of its own.
final class EarlyHeader: RefreshHeader {
  override func prepare() {
    super.prepare()
    frame.size.height = 50
  }

  override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard let scrollView, hearsScrollView, !isRefreshing else { return }
    let pull = -(scrollView.contentOffset.y + scrollViewOriginalInset.top)
    pullingPercent = max(pull, 0) / 40
    followPull(pastThreshold: pull > 40)
  }
}
