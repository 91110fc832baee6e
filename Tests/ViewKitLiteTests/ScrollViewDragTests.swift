import Foundation
import SceneFixtures
import Testing
import ViewKitLite

@MainActor
@Suite("Scroll view under fingers")
struct ScrollViewDragTests {
  @Test("106 pt of finger past the top of an 800-pt scroll view shows −54.34; 130 pt −65.63")
  func rubberBandThroughFinger() {
    let scene = ScrollScene()
    let finger = scene.window.touchDown(at: scene.center)
    finger.move(by: CGPoint(x: 0, y: 106), duration: 0.2)
    #expect(abs(scene.scrollView.contentOffset.y - -54.34) < 0.01)
    finger.move(by: CGPoint(x: 0, y: 24), duration: 0.1)
    #expect(abs(scene.scrollView.contentOffset.y - -65.63) < 0.01)
    finger.lift()
  }

  @Test("a move sends one pan event per frame and ends exactly where it was sent")
  func onePanEventPerFrame() {
    let scene = ScrollScene()
    var offsets: [CGFloat] = []
    let token = scene.scrollView.observe(\.contentOffset, options: .new) { _, change in
      offsets.append(change.newValue?.y ?? .nan)
    }
    let finger = scene.window.touchDown(at: scene.center)
    finger.move(by: CGPoint(x: 0, y: -60), duration: 0.1)
    #expect(offsets == [10, 20, 30, 40, 50, 60])
    #expect(finger.location == CGPoint(x: 200, y: 340))
    #expect(scene.scrollView.panGestureRecognizer.state == .changed)
    finger.lift()
    _ = token
  }

  @Test(
    "a finger at the end of its move stays there while another's move, begun in that last frame, plays"
  )
  func endedMoveStaysThroughAnotherMove() {
    let window = Window(size: CGSize(width: 300, height: 300))
    let first = window.touchDown(at: CGPoint(x: 100, y: 200))
    let second = window.touchDown(at: CGPoint(x: 200, y: 200))
    var secondMoved = false
    let link = DisplayLink(window: window) { _ in
      guard first.location.y == 140, !secondMoved else { return }
      secondMoved = true
      second.move(by: CGPoint(x: 0, y: 30), duration: 0.1)
    }
    first.move(by: CGPoint(x: 0, y: -60), duration: 0.1)
    #expect(secondMoved && second.location == CGPoint(x: 200, y: 230))
    #expect(first.location == CGPoint(x: 100, y: 140), "not carried past its end")
    link.invalidate()
    first.lift()
    second.lift()
  }

  @Test(
    "a finger's velocity spans the last 0.1 s: a move slowing from 1,200 to 300 pt/s in it is 750 pt/s"
  )
  func velocityOverTheLastTenth() {
    let (window, _) = square(content: CGSize(width: 300, height: 3000))
    let finger = window.touchDown(at: CGPoint(x: 150, y: 250))
    finger.move(by: CGPoint(x: 0, y: -120), duration: 0.1)
    finger.move(by: CGPoint(x: 0, y: -60), duration: 0.05)
    finger.move(by: CGPoint(x: 0, y: -15), duration: 0.05)
    #expect(abs(finger.velocity.y + 750) < 1e-6, "\(finger.velocity.y) pt/s")
    finger.lift()
  }

  @Test(
    "a fling asked for a speed that is none (zero, negative, NaN, infinite) flings at 1,000 pt/s",
    arguments: [0, -5, CGFloat.nan, .infinity])
  func flingAtNoSpeed(velocity: CGFloat) {
    func released(at velocity: CGFloat) -> (TimeInterval, CGFloat) {
      let scene = ScrollScene()
      scene.scrollView.contentOffset.y = 1000
      scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -100), velocity: velocity)
      return (scene.window.now, scene.scrollView.panGestureRecognizer.velocity.y)
    }
    let (time, speed) = released(at: velocity)
    #expect(time == released(at: 1000).0 && speed == released(at: 1000).1, "\(time) s, \(speed)")
  }

  @Test("a fling at 1,000 pt/s at the normal rate travels 499.5 pt and stops after 3.45 s")
  func flingNormal() {
    let scene = ScrollScene()
    scene.scrollView.contentOffset.y = 1000
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -100), velocity: 1000)
    #expect(scene.scrollView.contentOffset.y == 1100)
    #expect(scene.scrollView.isDecelerating)
    scene.window.advance(by: 3.45 - 1.0 / 60)
    #expect(scene.scrollView.isDecelerating)
    scene.window.advance(by: 1.0 / 60)
    #expect(!scene.scrollView.isDecelerating)
    #expect(abs(scene.scrollView.contentOffset.y - 1599.5) < 0.01)
  }

  @Test("a fling at 1,000 pt/s at the fast rate travels 99.5 pt")
  func flingFast() {
    let scene = ScrollScene()
    scene.scrollView.decelerationRate = .fast
    scene.scrollView.contentOffset.y = 1000
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -100), velocity: 1000)
    scene.window.advance(by: 1)
    #expect(abs(scene.scrollView.contentOffset.y - 1199.5) < 0.01)
  }

  @Test(
    "leaving the window mid-drag, an offset the app set a screen or more past the top is banded into reach"
  )
  func cancelledDragBandsIntoReach() throws {
    let scene = ScrollScene()
    let height = scene.scrollView.bounds.height
    let finger = try #require(scene.scrollView.pull(to: -60))
    scene.scrollView.contentOffset.y = -3 * height
    scene.scrollView.removeFromSuperview()
    let shown = -scene.scrollView.contentOffset.y
    #expect(shown > 0 && shown < height, "within the rubber band's reach: \(shown) of \(height)")
    #expect(!scene.scrollView.isDragging && !scene.scrollView.isTracking)
    finger.lift()
  }

  @Test("released 60 pt past the top at rest, the bounce follows the spring samples")
  func bounceSamples() throws {
    let scene = ScrollScene()
    let finger = try #require(scene.scrollView.pull(to: -60))
    #expect(abs(scene.scrollView.contentOffset.y - -60) < 1e-9)
    finger.hold(for: 0.1)
    finger.lift()
    let samples: [(TimeInterval, CGFloat)] = [
      (0.05, -54.59), (0.1, -44.15), (0.2, -24.36), (0.3, -11.95), (0.5, -2.43),
    ]
    var elapsed: TimeInterval = 0
    for (time, expected) in samples {
      scene.window.advance(by: time - elapsed)
      elapsed = time
      #expect(abs(scene.scrollView.contentOffset.y - expected) < 0.01, "at \(time) s")
    }
    scene.window.advance(by: 0.68 - elapsed)
    #expect(scene.scrollView.isDecelerating)
    scene.window.advance(by: 0.02)
    #expect(!scene.scrollView.isDecelerating)
    #expect(scene.scrollView.contentOffset.y == 0)
  }

  @Test("flags: tracking from touch-down, dragging from the first move until lift")
  func flags() {
    let scene = ScrollScene()
    let finger = scene.window.touchDown(at: scene.center)
    #expect(scene.scrollView.isTracking && !scene.scrollView.isDragging)
    finger.move(by: CGPoint(x: 0, y: 50), duration: 0.1)
    #expect(scene.scrollView.isTracking && scene.scrollView.isDragging)
    var draggingAfterRelease: [Bool] = []
    let token = scene.scrollView.observe(\.contentOffset) { scrollView, _ in
      draggingAfterRelease.append(scrollView.isDragging)
    }
    finger.lift()
    #expect(!scene.scrollView.isTracking && !scene.scrollView.isDragging)
    scene.window.advance(by: 0.1)
    #expect(!draggingAfterRelease.isEmpty)
    #expect(
      !draggingAfterRelease.contains(true), "isDragging is false before any post-release move")
    _ = token
  }

  @Test("pan state: began, changed, ended")
  func panStates() {
    let scene = ScrollScene()
    var states: [PanGestureRecognizer.State?] = []
    let token = scene.scrollView.panGestureRecognizer.observe(\.state, options: .new) { _, change in
      states.append(change.newValue)
    }
    scene.window.drag(from: scene.center, by: CGPoint(x: 0, y: -30), duration: 0.05)
    #expect(states == [.began, .changed, .changed, .ended], "three frames: one event each")
    _ = token
  }

  @Test(
    "an observer of the pan state finds the scroll view dragging from .began, and no more at .ended"
  )
  func panStateSeesDragging() {
    let scene = ScrollScene()
    var seen: [(PanGestureRecognizer.State?, Bool)] = []
    let token = scene.scrollView.panGestureRecognizer.observe(\.state, options: .new) {
      [scrollView = scene.scrollView] _, change in
      seen.append((change.newValue, scrollView.isDragging))
    }
    scene.window.drag(from: scene.center, by: CGPoint(x: 0, y: -30), duration: 0.05)
    #expect(seen.first.map { $0.0 == .began && $0.1 } == true, "dragging once it began")
    #expect(seen.last.map { $0.0 == .ended && !$0.1 } == true, "not dragging once it ended")
    _ = token
  }

  @Test("delegate order: drag and release at rest")
  func orderAtRest() {
    let scene = ScrollScene()
    let log = DelegateLog()
    scene.scrollView.delegate = log
    scene.scrollView.contentOffset.y = 500
    log.calls.removeAll()
    let finger = scene.window.touchDown(at: scene.center)
    finger.move(by: CGPoint(x: 0, y: -40), duration: 0.1)
    finger.hold(for: 0.2)
    finger.lift()
    scene.window.advance(by: 1)
    #expect(
      log.calls == [
        "willBeginDragging", "didScroll", "willEndDragging v=0 target=540",
        "didEndDragging(false)",
      ])
  }

  @Test("delegate order: fling with deceleration")
  func orderFling() {
    let scene = ScrollScene()
    let log = DelegateLog()
    scene.scrollView.delegate = log
    scene.scrollView.contentOffset.y = 1000
    log.calls.removeAll()
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -100), velocity: 1000)
    scene.window.advance(by: 4)
    #expect(
      log.calls == [
        "willBeginDragging", "didScroll", "willEndDragging v=1 target=1599.5",
        "didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating",
      ])
  }

  @Test("delegate order: overscroll and bounce")
  func orderBounce() {
    let scene = ScrollScene()
    let log = DelegateLog()
    scene.scrollView.delegate = log
    scene.window.drag(from: scene.center, by: CGPoint(x: 0, y: 100), duration: 0.2)
    scene.window.advance(by: 1)
    #expect(log.calls.first == "willBeginDragging")
    #expect(log.calls.contains("willEndDragging v=-0.5 target=0"))
    #expect(
      Array(log.calls.suffix(4)) == [
        "didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating",
      ])
    #expect(scene.scrollView.contentOffset.y == 0)
  }

  @Test("delegate order: a fling into the top edge decelerates, then bounces off it")
  func orderFlingIntoEdge() {
    let scene = ScrollScene()
    let log = DelegateLog()
    scene.scrollView.delegate = log
    scene.scrollView.contentOffset.y = 200
    log.calls.removeAll()
    var lowest: CGFloat = 0
    let token = scene.scrollView.observe(\.contentOffset) { scrollView, _ in
      lowest = min(lowest, scrollView.contentOffset.y)
    }
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: 100), velocity: 2000)
    scene.window.advance(by: 3)
    #expect(
      log.calls == [
        "willBeginDragging", "didScroll", "willEndDragging v=-2 target=0",
        "didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating",
      ])
    #expect(lowest < -1, "the content overshoots the top and bounces back")
    #expect(scene.scrollView.contentOffset.y == 0)
    _ = token
  }

  @Test("released past an edge while moving back in, the target is that edge, not momentum's end")
  func targetPastAnEdge() throws {
    for (start, pull, back) in [(0.0, 200.0, -60.0), (4200.0, -200.0, 60.0)]
      as [(CGFloat, CGFloat, CGFloat)]
    {
      let scene = ScrollScene()
      scene.scrollView.contentOffset.y = start
      let log = DelegateLog()
      scene.scrollView.delegate = log
      let finger = scene.window.touchDown(at: scene.center)
      finger.move(by: CGPoint(x: 0, y: pull), duration: 0.3)
      // Long enough that the release's speed is the move back alone.
      finger.move(by: CGPoint(x: 0, y: back), duration: 0.2)
      let offset = scene.scrollView.contentOffset.y
      #expect(offset < 0 || offset > 4200, "still past the edge at the release")
      finger.lift()
      let end = try #require(log.calls.first { $0.hasPrefix("willEndDragging") })
      #expect(end.hasSuffix("target=\(NumberFormat.string(start))"), "\(end)")
      #expect(!end.contains("v=0 "), "the finger was moving: \(end)")
    }
  }

  @Test("when the scroll view hears a lift, the finger is up and gone from the window")
  func liftSeenByTheDelegate() {
    let scene = ScrollScene()
    let log = DelegateLog()
    scene.scrollView.delegate = log
    let finger = scene.window.touchDown(at: scene.center)
    finger.move(by: CGPoint(x: 0, y: -100), duration: 0.2)
    var seen: (down: Bool, fingers: Int)?
    log.retarget = { _ in seen = (finger.isDown, scene.window.fingers.count) }
    #expect(scene.window.fingers.count == 1)
    finger.lift()
    #expect(seen?.down == false && seen?.fingers == 0, "\(String(describing: seen))")
  }

  @Test("without bounces a fling into the top stops there: no overshoot, then rest")
  func flingWithoutBounces() {
    let scene = ScrollScene()
    scene.scrollView.bounces = false
    scene.scrollView.contentOffset.y = 200
    var lowest: CGFloat = 200
    let token = scene.scrollView.observe(\.contentOffset) { scrollView, _ in
      lowest = min(lowest, scrollView.contentOffset.y)
    }
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: 100), velocity: 2000)
    scene.window.advance(by: 3)
    #expect(lowest == 0 && scene.scrollView.contentOffset.y == 0)
    #expect(!scene.scrollView.isDecelerating)
    _ = token
  }

  @Test("the delegate may rewrite the target offset")
  func retarget() {
    let scene = ScrollScene()
    let log = DelegateLog()
    log.retarget = { $0.y = 1300 }
    scene.scrollView.delegate = log
    scene.scrollView.contentOffset.y = 1000
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -100), velocity: 1000)
    scene.window.advance(by: 4)
    #expect(abs(scene.scrollView.contentOffset.y - 1300) < 0.01)
  }

  @Test("setting contentOffset stops momentum and a bounce")
  func setStopsMotion() {
    let scene = ScrollScene()
    scene.scrollView.contentOffset.y = 1000
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -100), velocity: 1000)
    scene.window.advance(by: 0.2)
    scene.scrollView.contentOffset.y = 300
    #expect(!scene.scrollView.isDecelerating)
    scene.window.advance(by: 1)
    #expect(scene.scrollView.contentOffset.y == 300)
    scene.window.drag(from: scene.center, by: CGPoint(x: 0, y: 1000), duration: 0.2)
    scene.scrollView.contentOffset.y = -20
    scene.window.advance(by: 1)
    #expect(scene.scrollView.contentOffset.y == -20)
  }

  @Test("setContentOffset(_:animated:) moves linearly over 0.33 s, then tells the delegate")
  func animatedOffset() {
    let scene = ScrollScene()
    let log = DelegateLog()
    scene.scrollView.delegate = log
    scene.scrollView.setContentOffset(CGPoint(x: 0, y: 330), animated: true)
    scene.window.advance(by: 10.0 / 60)
    #expect(abs(scene.scrollView.contentOffset.y - 330 * (10.0 / 60) / 0.33) < 1e-6)
    scene.window.advance(by: 0.2)
    #expect(scene.scrollView.contentOffset.y == 330)
    #expect(log.calls.last == "didEndScrollingAnimation")
  }

  @Test("setContentOffset(_:animated:) off screen, or not animated, moves at once and tells no end")
  func animatedOffsetWithoutWindow() {
    let scene = ScrollScene()
    let log = DelegateLog()
    scene.scrollView.delegate = log
    scene.scrollView.removeFromSuperview()
    scene.scrollView.setContentOffset(CGPoint(x: 0, y: 330), animated: true)
    #expect(scene.scrollView.contentOffset.y == 330, "no clock to animate by: it jumps")
    #expect(!log.calls.contains("didEndScrollingAnimation"))
    scene.window.addSubview(scene.scrollView)
    scene.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(scene.scrollView.contentOffset.y == 100)
    scene.window.advance(by: 0.5)
    #expect(scene.scrollView.contentOffset.y == 100)
    #expect(!log.calls.contains("didEndScrollingAnimation"))
  }

  @Test("an animated scroll started by an observer as another lands runs to its own end")
  func chainedScrollAnimation() {
    let scene = ScrollScene()
    var chained = false
    let token = scene.scrollView.observe(\.contentOffset) { scrollView, _ in
      guard !chained, scrollView.contentOffset.y == 330 else { return }
      chained = true
      scrollView.setContentOffset(CGPoint(x: 0, y: 660), animated: true)
    }
    scene.scrollView.setContentOffset(CGPoint(x: 0, y: 330), animated: true)
    scene.window.advance(by: 0.5)
    #expect(chained)
    scene.window.advance(by: 0.5)
    #expect(scene.scrollView.contentOffset.y == 660)
    _ = token
  }

  @Test("short content does not drag unless alwaysBounceVertical")
  func shortContent() {
    let scene = ScrollScene(contentHeight: 100)
    let log = DelegateLog()
    scene.scrollView.delegate = log
    let still = scene.window.touchDown(at: scene.center)
    still.move(by: CGPoint(x: 30, y: 100), duration: 0.1)
    #expect(
      !scene.scrollView.isDragging && log.calls.isEmpty, "a drag that scrolls no way never begins")
    #expect(scene.scrollView.panGestureRecognizer.state != .began)
    still.lift()
    #expect(log.calls.isEmpty)
    scene.window.drag(from: scene.center, by: CGPoint(x: 0, y: 100), duration: 0.1)
    #expect(scene.scrollView.contentOffset.y == 0)
    #expect(!scene.scrollView.isDecelerating)
    scene.scrollView.alwaysBounceVertical = true
    let finger = scene.window.touchDown(at: scene.center)
    finger.move(by: CGPoint(x: 0, y: 100), duration: 0.1)
    #expect(scene.scrollView.contentOffset.y < -50)
    finger.lift()
  }

  @Test("without bounces the offset stops at the limits")
  func noBounces() {
    let scene = ScrollScene()
    scene.scrollView.bounces = false
    let finger = scene.window.touchDown(at: scene.center)
    finger.move(by: CGPoint(x: 0, y: 100), duration: 0.1)
    #expect(scene.scrollView.contentOffset.y == 0)
    finger.lift()
  }

  @Test(
    "a tap on content code left past the top springs it back, but not without bounces",
    arguments: [true, false])
  func tapPastTheTop(bounces: Bool) {
    let scene = ScrollScene()
    scene.scrollView.bounces = bounces
    scene.scrollView.contentOffset.y = -60
    let finger = scene.window.touchDown(at: scene.center)
    finger.lift()
    #expect(scene.scrollView.isDecelerating == bounces)
    scene.window.advance(by: 2)
    #expect(scene.scrollView.contentOffset.y == (bounces ? 0 : -60))
  }

  @Test("the velocity is zero after the finger held still for 100 ms")
  func velocityEstimator() {
    let scene = ScrollScene()
    let finger = scene.window.touchDown(at: scene.center)
    finger.move(by: CGPoint(x: 0, y: -120), duration: 0.2)
    #expect(abs(finger.velocity.y - -600) < 1e-6)
    finger.hold(for: 0.05)
    #expect(abs(finger.velocity.y - -600) < 1e-6, "measured over the last 100 ms")
    finger.hold(for: 0.05)
    #expect(finger.velocity == .zero)
    finger.lift()
  }

  @Test("a tap on a control sends touchDown and touchUpInside; a drag over it does not")
  func controlTap() {
    let scene = ScrollScene()
    let button = Control(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
    scene.scrollView.addSubview(button)
    let log = EventLog()
    button.addAction(for: .touchDown) { _ in log.append("down") }
    button.addAction(for: .touchUpInside) { _ in log.append("up") }
    let tap = scene.window.touchDown(at: CGPoint(x: 150, y: 150))
    #expect(button.isHighlighted)
    tap.lift()
    #expect(log.events == ["down", "up"])
    #expect(!button.isHighlighted)
    scene.window.drag(from: CGPoint(x: 150, y: 150), by: CGPoint(x: 0, y: -50), duration: 0.1)
    #expect(log.events == ["down", "up", "down"])
  }

  @Test("pull(to:) reaches an offset past the top exactly, and keeps the finger down")
  func pullTo() throws {
    let scene = ScrollScene()
    let finger = try #require(scene.scrollView.pull(to: -80))
    #expect(abs(scene.scrollView.contentOffset.y - -80) < 1e-9)
    #expect(finger.isDown)
    scene.scrollView.pull(to: -40)
    #expect(abs(scene.scrollView.contentOffset.y - -40) < 1e-9)
    scene.scrollView.pull(to: 300)
    #expect(abs(scene.scrollView.contentOffset.y - 300) < 1e-9)
    finger.lift()
  }

  @Test("pull(to:) on a second scroll view touches down on it; the first one's finger stays put")
  func pullOnASecondScrollView() throws {
    let window = Window(size: CGSize(width: 400, height: 800))
    let left = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
    let right = ScrollView(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
    for scrollView in [left, right] {
      scrollView.contentSize = CGSize(width: 200, height: 5000)
      window.addSubview(scrollView)
    }
    window.advance(by: 1.0 / 60)
    let first = try #require(left.pull(to: -60))
    let second = try #require(right.pull(to: -30))
    #expect(first !== second && second.isDown)
    #expect(abs(left.contentOffset.y - -60) < 1e-9, "the first finger did not move")
    #expect(abs(right.contentOffset.y - -30) < 1e-9)
    #expect(left.pull(to: -20) === first, "a pull again keeps the finger dragging it")
    #expect(abs(right.contentOffset.y - -30) < 1e-9)
    first.lift()
    second.lift()
  }

  @Test("adjustedContentInset adds the window's safe area per behaviour")
  func safeArea() {
    let scene = ScrollScene()
    scene.window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    scene.scrollView.contentInset.top = 10
    #expect(
      scene.scrollView.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
    scene.scrollView.contentInsetAdjustmentBehavior = .never
    #expect(scene.scrollView.adjustedContentInset.top == 10)
    scene.scrollView.contentInsetAdjustmentBehavior = .always
    #expect(scene.scrollView.adjustedContentInset.bottom == 34)
    scene.scrollView.contentSize.height = 100
    scene.scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(scene.scrollView.adjustedContentInset.top == 10, "short content does not scroll")
    #expect(scene.scrollView.verticalLimits == -10 ... -10)
  }

  @Test(
    "a scroll view reaching past the window's edges adds the safe area it overlaps on screen, none past the edges"
  )
  func safeAreaPastTheEdges() {
    let scene = ScrollScene()
    let size = scene.window.bounds.size
    scene.scrollView.frame = CGRect(
      x: -20, y: -20, width: size.width + 40, height: size.height + 40)
    scene.scrollView.contentSize = CGSize(width: size.width * 3, height: size.height * 3)
    scene.scrollView.contentInsetAdjustmentBehavior = .always
    #expect(scene.scrollView.adjustedContentInset == .zero)
    scene.window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    #expect(
      scene.scrollView.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
  }

  @Test(
    "a fling or a bounce ends on the frame its offset settles: the delegate hears it once, and no frame of it runs after",
    arguments: [false, true])
  func motionEndsOnItsLastFrame(bouncing: Bool) throws {
    let scene = ScrollScene()
    let log = DelegateLog()
    scene.scrollView.delegate = log
    if bouncing {
      scene.window.drag(from: scene.center, by: CGPoint(x: 0, y: 100), duration: 0.2)
    } else {
      scene.scrollView.contentOffset.y = 1000
      scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -100), velocity: 1000)
    }
    #expect(scene.scrollView.isDecelerating)
    var frames = 0
    while !log.calls.contains("didEndDecelerating"), frames < 600 {
      scene.window.advance(by: 1.0 / 60)
      frames += 1
    }
    #expect(log.calls.last == "didEndDecelerating", "\(log.calls.suffix(3))")
    #expect(!scene.scrollView.isDecelerating)
    #expect(
      scene.window.isIdle, "the frame that settled the offset stopped the scroll view's frames")
    let settled = (frame: scene.window.frameCount, offset: scene.scrollView.contentOffset)
    try scene.window.runUntilIdle()
    #expect(scene.window.frameCount == settled.frame, "no frame runs after the end")
    #expect(scene.scrollView.contentOffset == settled.offset)
    #expect(log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
  }
}
