import Foundation
import SceneFixtures
import Testing
import ViewKitLite
import ViewKitLiteHarness

/// A subview that answers a scroll beyond its scroll view's edge, counting what it was asked.
private final class EdgeListener: View {
  var asked: [AccessibilityScrollDirection] = []
  var answers = true
  override func accessibilityScrollBeyondEdge(
    _ direction: AccessibilityScrollDirection, of scrollView: ScrollView
  ) -> Bool {
    asked.append(direction)
    return answers
  }
}

@MainActor
@Suite("Scrolling by the screen reader")
struct AccessibilityScrollTests {
  /// A 200 × 100 window with a scroll view of 200 × 100 over `content`.
  private func scrollView(content: CGSize) -> (Window, ScrollView, EdgeListener) {
    let window = Window(size: CGSize(width: 200, height: 100))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = content
    let listener = EdgeListener()
    scrollView.addSubview(listener)
    window.addSubview(scrollView)
    window.advance(by: 1.0 / 60)
    return (window, scrollView, listener)
  }

  @Test("a page down moves one page, animated, and says 'Page 2 of 3'; the last page is clamped")
  func pages() {
    let (window, scrollView, listener) = scrollView(content: CGSize(width: 200, height: 250))
    #expect(scrollView.accessibilityScrollStatus == "Page 1 of 3")
    #expect(window.screenReader.scroll(.down))
    #expect(scrollView.contentOffset.y == 0, "animated: the offset moves over the next frames")
    window.advance(by: 0.5)
    #expect(scrollView.contentOffset.y == 100)
    #expect(window.screenReader.scroll(.down))
    window.advance(by: 0.5)
    #expect(
      scrollView.contentOffset.y == 150 && scrollView.accessibilityScrollStatus == "Page 3 of 3")
    listener.answers = false
    #expect(!window.screenReader.scroll(.down) && listener.asked == [.down])
    #expect(window.accessibilityNotifications.compactMap(\.text) == ["Page 2 of 3", "Page 3 of 3"])
  }

  @Test(
    "a page begins a thousandth of a page early, so rounding never reads the page before",
    arguments: [(99.885, "Page 1 of 4"), (99.895, "Page 1 of 4"), (99.905, "Page 2 of 4")]
      as [(CGFloat, String)])
  func pageBoundary(offset: CGFloat, status: String) {
    let (_, scrollView, _) = scrollView(content: CGSize(width: 200, height: 400))
    scrollView.contentOffset.y = offset
    #expect(scrollView.accessibilityScrollStatus == status)
  }

  @Test("the last page: half a point short of the end is on it; 0.55 short is not")
  func lastPage() {
    let (_, scrollView, _) = scrollView(content: CGSize(width: 200, height: 250))
    scrollView.contentOffset.y = 149.5
    #expect(scrollView.accessibilityScrollStatus == "Page 3 of 3")
    scrollView.contentOffset.y = 149.45
    #expect(scrollView.accessibilityScrollStatus == "Page 2 of 3")
  }

  @Test(
    "content both ways pages vertically, scrolling on or off; content shorter than a page is page 1 of 1"
  )
  func pageAxisAndShortContent() {
    let (_, both, _) = scrollView(content: CGSize(width: 800, height: 250))
    #expect(both.accessibilityScrollStatus == "Page 1 of 3", "3 pages down, not 4 across")
    both.contentOffset = CGPoint(x: 400, y: 0)
    #expect(both.accessibilityScrollStatus == "Page 1 of 3")
    both.isScrollEnabled = false
    #expect(both.accessibilityScrollStatus == "Page 1 of 3", "with scrolling off, still down")
    let (_, short, _) = scrollView(content: CGSize(width: 200, height: 40))
    short.alwaysBounceVertical = true
    #expect(short.accessibilityScrollStatus == "Page 1 of 1")
  }

  @Test("at an edge, the subviews are asked, frontmost first, until one answers")
  func edge() {
    let (window, scrollView, listener) = scrollView(content: CGSize(width: 200, height: 100))
    let front = EdgeListener()
    front.answers = false
    scrollView.addSubview(front)
    #expect(window.screenReader.scroll(.up) && front.asked == [.up] && listener.asked == [.up])
    listener.answers = false
    #expect(!window.screenReader.scroll(.left))
    #expect(window.accessibilityNotifications.isEmpty)
  }

  @Test("half a point short of an edge is at the edge; a point short moves the rest")
  func nearEdge() {
    let (window, scrollView, listener) = scrollView(content: CGSize(width: 200, height: 300))
    scrollView.contentOffset.y = 199.5
    #expect(window.screenReader.scroll(.down) && listener.asked.isEmpty, "0.5 pt left: it moves")
    window.advance(by: 0.5)
    #expect(scrollView.contentOffset.y == 200)
    scrollView.contentOffset.y = 199.6
    #expect(window.screenReader.scroll(.down) && listener.asked == [.down])
  }

  @Test("insets shorten a page; horizontal content pages left and right; next follows the axis")
  func insetsAndAxes() {
    let (window, scrollView, _) = scrollView(content: CGSize(width: 600, height: 100))
    scrollView.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
    scrollView.contentOffset.x = -20
    #expect(scrollView.accessibilityScrollStatus == "Page 1 of 4")
    #expect(window.screenReader.scroll(.next))
    window.advance(by: 0.5)
    #expect(scrollView.contentOffset.x == 130, "a page is 200 less 50 of insets")
    #expect(window.screenReader.scroll(.previous))
    window.advance(by: 0.5)
    #expect(scrollView.contentOffset.x == -20)
  }

  @Test("a table says the rows it shows: 'Rows 1 to 5 of 12', then 'Rows 5 to 10 of 12'")
  func tableRows() {
    let scene = AccessibilityScene()
    #expect(scene.tableView.accessibilityScrollStatus == "Rows 1 to 5 of 12")
    scene.window.screenReader.focus(scene.tableView.visibleCells[0])
    #expect(scene.window.screenReader.scroll(.down))
    #expect(scene.window.accessibilityNotifications.last?.text == "Rows 5 to 10 of 12")
    scene.window.advance(by: 0.5)
    #expect(scene.tableView.accessibilityScrollStatus == "Rows 5 to 10 of 12")
  }

  @Test("a scroll view that does not scroll is not moved; the reader asks up the chain")
  func disabled() {
    let (window, scrollView, listener) = scrollView(content: CGSize(width: 200, height: 300))
    scrollView.isScrollEnabled = false
    #expect(!window.screenReader.scroll(.down) && listener.asked.isEmpty)
  }
}

@MainActor
@Suite("A page scroll whose content changes under it")
struct PageScrollLimitsTests {
  /// A 200 × 100 window over 200 × 1000 of content, a page scroll under way from 400.
  private func scrolling() -> (Window, ScrollView) {
    let window = Window(size: CGSize(width: 200, height: 100))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 200, height: 1000)
    window.addSubview(scrollView)
    scrollView.contentOffset.y = 400
    window.advance(by: 1.0 / 60)
    #expect(window.screenReader.scroll(.down))
    window.advance(by: 0.1)
    return (window, scrollView)
  }

  @Test("content shrinking past the page's target: the scroll ends at the new end, smoothly")
  func shrinksPastTarget() {
    let (window, scrollView) = scrolling()
    let now = scrollView.contentOffset.y
    #expect(now > 400 && now < 500)
    scrollView.contentSize.height = 550
    #expect(scrollView.contentOffset.y == now, "no jump")
    window.advance(by: 0.5)
    #expect(
      scrollView.contentOffset.y == 450 && scrollView.accessibilityScrollStatus == "Page 6 of 6")
  }

  @Test("content gone from under the scroll: it stops, and the content springs back to the top")
  func contentGone() {
    let (window, scrollView) = scrolling()
    scrollView.contentSize.height = 0
    let shown = scrollView.contentOffset.y
    #expect(shown > 0 && shown < 100, "banded within the rubber band's reach: \(shown)")
    window.advance(by: 1.0 / 60)
    #expect(scrollView.contentOffset.y < shown, "springing back, not on to the old page")
    window.advance(by: 2)
    #expect(scrollView.contentOffset.y == 0 && window.isIdle)
  }

  @Test("limits moving past content the scroll is still bringing back: it springs back instead")
  func resizedWhileComingBack() {
    let (window, scrollView) = scrolling()
    scrollView.contentSize.height = 460
    #expect(window.screenReader.scroll(.up))
    scrollView.frame.size.height = 50
    window.advance(by: 1.0 / 60)
    let limit = scrollView.verticalLimits.upperBound
    #expect(scrollView.contentOffset.y <= limit + 50)
    window.advance(by: 2)
    #expect(scrollView.contentOffset.y == limit && window.isIdle)
  }

  @Test("content growing keeps the page's target")
  func grows() {
    let (window, scrollView) = scrolling()
    scrollView.contentSize.height = 2000
    window.advance(by: 0.5)
    #expect(scrollView.contentOffset.y == 500)
  }
}
