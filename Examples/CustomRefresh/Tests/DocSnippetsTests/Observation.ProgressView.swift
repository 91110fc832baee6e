// Generated from Sources/ViewKitLite/ViewKitLite.docc/Observation.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import ViewKitLite

final class ProgressView: View {
  @Dynamic var progress: CGFloat = 0  // observable by typed key path and by the key "progress"
}

final class ProgressLogger: KVObject {
  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    print(keyPath ?? "", change?[.newKey] ?? "")
  }
}

@MainActor func observeProgress() {
  let view = ProgressView()
  let token = view.observe(\.progress, options: [.old, .new]) { view, change in
    print(change.oldValue ?? 0, "→", change.newValue ?? 0)
  }
  let logger = ProgressLogger()
  view.addObserver(logger, forKeyPath: "progress", options: .new, context: nil)
  view.progress = 0.5  // both hear it
  view.removeObserver(logger, forKeyPath: "progress")
  token.invalidate()
}
