import Foundation

extension Window {
  /// Puts a finger down at `point` (window coordinates) now.
  public func touchDown(at point: CGPoint) -> Finger {
    touchDown(at: point, on: nil)
  }

  /// Puts a finger down at `point`, on `scrollView` when given, whatever lies above it.
  func touchDown(at point: CGPoint, on scrollView: ScrollView?) -> Finger {
    let finger = Finger(window: self, location: point, scrollView: scrollView)
    fingers.append(finger)
    finger.touchDown()
    return finger
  }

  /// Touches down at `start`, moves by `offset` over `duration` seconds, and lifts.
  public func drag(from start: CGPoint, by offset: CGPoint, duration: TimeInterval = 0.3) {
    let finger = touchDown(at: start)
    finger.move(by: offset, duration: duration)
    finger.lift()
  }

  /// Touches down at `start`, moves by `offset` at `velocity` points per second, and lifts at
  /// once, so the release carries that speed.
  public func fling(from start: CGPoint, by offset: CGPoint, velocity: CGFloat) {
    let distance = (offset.x * offset.x + offset.y * offset.y).squareRoot()
    let speed = velocity.isFinite && velocity > 0 ? velocity : 1000
    let finger = touchDown(at: start)
    finger.move(by: offset, duration: TimeInterval(distance / speed))
    finger.lift()
  }

  /// Runs the clock to the next frame and through it.
  func advanceToNextFrame() {
    advance(
      by: TimeInterval(timeline.nextFrameTime - timeline.ticks)
        / TimeInterval(VirtualClock.ticksPerSecond))
  }

  func removeFinger(_ finger: Finger) {
    fingers.removeAll { $0 === finger }
  }
}
