import Foundation
import Testing
import ViewKitLite

/// `whenContentInsetChangeIsShown(_:)`: what waits for a scroll view's inset, and only its own.
@MainActor
@Suite("When an inset change is shown")
struct InsetShownTests {
  /// Two scroll views side by side in one window.
  func scene() -> (Window, ScrollView, ScrollView) {
    let window = Window(size: CGSize(width: 300, height: 300))
    let left = ScrollView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
    let right = ScrollView(frame: CGRect(x: 150, y: 0, width: 150, height: 300))
    for scrollView in [left, right] {
      scrollView.contentSize = CGSize(width: 150, height: 900)
      window.addSubview(scrollView)
    }
    return (window, left, right)
  }

  @Test(
    "in one block, each scroll view's wait is its own: an animated inset waits for its end, an unchanged one runs at once"
  )
  func eachWaitsForItsOwn() {
    let (window, animated, unchanged) = scene()
    var ran: [String] = []
    View.animate(withDuration: 0.4) {
      animated.contentInset.top = 54
      animated.whenContentInsetChangeIsShown { ran.append("animated") }
      unchanged.contentInset = unchanged.contentInset
      unchanged.whenContentInsetChangeIsShown { ran.append("unchanged") }
    }
    #expect(ran == ["unchanged"])
    window.advance(by: 0.4 - 1.0 / 60)
    #expect(ran == ["unchanged"], "the inset is still on its way")
    window.advance(by: 1.0 / 60)
    #expect(ran == ["unchanged", "animated"])
  }

  @Test("outside an animation block, or off screen, the wait ends at once")
  func atOnce() {
    let (_, onScreen, offScreen) = scene()
    offScreen.removeFromSuperview()
    var ran: [String] = []
    onScreen.contentInset.top = 20
    onScreen.whenContentInsetChangeIsShown { ran.append("no block") }
    View.animate(withDuration: 0.4) {
      offScreen.contentInset.top = 54
      offScreen.whenContentInsetChangeIsShown { ran.append("off screen") }
    }
    #expect(ran == ["no block", "off screen"])
  }
}
