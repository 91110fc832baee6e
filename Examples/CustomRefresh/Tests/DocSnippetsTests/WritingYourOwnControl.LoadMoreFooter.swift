// Generated from Sources/RefreshControls/RefreshControls.docc/WritingYourOwnControl.md (swift block 3) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import ViewKitLite

/// A line of text under the content: its state's words, the ones it is read by.
final class LoadMoreFooter: RefreshFooter {
  private let label = Label()

  override func prepare() {
    super.prepare()
    frame.size.height = 40
    showState(in: label)  // laid across the footer at each layout
  }

  override func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    var texts = RefreshTexts.footer(in: language)
    if language == .english {
      texts.pull = "Pull up for more"
      (texts.release, texts.refreshing, texts.noMoreData) = ("Let go", "Loading…", "That is all")
    }
    return texts
  }
}
