import Foundation
import SceneFixtures
import Testing
import ViewKitLite

@MainActor
@Suite("Limits that move under moving content")
struct MovingLimitsTests {
  @Test("content shrinking under momentum: the offset is banded into reach and springs back")
  func shrinkDuringMomentum() {
    let scene = ScrollScene()
    scene.scrollView.contentOffset.y = 3000
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -100), velocity: 2000)
    scene.scrollView.contentSize.height = 900
    let limits = scene.scrollView.verticalLimits
    #expect(scene.scrollView.contentOffset.y <= limits.upperBound + scene.scrollView.bounds.height)
    scene.window.advance(by: 2)
    #expect(scene.scrollView.contentOffset.y == limits.upperBound)
    #expect(!scene.scrollView.isDecelerating)
  }

  @Test("an animated scroll asked past a limit goes on to its target when the limits move")
  func pastLimitAnimationGoesOn() {
    let scene = ScrollScene()
    scene.scrollView.setContentOffset(CGPoint(x: 0, y: -100), animated: true)
    scene.window.advance(by: 0.1)
    let shown = scene.scrollView.contentOffset.y
    #expect(shown < 0 && shown > -100)
    scene.scrollView.contentSize.height += 50
    #expect(scene.scrollView.contentOffset.y == shown, "the change moves nothing at once")
    scene.window.advance(by: 0.5)
    #expect(scene.scrollView.contentOffset.y == -100, "it went on, and was not sprung back")
  }

  @Test("content shrinking far under momentum: the offset shown is the band of its excess")
  func shrinkFarDuringMomentum() {
    let scene = ScrollScene()
    let scrollView = scene.scrollView
    scrollView.contentOffset.y = 3000
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -100), velocity: 2000)
    #expect(scrollView.isDecelerating)
    let value = scrollView.contentOffset.y
    scrollView.contentSize.height = 900
    let upper = scrollView.verticalLimits.upperBound
    let height = scrollView.bounds.height
    #expect(value - upper >= height, "further past the new limit than a screen")
    let banded = upper + ScrollPhysics.rubberBand(value - upper, dimension: height)
    #expect(abs(scrollView.contentOffset.y - banded) < 1e-9)
  }

  @Test("a top inset taken away far under momentum: the offset shown is the band of its excess")
  func insetRemovedFarDuringMomentum() {
    let scene = ScrollScene()
    let scrollView = scene.scrollView
    scrollView.contentInset.top = 3000
    scrollView.contentOffset.y = -2000
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: 100), velocity: 2000)
    #expect(scrollView.isDecelerating)
    let value = scrollView.contentOffset.y
    scrollView.contentInset.top = 0
    let height = scrollView.bounds.height
    #expect(-value >= height, "further past the new limit than a screen")
    let banded = -ScrollPhysics.rubberBand(-value, dimension: height)
    #expect(abs(scrollView.contentOffset.y - banded) < 1e-9)
  }

  @Test("content shrinking under a bounce that still flies outward: the offset stays in reach")
  func shrinkDuringBounce() {
    let scene = ScrollScene()
    scene.scrollView.contentOffset.y = 4000
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -60), velocity: 8000)
    scene.window.advance(by: 0.1)
    var worst: CGFloat = 0
    let link = DisplayLink(window: scene.window) { _ in
      let limits = scene.scrollView.verticalLimits
      worst = max(worst, scene.scrollView.contentOffset.y - limits.upperBound)
    }
    scene.scrollView.contentSize.height = 100
    scene.window.advance(by: 2)
    link.invalidate()
    #expect(worst < scene.scrollView.bounds.height, "within the rubber band's reach")
    #expect(scene.scrollView.contentOffset.y == 0)
  }

  @Test("a bounce back to a bottom edge that moves up 100 mid-flight lands on the new edge in time")
  func bounceRetargets() throws {
    let scene = ScrollScene()
    let scrollView = scene.scrollView
    let bottom = scrollView.verticalLimits.upperBound
    let finger = try #require(scrollView.pull(to: bottom + 80))
    finger.hold(for: 0.2)
    finger.lift()
    scene.window.advance(by: 0.1)
    scrollView.contentSize.height -= 100
    let newBottom = scrollView.verticalLimits.upperBound
    #expect(newBottom == bottom - 100)
    scene.window.advance(by: 1)
    #expect(abs(scrollView.contentOffset.y - newBottom) < 0.5, "a spring's time, to the new edge")
  }

  @Test("rows appended under a bottom bounce: the content keeps its speed, it is not carried down")
  func growDuringBounce() throws {
    let scene = ScrollScene()
    let finger = try #require(scene.scrollView.pull(to: 4300))
    finger.hold(for: 0.1)
    finger.lift()
    scene.window.advance(by: 0.05)
    var offsets: [CGFloat] = []
    let link = DisplayLink(window: scene.window) { _ in
      offsets.append(scene.scrollView.contentOffset.y)
    }
    scene.scrollView.contentSize.height = 10_000
    scene.window.advance(by: 3)
    link.invalidate()
    let steps = zip(offsets, offsets.dropFirst()).map { abs($1 - $0) }
    #expect(steps.allSatisfy { $0 < 30 }, "no frame jumps: largest step \(steps.max() ?? 0)")
    #expect((4100...4300).contains(scene.scrollView.contentOffset.y), "ends near where it was")
    #expect(!scene.scrollView.isDecelerating)
  }

  @Test("content shrinking far under a bounce: the retargeted bounce starts inside the reach")
  func shrinkFarDuringBounce() throws {
    let scene = ScrollScene()
    let finger = try #require(scene.scrollView.pull(to: 4500))
    finger.hold(for: 0.1)
    finger.lift()
    scene.window.advance(by: 1.0 / 60)
    var worst: CGFloat = 0
    let link = DisplayLink(window: scene.window) { _ in
      let limits = scene.scrollView.verticalLimits
      worst = max(worst, scene.scrollView.contentOffset.y - limits.upperBound)
    }
    scene.scrollView.contentSize.height = 4400
    scene.window.advance(by: 2)
    link.invalidate()
    #expect(worst <= 0.95 * scene.scrollView.bounds.height + 1e-9, "worst excess \(worst)")
    #expect(scene.scrollView.contentOffset.y == scene.scrollView.verticalLimits.upperBound)
  }

  @Test("momentum into the top at full speed bounces no further than 95 % of the screen past it")
  func outwardBounceCapped() {
    // A screen 200 high: a bounce's cap, 0.95 × 200 × damping × e ≈ 5,165 pt/s, binds at 8,000.
    let scene = ScrollScene(height: 200)
    scene.scrollView.contentOffset.y = 150
    scene.window.advance(by: 1.0 / 60 - 0.0001)
    var furthest: CGFloat = 0
    let link = DisplayLink(window: scene.window) { _ in
      furthest = max(furthest, -scene.scrollView.contentOffset.y)
    }
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: 60), velocity: 60_000)
    scene.window.advance(by: 2)
    link.invalidate()
    let reach = scene.scrollView.bounds.height
    #expect(furthest <= 0.95 * reach + 1e-9 && furthest > 0.9 * reach, "furthest \(furthest)")
    #expect(scene.scrollView.contentOffset.y == 0)
  }

  @Test("a one-frame fling cannot release faster than 8,000 pt/s")
  func releaseCap() {
    let scene = ScrollScene()
    scene.scrollView.contentOffset.y = 1000
    scene.window.advance(by: 1.0 / 60 - 0.0001)
    let log = DelegateLog()
    scene.scrollView.delegate = log
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -60), velocity: 60_000)
    #expect(
      log.calls.contains("willEndDragging v=8 target=4200"),
      "capped, and the target clamped to the end")
  }
}
