import Foundation
import SceneFixtures
import Testing
@_spi(Testing) import ViewKitLite

@MainActor
@Suite("Content offset observation")
struct ContentOffsetObservationTests {
  @Test("contentOffset observers hear scrolling, not a change of the scroll view's size")
  func offsetIgnoresSize() {
    let scene = ScrollScene()
    var heard = 0
    let token = scene.scrollView.observe(\.contentOffset) { _, _ in heard += 1 }
    scene.scrollView.frame.size.height = 700
    #expect(heard == 0)
    scene.scrollView.contentOffset.y = 10
    #expect(heard == 1)
    #expect(scene.scrollView.activeObservationCount == 1)
    token.invalidate()
    #expect(scene.scrollView.activeObservationCount == 0)
  }
}
