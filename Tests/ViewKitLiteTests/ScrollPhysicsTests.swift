import Foundation
import SceneFixtures
import Testing
import ViewKitLite

@MainActor
@Suite("Scroll physics constants and formulas")
struct ScrollPhysicsTests {
  @Test("an observer told momentum stopped may start an animated scroll, and it runs")
  func animationStartedWhenMomentumStops() {
    let scene = ScrollScene()
    scene.scrollView.contentOffset.y = 1000
    scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -60), velocity: 2000)
    #expect(scene.scrollView.isDecelerating)
    let token = scene.scrollView.observe(\.isDecelerating, options: .new) { scrollView, change in
      if change.newValue == false { scrollView.setContentOffset(.zero, animated: true) }
    }
    scene.scrollView.contentOffset.y = 500
    scene.window.advance(by: 0.5)
    token.invalidate()
    #expect(scene.scrollView.contentOffset.y == 0)
  }

  @Test(
    "rubber band test vectors, d = 960",
    arguments: zip([5.0, 10, 100, 400, 960], [2.74, 5.47, 52.02, 178.98, 340.65]))
  func rubberBand(distance: CGFloat, expected: CGFloat) {
    let value = ScrollPhysics.rubberBand(distance, dimension: 960)
    #expect(abs(value - expected) < 0.01)
    let back = ScrollPhysics.pullDistance(forRubberBand: value, dimension: 960)
    #expect(abs(back - distance) < 1e-6)
  }

  @Test("the pull for no band is none, even on a screen of no size; the whole band is unreachable")
  func pullDistanceEdges() {
    for dimension: CGFloat in [0, 960] {
      #expect(ScrollPhysics.pullDistance(forRubberBand: 0, dimension: dimension) == 0)
      #expect(ScrollPhysics.pullDistance(forRubberBand: -5, dimension: dimension) == 0)
    }
    #expect(ScrollPhysics.pullDistance(forRubberBand: 960, dimension: 960) == .infinity)
    #expect(ScrollPhysics.pullDistance(forRubberBand: 959.5, dimension: 960).isFinite)
  }

  @Test("deceleration: distances and stop times at the normal and fast rates")
  func deceleration() {
    let normal = ScrollPhysics.decelerationDestination(from: 0, velocity: 1000, rate: .normal)
    let fast = ScrollPhysics.decelerationDestination(from: 0, velocity: 1000, rate: .fast)
    #expect(abs(normal - 499.50) < 0.01)
    #expect(abs(fast - 99.50) < 0.01)
    let normalStop = ScrollPhysics.decelerationDuration(velocity: 1000, rate: .normal)
    let fastStop = ScrollPhysics.decelerationDuration(velocity: 1000, rate: .fast)
    #expect(abs(normalStop - 3.450) < 0.001)
    #expect(abs(fastStop - 0.527) < 0.001)
    let second = ScrollPhysics.decelerationVelocity(1000, rate: .normal, time: 1)
    let tenth = ScrollPhysics.decelerationVelocity(1000, rate: .fast, time: 0.1)
    #expect(abs(second - 135.065) < 0.001, "0.998 a millisecond, a thousand times")
    #expect(abs(tenth - 366.032) < 0.001, "0.99 a millisecond, a hundred times")
  }

  @Test(
    "a deceleration stops when half a point of travel remains: at once when its whole travel is no more, never before",
    arguments: [DecelerationRate.normal, .fast], [0.5, 1, 1.5, 40, 4000] as [CGFloat])
  func decelerationStopsAtTheRestThreshold(rate: DecelerationRate, times: CGFloat) {
    let k = ScrollPhysics.decelerationExponent(rate)
    let velocity = -k * ScrollPhysics.restThreshold * times
    let stop = ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate)
    guard times > 1 else {
      #expect(stop == 0, "a whole travel of \(times) × the threshold")
      return
    }
    let end = ScrollPhysics.decelerationDestination(from: 0, velocity: velocity, rate: rate)
    let there = ScrollPhysics.decelerationPosition(
      from: 0, velocity: velocity, rate: rate, time: stop)
    #expect(abs(end - there - ScrollPhysics.restThreshold) < 1e-9, "\(end - there) pt remain")
  }

  @Test(
    "the spring's velocity is its displacement's rate of change, from rest and thrown either way",
    arguments: [(60, 0), (60, -800), (-30, 2000), (0, 500)] as [(CGFloat, CGFloat)])
  func springVelocityIsTheDerivative(displacement: CGFloat, velocity: CGFloat) {
    let step: CGFloat = 1e-6
    for time: CGFloat in [0.01, 0.05, 0.2, 0.5] {
      let shown = { ScrollPhysics.springDisplacement(displacement, velocity: velocity, time: $0) }
      let slope = (shown(time + step) - shown(time - step)) / (2 * step)
      let said = ScrollPhysics.springVelocity(displacement, velocity: velocity, time: time)
      #expect(abs(said - slope) < 1e-3 * max(1, abs(said)), "at \(time) s: \(said) ≠ \(slope)")
    }
  }

  @Test(
    "bounce spring samples from 60 pt at rest",
    arguments: zip([0.05, 0.1, 0.2, 0.3, 0.5, 0.8], [54.59, 44.15, 24.36, 11.95, 2.43, 0.18]))
  func spring(time: CGFloat, expected: CGFloat) {
    let value = ScrollPhysics.springDisplacement(60, velocity: 0, time: time)
    #expect(abs(value - expected) < 0.01)
  }

  @Test("the spring settles under 0.5 pt at 0.685 s")
  func springSettles() {
    #expect(ScrollPhysics.springDisplacement(60, velocity: 0, time: 0.684) > 0.5)
    #expect(ScrollPhysics.springDisplacement(60, velocity: 0, time: 0.686) < 0.5)
  }

  @Test(
    "a bounce settles under 0.5 pt and under 20 pt/s, either way; half a point or a speed past, not"
  )
  func springSettledEdges() {
    for sign: CGFloat in [1, -1] {
      #expect(ScrollPhysics.springIsSettled(displacement: sign * 0.49, velocity: sign * 19.5))
      #expect(ScrollPhysics.springIsSettled(displacement: sign * 0.49, velocity: -sign * 19.5))
      #expect(!ScrollPhysics.springIsSettled(displacement: sign * 0.49, velocity: sign * 20.5))
      #expect(!ScrollPhysics.springIsSettled(displacement: sign * 0.49, velocity: sign * 20))
      #expect(!ScrollPhysics.springIsSettled(displacement: sign * 0.5, velocity: 0))
      #expect(!ScrollPhysics.springIsSettled(displacement: sign * 1, velocity: 0))
    }
    #expect(ScrollPhysics.springIsSettled(displacement: 0, velocity: 0))
  }

  @Test("the time to travel a distance lands a deceleration there, from any start, either way")
  func timeToTravel() throws {
    for (start, velocity, distance) in [(0.0, 1000.0, 300.0), (250, -800, 120), (-40, 600, 0.5)] {
      let time = try #require(
        ScrollPhysics.decelerationTime(toTravel: distance, velocity: velocity, rate: .normal))
      let landed = ScrollPhysics.decelerationPosition(
        from: start, velocity: velocity, rate: .normal, time: time)
      #expect(abs(landed - (start + (velocity < 0 ? -distance : distance))) < 1e-6)
    }
    #expect(
      ScrollPhysics.decelerationTime(toTravel: 600, velocity: 1000, rate: .normal) == nil,
      "1000 pt/s goes 499.5 pt and no farther")
    #expect(ScrollPhysics.decelerationTime(toTravel: 10, velocity: 0, rate: .normal) == nil)
    let whole = -1000 / ScrollPhysics.decelerationExponent(.normal)
    #expect(
      ScrollPhysics.decelerationTime(toTravel: whole, velocity: 1000, rate: .normal) == nil,
      "the whole travel is reached only in the limit")
    #expect(
      ScrollPhysics.decelerationTime(toTravel: whole - 0.5, velocity: 1000, rate: .normal)?
        .isFinite == true)
  }
}
