// Generated from Sources/ViewKitLite/ViewKitLite.docc/ClocksAndQueues.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import ViewKitLite

final class Toast: Label {
  func show(_ message: String) {
    text = message
    isHidden = false
    // UIKit: DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1500)) { … }
    mainQueue.asyncAfter(deadline: .now() + .milliseconds(1500)) { self.isHidden = true }
  }
}
