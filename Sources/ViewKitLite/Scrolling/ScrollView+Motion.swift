import Foundation

extension ScrollView {
  /// What moves the content when no finger does.
  enum Motion {
    case none
    case deceleration(Deceleration)
    case bounce(Bounce)
    case scrollAnimation(ScrollAnimation)
  }

  /// Momentum: from `position` at `velocity`, starting at `start`.
  struct Deceleration {
    var position: CGFloat
    var velocity: CGFloat
    var start: TimeInterval
  }

  /// A bounce toward the limit on `edge`: `displacement` from it and `velocity` at `start`.
  struct Bounce {
    enum Edge {
      case top
      case bottom
    }
    var edge: Edge
    var target: CGFloat
    var displacement: CGFloat
    var velocity: CGFloat
    var start: TimeInterval
  }

  /// `setContentOffset(_:animated: true)`.
  struct ScrollAnimation {
    var from: CGPoint
    var to: CGPoint
    var start: TimeInterval
  }

  /// Starts `motion`, on a display link of the window.
  func start(_ newMotion: Motion) {
    motion = newMotion
    guard let window else {
      motion = .none
      return
    }
    if motionLink == nil {
      motionLink = DisplayLink(window: window) { [weak self] link in
        self?.advanceMotion(to: link.timestamp)
      }
    }
    motionLink?.isPaused = false
  }

  /// Stops momentum, a bounce or a scrolling animation where it is.
  func stopMotion() {
    let wasDecelerating = isDecelerating
    motion = .none
    motionLink?.isPaused = true
    if wasDecelerating {
      isDecelerating = false
    }
  }

  /// Starts momentum or a bounce after a release at `velocity` (content points per second);
  /// returns whether anything moves.
  func startMomentum(velocity: CGFloat, target: CGFloat?) -> Bool {
    let now = window?.now ?? 0
    let limits = verticalLimits
    let y = contentOffset.y
    if y < limits.lowerBound || y > limits.upperBound {
      guard bounces else { return false }
      start(.bounce(makeBounce(from: y, velocity: velocity, at: now)))
      return true
    }
    var velocity = velocity
    if let target,
      target
        != ScrollPhysics.decelerationDestination(
          from: y, velocity: velocity, rate: decelerationRate)
    {
      velocity = (y - target) * ScrollPhysics.decelerationExponent(decelerationRate)
    }
    guard abs(velocity) > 0,
      ScrollPhysics.decelerationDuration(velocity: velocity, rate: decelerationRate) > 0
    else { return false }
    start(.deceleration(Deceleration(position: y, velocity: velocity, start: now)))
    return true
  }

  /// A bounce from `position`, past the limit on `edge` (by default the one it is past), at
  /// `velocity`, that stays within the rubber band's reach (the scroll view's height past the
  /// limit).
  ///
  /// A position already beyond the reach (the limits moved far under it) starts from 95 % of
  /// it. Speed away from the limit is capped so the spring's furthest point, at most
  /// `displacement + velocity / (damping · e)` for a critically damped spring, stays within
  /// 95 % of the reach, or where the content already is if that is further.
  func makeBounce(
    from position: CGFloat, velocity: CGFloat, at time: TimeInterval, edge: Bounce.Edge? = nil
  ) -> Bounce {
    let limits = verticalLimits
    let edge = edge ?? (position < limits.lowerBound ? .top : .bottom)
    let target = edge == .top ? limits.lowerBound : limits.upperBound
    let reach = bounds.height
    var displacement = position - target
    if abs(displacement) > reach {
      displacement = 0.95 * reach * (displacement < 0 ? -1 : 1)
    }
    var velocity = velocity
    if displacement * velocity > 0 || displacement == 0 {
      let farthest = max(0.95 * reach, abs(displacement))
      let fastest = (farthest - abs(displacement)) * ScrollPhysics.springDamping * CGFloat(M_E)
      velocity = min(max(velocity, -fastest), fastest)
    }
    return Bounce(
      edge: edge, target: target, displacement: displacement, velocity: velocity, start: time)
  }

  /// One frame of motion.
  func advanceMotion(to time: TimeInterval) {
    switch motion {
    case .none:
      motionLink?.isPaused = true
    case .deceleration(let deceleration):
      advance(deceleration, to: time)
    case .bounce(let bounce):
      advance(bounce, to: time)
    case .scrollAnimation(let animation):
      advance(animation, to: time)
    }
  }

  private func advance(_ deceleration: Deceleration, to time: TimeInterval) {
    let rate = decelerationRate
    let t = CGFloat(time - deceleration.start)
    let limits = verticalLimits
    if !limits.contains(deceleration.position) {
      let y = ScrollPhysics.decelerationPosition(
        from: deceleration.position, velocity: deceleration.velocity, rate: rate, time: t)
      let v = ScrollPhysics.decelerationVelocity(deceleration.velocity, rate: rate, time: t)
      let bounce = makeBounce(from: y, velocity: v, at: time)
      motion = .bounce(bounce)
      return advance(bounce, to: time)
    }
    let destination = ScrollPhysics.decelerationDestination(
      from: deceleration.position, velocity: deceleration.velocity, rate: rate)
    if destination < limits.lowerBound || destination > limits.upperBound {
      let edge = destination < limits.lowerBound ? limits.lowerBound : limits.upperBound
      if let edgeTime = ScrollPhysics.decelerationTime(
        toTravel: edge - deceleration.position, velocity: deceleration.velocity, rate: rate),
        t >= edgeTime
      {
        let velocityAtEdge = ScrollPhysics.decelerationVelocity(
          deceleration.velocity, rate: rate, time: edgeTime)
        let edgeStart = deceleration.start + TimeInterval(edgeTime)
        guard bounces else { return finishMotion(at: edge) }
        let bounce = makeBounce(
          from: edge, velocity: velocityAtEdge, at: edgeStart,
          edge: edge == limits.lowerBound ? .top : .bottom)
        motion = .bounce(bounce)
        return advance(bounce, to: time)
      }
    }
    let duration = ScrollPhysics.decelerationDuration(velocity: deceleration.velocity, rate: rate)
    guard t < duration else { return finishMotion(at: destination) }
    let y = ScrollPhysics.decelerationPosition(
      from: deceleration.position, velocity: deceleration.velocity, rate: rate, time: t)
    applyContentOffset(CGPoint(x: contentOffset.x, y: y))
  }

  private func advance(_ bounce: Bounce, to time: TimeInterval) {
    var bounce = bounce
    let limits = verticalLimits
    let target = bounce.edge == .top ? limits.lowerBound : limits.upperBound
    if target != bounce.target {
      motion = retargeted(bounce, at: time)
      guard case .bounce(let retargeted) = motion else { return advanceMotion(to: time) }
      bounce = retargeted
    }
    let t = CGFloat(time - bounce.start)
    let x = ScrollPhysics.springDisplacement(
      bounce.displacement, velocity: bounce.velocity, time: t)
    let v = ScrollPhysics.springVelocity(bounce.displacement, velocity: bounce.velocity, time: t)
    if abs(x) < ScrollPhysics.restThreshold && abs(v) < ScrollPhysics.restVelocity {
      return finishMotion(at: bounce.target)
    }
    applyContentOffset(CGPoint(x: contentOffset.x, y: bounce.target + x))
  }

  /// What continues `bounce` after the limits moved, from where it is and how fast it moves
  /// now, so the content goes on without a jump.
  ///
  /// Content that now lies inside the limits (rows appended under a bottom bounce) keeps its
  /// speed as momentum, as a fling would. Otherwise the bounce heads for the new edge, within
  /// the rubber band's reach (``makeBounce(from:velocity:at:edge:)``).
  func retargeted(_ bounce: Bounce, at time: TimeInterval) -> Motion {
    let limits = verticalLimits
    let t = CGFloat(time - bounce.start)
    let position =
      bounce.target
      + ScrollPhysics.springDisplacement(bounce.displacement, velocity: bounce.velocity, time: t)
    var velocity = ScrollPhysics.springVelocity(
      bounce.displacement, velocity: bounce.velocity, time: t)
    if limits.contains(position) {
      velocity = min(
        max(velocity, -ScrollPhysics.maximumReleaseVelocity), ScrollPhysics.maximumReleaseVelocity)
      return .deceleration(Deceleration(position: position, velocity: velocity, start: time))
    }
    return .bounce(makeBounce(from: position, velocity: velocity, at: time))
  }

  private func advance(_ animation: ScrollAnimation, to time: TimeInterval) {
    let progress = CGFloat((time - animation.start) / ScrollPhysics.scrollAnimationDuration)
    guard progress < 1 else {
      motion = .none
      motionLink?.isPaused = true
      applyContentOffset(animation.to)
      delegate?.scrollViewDidEndScrollingAnimation(self)
      return
    }
    let from = animation.from
    let to = animation.to
    applyContentOffset(
      CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress))
  }

  /// Momentum or a bounce came to rest at `y`.
  private func finishMotion(at y: CGFloat) {
    motion = .none
    motionLink?.isPaused = true
    applyContentOffset(CGPoint(x: contentOffset.x, y: y))
    if isDecelerating {
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    }
  }
}
