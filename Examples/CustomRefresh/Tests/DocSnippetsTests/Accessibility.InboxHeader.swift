// Generated from Sources/RefreshControls/RefreshControls.docc/Accessibility.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import RefreshControls
import ViewKitLite

/// A header that says what it fetches, and names its action after it.
final class InboxHeader: RefreshHeader {
  override func accessibilityActionName(in language: RefreshLanguage) -> String {
    language == .english ? "Check for mail" : language.refreshActionName
  }

  override func accessibilityAnnouncement(for state: RefreshState) -> String? {
    state == .refreshing ? "Checking for mail" : super.accessibilityAnnouncement(for: state)
  }
}
