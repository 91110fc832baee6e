import Foundation

extension ScrollView {
  /// A finger's drag of the content.
  struct Drag {
    /// The offset when the finger touched down, re-based when the limits change mid-drag.
    var startOffset: CGFloat
    /// The limits the drag last saw.
    var limits: ClosedRange<CGFloat>
    /// Whether the finger has moved: the pan began and the content is being dragged.
    var hasBegun = false
    /// The finger's last translation.
    var translation: CGFloat = 0
  }

  /// A finger touched down on the content: it stops momentum, a bounce or an animated offset
  /// where they show now.
  func touchBegan(_ finger: Finger) {
    guard isScrollEnabled else { return }
    let shown = presentation().contentOffset
    cancelAnimation(of: .boundsOrigin)
    if shown != contentOffset {
      applyContentOffset(shown)
    }
    stopMotion()
    drag = Drag(startOffset: contentOffset.y, limits: verticalLimits)
    isTracking = true
  }

  /// The finger moved (once per frame): the first move begins the drag.
  func touchMoved(_ finger: Finger) {
    guard var drag, scrollsVertically else { return }
    let limits = verticalLimits
    let dimension = bounds.height
    if limits != drag.limits {
      let unbanded = ScrollPhysics.unbanded(
        contentOffset.y, limits: limits, dimension: dimension)
      drag.startOffset = unbanded + drag.translation
      drag.limits = limits
    }
    drag.translation = finger.translation.y
    panGestureRecognizer.translation = finger.translation
    panGestureRecognizer.velocity = finger.velocity
    if !drag.hasBegun {
      drag.hasBegun = true
      self.drag = drag
      isDragging = true
      panGestureRecognizer.state = .began
      delegate?.scrollViewWillBeginDragging(self)
    } else {
      self.drag = drag
      panGestureRecognizer.state = .changed
    }
    let target = drag.startOffset - drag.translation
    let y =
      bounces
      ? ScrollPhysics.rubberBanded(target, limits: limits, dimension: dimension)
      : min(max(target, limits.lowerBound), limits.upperBound)
    applyContentOffset(CGPoint(x: contentOffset.x, y: y))
  }

  /// The finger lifted: momentum or a bounce follows, with the delegate told in UIKit's order.
  func touchEnded(_ finger: Finger) {
    guard let drag else { return }
    self.drag = nil
    guard drag.hasBegun else {
      isTracking = false
      settleAfterInterruption()
      return
    }
    let velocity = min(
      max(-finger.velocity.y, -ScrollPhysics.maximumReleaseVelocity),
      ScrollPhysics.maximumReleaseVelocity)
    panGestureRecognizer.velocity = finger.velocity
    var target = CGPoint(x: contentOffset.x, y: restingOffset(afterVelocity: velocity))
    let naturalTarget = target
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: CGPoint(x: 0, y: velocity / 1000), targetContentOffset: &target)
    isDragging = false
    isTracking = false
    panGestureRecognizer.state = .ended
    let moves = startMomentum(
      velocity: velocity, target: target == naturalTarget ? nil : target.y)
    delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
    if moves {
      isDecelerating = true
      delegate?.scrollViewWillBeginDecelerating(self)
    }
  }

  /// Ends a drag without a release: scrolling was disabled or the view left its window.
  func cancelDrag() {
    guard let drag else { return }
    self.drag = nil
    if drag.hasBegun {
      isDragging = false
      panGestureRecognizer.state = .cancelled
    }
    isTracking = false
  }

  /// Where momentum at `velocity` would stop, or the nearest limit when the content is
  /// already past one.
  func restingOffset(afterVelocity velocity: CGFloat) -> CGFloat {
    let limits = verticalLimits
    let y = contentOffset.y
    guard y >= limits.lowerBound, y <= limits.upperBound else {
      return min(max(y, limits.lowerBound), limits.upperBound)
    }
    let destination = ScrollPhysics.decelerationDestination(
      from: y, velocity: velocity, rate: decelerationRate)
    return min(max(destination, limits.lowerBound), limits.upperBound)
  }

  /// A touch that never moved interrupted a bounce: the content springs back from where it is.
  private func settleAfterInterruption() {
    let limits = verticalLimits
    let y = contentOffset.y
    guard bounces, y < limits.lowerBound || y > limits.upperBound else { return }
    start(.bounce(makeBounce(from: y, velocity: 0, at: window?.now ?? 0)))
    isDecelerating = true
  }
}
