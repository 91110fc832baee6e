// Generated from Sources/RefreshControls/RefreshControls.docc/WritingYourOwnControl.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import RefreshControls

final class ShownThenLoadHeader: NormalRefreshHeader {
  override var defersRefreshingCallback: Bool { true }
  override func refreshingInsetDidShow() { sendRefreshingCallback() }
}
