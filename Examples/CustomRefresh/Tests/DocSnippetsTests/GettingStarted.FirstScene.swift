// Generated from Sources/ViewKitLite/ViewKitLite.docc/GettingStarted.md (swift block 2) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import ViewKitLite

@MainActor func firstScene() {
  let window = Window(size: CGSize(width: 375, height: 667))
  let scrollView = ScrollView(frame: window.bounds)
  scrollView.contentSize = CGSize(width: 375, height: 2000)
  window.addSubview(scrollView)

  let finger = window.touchDown(at: CGPoint(x: 187, y: 200))
  finger.move(by: CGPoint(x: 0, y: 106), duration: 0.3)  // one pan event a frame
  finger.lift()  // the content bounces back to its top
  window.advance(by: 1)  // a second of the window's time
  print(window.picture().text)
}
