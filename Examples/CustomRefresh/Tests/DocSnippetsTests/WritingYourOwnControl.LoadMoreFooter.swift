// Generated from Sources/RefreshControls/RefreshControls.docc/WritingYourOwnControl.md (swift block 2) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import ViewKitLite

/// A line of text under the content.
final class LoadMoreFooter: RefreshFooter {
  private let label = Label()

  override func prepare() {
    super.prepare()
    frame.size.height = 40
    label.textAlignment = .center
    addSubview(label)
  }

  override func placeSubviews() {
    super.placeSubviews()  // the footer has placed itself just below the content
    label.frame = bounds
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    let texts: [RefreshState: String] = [
      .pulling: "Let go", .refreshing: "Loading…", .noMoreData: "That is all",
    ]
    label.text = texts[state] ?? "Pull up for more"
  }
}
