import Foundation
import SceneFixtures
import Testing
import ViewKitLite

@MainActor
@Suite("Limits moved by a resize")
struct ResizeLimitsTests {
  @Test("a shorter scroll view pulls an idle offset back into its new limits")
  func shorterScrollView() {
    let scene = ScrollScene(contentHeight: 1000)
    scene.scrollView.contentOffset.y = 200
    scene.scrollView.autoresizingMask = [.flexibleHeight]
    scene.window.frame.size.height = 900
    #expect(scene.scrollView.verticalLimits.upperBound == 100)
    #expect(scene.scrollView.contentOffset.y == 100)
  }
}
