import Foundation
import ViewKitLite

/// A delegate that logs each call, with the offset and flags at that moment.
@MainActor
package final class DelegateLog: ScrollViewDelegate {
  package init() {}

  package var calls: [String] = []
  package var retarget: ((inout CGPoint) -> Void)?

  package func scrollViewDidScroll(_ scrollView: ScrollView) {
    if calls.last != "didScroll" { calls.append("didScroll") }
  }
  package func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    calls.append("willBeginDragging")
  }
  package func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    calls.append(
      "willEndDragging v=\(NumberFormat.string(velocity.y)) target=\(NumberFormat.string(targetContentOffset.y))"
    )
    retarget?(&targetContentOffset)
  }
  package func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(\(decelerate))")
  }
  package func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    calls.append("willBeginDecelerating")
  }
  package func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    calls.append("didEndDecelerating")
  }
  package func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    calls.append("didEndScrollingAnimation")
  }
}

/// A window with one full-screen scroll view.
@MainActor
package struct ScrollScene {
  package let window: Window
  package let scrollView: ScrollView

  package init(height: CGFloat = 800, contentHeight: CGFloat = 5000, frameRate: Int = 60) {
    window = Window(size: CGSize(width: 400, height: height), frameRate: frameRate)
    scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: height))
    scrollView.contentSize = CGSize(width: 400, height: contentHeight)
    window.addSubview(scrollView)
    window.advance(by: 1.0 / Double(frameRate))
  }

  package var center: CGPoint { CGPoint(x: 200, y: window.bounds.midY) }
}

/// A 300 × 300 window whose scroll view's content is `content`, one frame in.
@MainActor
package func square(content: CGSize) -> (Window, ScrollView) {
  let window = Window(size: CGSize(width: 300, height: 300))
  let scrollView = ScrollView(frame: window.bounds)
  scrollView.contentSize = content
  window.addSubview(scrollView)
  window.advance(by: 1.0 / 60)
  return (window, scrollView)
}
