// Generated from README.md (swift block 3) by .ci/readme-snippets: edit the README.

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
