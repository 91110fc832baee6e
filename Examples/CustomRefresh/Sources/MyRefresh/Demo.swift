// Generated from README.md (swift block 2) by .ci/readme-snippets: edit the README.

import Foundation  // CGSize, CGPoint and CGFloat come from Foundation, as on Apple's systems
import ViewKitLite

@MainActor func demo() {
  let window = Window(size: CGSize(width: 375, height: 667))   // owns its clock and queue
  let scrollView = ScrollView(frame: window.bounds)
  scrollView.contentSize = CGSize(width: 375, height: 2000)
  window.addSubview(scrollView)

  let token = scrollView.observe(\.contentOffset, options: .new) { scrollView, change in
    print(change.newValue!.y)                                 // every frame of the drag
  }
  let finger = window.touchDown(at: CGPoint(x: 187, y: 200))
  finger.move(by: CGPoint(x: 0, y: 106), duration: 0.3)       // one pan event per frame
  finger.lift()                                               // releases: the content bounces
  window.advance(by: 1)                                       // runs the clock a second
  print(window.picture().text)                                // the screen, in characters
  token.invalidate()
}
