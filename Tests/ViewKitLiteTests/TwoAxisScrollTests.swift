import Foundation
import SceneFixtures
import Testing
import ViewKitLite

/// The offsets along `axis` shown each frame while `gesture` plays and for `seconds` after.
@MainActor
private func trace(
  _ axis: ScrollView.Axis, content: CGSize, seconds: TimeInterval = 3,
  _ gesture: (Window) -> Void
) -> [CGFloat] {
  let (window, scrollView) = square(content: content)
  var values: [CGFloat] = []
  let link = DisplayLink(window: window) { _ in
    let offset = scrollView.contentOffset
    values.append(axis == .vertical ? offset.y : offset.x)
  }
  gesture(window)
  window.advance(by: seconds)
  link.invalidate()
  return values
}

@MainActor
@Suite("Scrolling on both axes")
struct TwoAxisScrollTests {
  @Test("x moves as y does for the same dimension: drag, rubber band, fling, bounce")
  func horizontalMirrorsVertical() {
    let gestures: [(String, (Window, CGPoint) -> Void)] = [
      ("drag in", { $0.drag(from: CGPoint(x: 150, y: 150), by: $1, duration: 0.3) }),
      ("fling", { $0.fling(from: CGPoint(x: 150, y: 150), by: $1, velocity: 2500) }),
    ]
    for (name, gesture) in gestures {
      for distance in [-120, 200] as [CGFloat] {
        let vertical = trace(.vertical, content: CGSize(width: 300, height: 1500)) {
          gesture($0, CGPoint(x: 0, y: distance))
        }
        let horizontal = trace(.horizontal, content: CGSize(width: 1500, height: 300)) {
          gesture($0, CGPoint(x: distance, y: 0))
        }
        #expect(horizontal == vertical, "\(name) by \(distance)")
        #expect(vertical.contains { $0 != 0 }, "\(name) by \(distance) moved")
      }
    }
  }

  @Test(
    "the physics vectors on x: 106 pt of finger past the left of an 800-pt-wide view shows −54.34, 130 pt −65.63; 1,000 pt/s of momentum travels 499.5 pt"
  )
  func physicsVectorsOnX() {
    let window = Window(size: CGSize(width: 800, height: 400))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 5000, height: 400)
    window.addSubview(scrollView)
    window.advance(by: 1.0 / 60)
    let finger = window.touchDown(at: CGPoint(x: 400, y: 200))
    finger.move(by: CGPoint(x: 106, y: 0), duration: 0.2)
    #expect(abs(scrollView.contentOffset.x - -54.34) < 0.01)
    finger.move(by: CGPoint(x: 24, y: 0), duration: 0.1)
    #expect(abs(scrollView.contentOffset.x - -65.63) < 0.01)
    finger.lift()
    window.advance(by: 2)
    #expect(scrollView.contentOffset.x == 0)
    let destination = ScrollPhysics.decelerationDestination(
      from: 1000, velocity: 1000, rate: .normal)
    #expect(abs(destination - 1499.5) < 0.05, "the same function serves both axes")
  }

  @Test("both axes scroll at once when content is larger both ways; each rests in its limits")
  func diagonalWithoutLock() {
    let (window, scrollView) = square(content: CGSize(width: 900, height: 900))
    window.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: -100, y: -60), duration: 0.5)
    window.advance(by: 3)
    #expect(scrollView.contentOffset.x > 90 && scrollView.contentOffset.y > 50)
    window.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 150, y: 150), duration: 0.3)
    window.advance(by: 3)
    #expect(scrollView.contentOffset == .zero, "past both top-left limits, bounced back")
  }

  @Test(
    "with the directional lock, a start within 22.5° of an axis keeps to it; a diagonal moves both",
    arguments: [
      (CGPoint(x: -60, y: -10), true, false), (CGPoint(x: -10, y: -60), false, true),
      (CGPoint(x: -50, y: -50), true, true),
    ])
  func directionalLock(move: CGPoint, movesX: Bool, movesY: Bool) {
    let (window, scrollView) = square(content: CGSize(width: 900, height: 900))
    scrollView.isDirectionalLockEnabled = true
    let finger = window.touchDown(at: CGPoint(x: 200, y: 200))
    finger.move(by: move, duration: 0.3)
    finger.move(by: CGPoint(x: move.y, y: move.x), duration: 0.3)
    #expect((scrollView.contentOffset.x != 0) == movesX, "x: \(scrollView.contentOffset)")
    #expect((scrollView.contentOffset.y != 0) == movesY, "y: \(scrollView.contentOffset)")
    finger.hold(for: 0.1)
    finger.lift()
    window.advance(by: 3)
    #expect(
      (scrollView.contentOffset.x != 0) == movesX && (scrollView.contentOffset.y != 0) == movesY)
  }

  @Test(
    "the lock's 22.5°: a start at 22° keeps to x, at 23° moves both",
    arguments: [(22.0, false), (23.0, true)] as [(Double, Bool)])
  func lockAngle(degrees: Double, movesY: Bool) {
    let (window, scrollView) = square(content: CGSize(width: 900, height: 900))
    scrollView.isDirectionalLockEnabled = true
    let radians = degrees * .pi / 180
    let move = CGPoint(x: -60 * cos(radians), y: -60 * sin(radians))
    let finger = window.touchDown(at: CGPoint(x: 200, y: 200))
    finger.move(by: move, duration: 0.3)
    #expect(scrollView.contentOffset.x > 0)
    #expect((scrollView.contentOffset.y != 0) == movesY, "\(scrollView.contentOffset)")
    finger.lift()
  }

  @Test(
    "the lock waits for 10 points of finger travel, measured straight: 9.5 moves nothing, 10.5 moves along the axis it is near",
    arguments: [ScrollView.Axis.horizontal, .vertical])
  func lockDistance(axis: ScrollView.Axis) {
    let (window, scrollView) = square(content: CGSize(width: 900, height: 900))
    scrollView.isDirectionalLockEnabled = true
    func along(_ main: CGFloat, _ across: CGFloat) -> CGPoint {
      axis == .horizontal ? CGPoint(x: main, y: across) : CGPoint(x: across, y: main)
    }
    let finger = window.touchDown(at: CGPoint(x: 200, y: 200))
    finger.move(by: along(-9.5, -1), duration: 0.2)
    #expect(scrollView.contentOffset == .zero)
    finger.move(by: along(-1, 0), duration: 0.1)
    let moved = scrollView.contentOffset
    #expect(axis == .horizontal ? moved.x > 0 && moved.y == 0 : moved.y > 0 && moved.x == 0)
    finger.lift()
  }

  @Test("without the lock the same nearly horizontal drag moves both axes")
  func noLock() {
    let (window, scrollView) = square(content: CGSize(width: 900, height: 900))
    window.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: -60, y: -10), duration: 0.3)
    #expect(scrollView.contentOffset.x > 0 && scrollView.contentOffset.y > 0)
  }

  @Test("a horizontal fling into the trailing edge bounces back to it exactly, told once")
  func flingIntoTheTrailingEdge() {
    let (window, scrollView) = square(content: CGSize(width: 900, height: 300))
    let log = DelegateLog()
    scrollView.delegate = log
    scrollView.contentOffset.x = 500
    var furthest: CGFloat = 0
    let link = DisplayLink(window: window) { _ in
      furthest = max(furthest, scrollView.contentOffset.x)
    }
    window.fling(from: CGPoint(x: 250, y: 150), by: CGPoint(x: -100, y: 0), velocity: 4000)
    window.advance(by: 4)
    link.invalidate()
    #expect(furthest > 600 && furthest < 600 + 300, "past the 600-pt limit, within the reach")
    #expect(scrollView.contentOffset.x == 600 && scrollView.contentOffset.y == 0)
    #expect(log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
    #expect(!scrollView.isDecelerating)
  }

  @Test("released exactly at a limit, moving into the content, the target is where momentum rests")
  func releasedAtTheLimit() {
    let (window, scrollView) = square(content: CGSize(width: 300, height: 3000))
    let recorder = VelocityRecorder()
    scrollView.delegate = recorder
    let finger = window.touchDown(at: CGPoint(x: 150, y: 150))
    finger.move(by: CGPoint(x: 0, y: 60), duration: 0.2)
    finger.move(by: CGPoint(x: 0, y: -60), duration: 0.05)
    #expect(scrollView.contentOffset.y == 0, "back at the top limit exactly")
    finger.lift()
    #expect(recorder.velocity.y > 0, "the content moves up into itself")
    #expect(recorder.target.y > 100, "momentum's rest, not the limit: \(recorder.target.y)")
  }

  @Test("the release velocity is capped at 8,000 pt/s on each axis; the delegate hears both")
  func velocityCapOnEachAxis() {
    let (window, scrollView) = square(content: CGSize(width: 90_000, height: 90_000))
    let recorder = VelocityRecorder()
    scrollView.delegate = recorder
    window.fling(from: CGPoint(x: 250, y: 250), by: CGPoint(x: -200, y: -200), velocity: 40_000)
    #expect(recorder.velocity == CGPoint(x: 8, y: 8), "points a millisecond")
    #expect(recorder.target.x > scrollView.contentOffset.x, "a target on both axes")
    #expect(recorder.target.y > scrollView.contentOffset.y)
  }

  @Test(
    "paging: slow releases go to the nearest page, fast ones to the next, on each axis",
    arguments: [ScrollView.Axis.horizontal, .vertical])
  func paging(axis: ScrollView.Axis) {
    let content =
      axis == .horizontal ? CGSize(width: 1500, height: 300) : CGSize(width: 300, height: 1500)
    let along = { (value: CGFloat) in
      axis == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
    }
    let offset = { (scrollView: ScrollView) in
      axis == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    }
    let (window, scrollView) = square(content: content)
    scrollView.isPagingEnabled = true
    var finger = window.touchDown(at: CGPoint(x: 150, y: 150))
    finger.move(by: along(-100), duration: 0.3)
    finger.hold(for: 0.2)
    finger.lift()
    window.advance(by: 2)
    #expect(offset(scrollView) == 0, "a third of a page, slowly: back to the nearest")
    finger = window.touchDown(at: CGPoint(x: 150, y: 150))
    finger.move(by: along(-200), duration: 0.3)
    finger.hold(for: 0.2)
    finger.lift()
    window.advance(by: 2)
    #expect(offset(scrollView) == 300, "two thirds, slowly: the nearest is the next")
    window.fling(from: CGPoint(x: 150, y: 150), by: along(-40), velocity: 1200)
    window.advance(by: 2)
    #expect(offset(scrollView) == 600, "a flick past 300 pt/s: the next page")
    window.fling(from: CGPoint(x: 150, y: 150), by: along(30), velocity: 1200)
    window.advance(by: 2)
    #expect(offset(scrollView) == 300, "the other way: the page before")
    #expect(!scrollView.isDecelerating)
  }

  /// A paging strip of five 300-point pages, a finger dragging it 290 points left from `x`
  /// over `duration` and still down, the offset then set exactly on the second page.
  func draggedOntoAPage(from x: CGFloat, duration: TimeInterval) -> (Finger, ScrollView) {
    let (window, scrollView) = square(content: CGSize(width: 1500, height: 300))
    scrollView.isPagingEnabled = true
    let finger = window.touchDown(at: CGPoint(x: x, y: 150))
    finger.move(by: CGPoint(x: -290, y: 0), duration: duration)
    scrollView.contentOffset.x = 300
    return (finger, scrollView)
  }

  @Test(
    "paging: released faster than 300 pt/s the strip goes to the next page; at 300 or slower to the nearest",
    arguments: [(29.0, 0.0), (30.0, 0.0), (31.0, 300.0)] as [(CGFloat, CGFloat)])
  func pagingVelocity(distance: CGFloat, page: CGFloat) {
    let (window, scrollView) = square(content: CGSize(width: 1500, height: 300))
    scrollView.isPagingEnabled = true
    let finger = window.touchDown(at: CGPoint(x: 150, y: 150))
    finger.move(by: CGPoint(x: -distance, y: 0), duration: 0.1)
    #expect(abs(finger.velocity.x + distance * 10) < 1e-6, "\(finger.velocity.x) pt/s")
    finger.lift()
    window.advance(by: 2)
    #expect(scrollView.contentOffset.x == page)
  }

  @Test("released still, exactly on a page: nothing moves, no deceleration starts")
  func releasedOnAPage() {
    let (finger, scrollView) = draggedOntoAPage(from: 150, duration: 0.3)
    finger.hold(for: 0.2)
    finger.lift()
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.contentOffset.x == 300)
  }

  @Test("released moving, exactly on its page: the page's spring carries the speed past and back")
  func releasedMovingOnAPage() {
    let (finger, scrollView) = draggedOntoAPage(from: 250, duration: 2)
    let window = finger.window
    finger.lift()
    #expect(scrollView.isDecelerating, "a slow release keeps its page and still moves")
    var furthest: CGFloat = 300
    let link = DisplayLink(window: window) { _ in
      furthest = max(furthest, scrollView.contentOffset.x)
    }
    window.advance(by: 2)
    link.invalidate()
    #expect(furthest > 301, "past the page by the speed it had: \(furthest)")
    #expect(scrollView.contentOffset.x == 300 && !scrollView.isDecelerating)
  }

  @Test("paging, flung further out past the leading edge: it bounces back as a strip without pages")
  func pagingPastAnEdgeBounces() {
    func offsets(paging: Bool) -> [CGFloat] {
      let (window, scrollView) = square(content: CGSize(width: 1500, height: 300))
      scrollView.isPagingEnabled = paging
      var values: [CGFloat] = []
      let link = DisplayLink(window: window) { _ in values.append(scrollView.contentOffset.x) }
      window.fling(from: CGPoint(x: 100, y: 150), by: CGPoint(x: 150, y: 0), velocity: 8000)
      window.advance(by: 3)
      link.invalidate()
      return values
    }
    let paged = offsets(paging: true)
    let furthest = paged.min() ?? 0
    #expect(
      furthest < -10 && furthest >= -285, "past the edge, within 95 % of the reach: \(furthest)")
    #expect(paged == offsets(paging: false), "past a limit, the pages play no part")
    #expect(paged.last == 0)
  }

  @Test("a page's spring in flight when the content shrinks stays within the band's reach")
  func pageSpringFollowsShrinkingContent() {
    let (window, scrollView) = square(content: CGSize(width: 3000, height: 300))
    scrollView.isPagingEnabled = true
    scrollView.contentOffset.x = 1200
    window.fling(from: CGPoint(x: 250, y: 150), by: CGPoint(x: -60, y: 0), velocity: 2000)
    window.advance(by: 0.05)
    #expect(scrollView.contentOffset.x > 1200, "springing toward the page at 1,500")
    scrollView.contentSize.width = 1300
    var furthest: CGFloat = 0
    let link = DisplayLink(window: window) { _ in
      furthest = max(furthest, scrollView.contentOffset.x)
    }
    window.advance(by: 3)
    link.invalidate()
    #expect(furthest < 1000 + 300, "within the reach past the new 1,000-pt limit")
    #expect(scrollView.contentOffset.x == 1000, "it bounces back to the new limit")
  }

  @Test("pull(to:along:) reaches an offset on either axis, through the rubber band")
  func pullAlongEitherAxis() {
    let (window, scrollView) = square(content: CGSize(width: 900, height: 900))
    let finger = scrollView.pull(to: -40, along: .horizontal)
    #expect(abs(scrollView.contentOffset.x + 40) < 1e-9 && scrollView.contentOffset.y == 0)
    finger?.lift()
    window.advance(by: 2)
    #expect(scrollView.contentOffset == .zero)
  }

  @Test("an animated setContentOffset moves both axes and says when it ends")
  func animatedOffset() {
    let (window, scrollView) = square(content: CGSize(width: 900, height: 900))
    let log = DelegateLog()
    scrollView.delegate = log
    scrollView.setContentOffset(CGPoint(x: 200, y: 100), animated: true)
    window.advance(by: 0.2)
    #expect(scrollView.contentOffset.x > 0 && scrollView.contentOffset.x < 200)
    window.advance(by: 0.2)
    #expect(scrollView.contentOffset == CGPoint(x: 200, y: 100))
    #expect(log.calls.last == "didEndScrollingAnimation")
  }

  @Test("an axis scrolls only with room, or alwaysBounceHorizontal; a table never sideways")
  func whichAxesScroll() {
    let (window, scrollView) = square(content: CGSize(width: 300, height: 900))
    window.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: -80, y: 0), duration: 0.3)
    #expect(scrollView.contentOffset.x == 0)
    scrollView.alwaysBounceHorizontal = true
    let finger = window.touchDown(at: CGPoint(x: 200, y: 200))
    finger.move(by: CGPoint(x: -80, y: 0), duration: 0.3)
    #expect(scrollView.contentOffset.x > 0, "banded, as content with no room")
    finger.lift()
    window.advance(by: 2)
    #expect(scrollView.contentOffset.x == 0)
    let table = TableView(frame: window.bounds)
    table.alwaysBounceHorizontal = true
    window.addSubview(table)
    window.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: -80, y: 0), duration: 0.3)
    #expect(table.contentOffset.x == 0, "a table scrolls vertically only")
  }
}

/// Records what the delegate hears at the release.
@MainActor
private final class VelocityRecorder: ScrollViewDelegate {
  var velocity = CGPoint.zero
  var target = CGPoint.zero

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    self.velocity = velocity
    target = targetContentOffset
  }
}
