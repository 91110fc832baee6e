import Foundation

extension ScrollView {
  /// What moves the content along one axis when no finger does.
  enum Motion {
    case none
    case deceleration(Deceleration)
    case bounce(Bounce)
  }

  /// Momentum: from `position` at `velocity`, starting at `start`.
  struct Deceleration {
    var position: CGFloat
    var velocity: CGFloat
    var start: TimeInterval
  }

  /// A critically damped spring toward `target`: `displacement` from it and `velocity` at
  /// `start`. A bounce back to the limit on `edge`, or, without an edge, a page's spring.
  struct Bounce {
    /// Which limit a bounce heads for: the lower (top, left) or the upper (bottom, right).
    enum Edge {
      case lower
      case upper
    }
    var edge: Edge?
    var target: CGFloat
    var displacement: CGFloat
    var velocity: CGFloat
    var start: TimeInterval
    /// The rubber band's reach (the bounds' extent) the spring was made for.
    var reach: CGFloat
  }

  /// `setContentOffset(_:animated: true)`.
  struct ScrollAnimation {
    var from: CGPoint
    var to: CGPoint
    var start: TimeInterval
    /// The axes along which the animation was asked to move past a limit: it stays there. On
    /// the others, content it leaves past a limit (a bounce it interrupted, limits that moved
    /// while it ran) springs back when it ends.
    var pastLimits: [Axis] = []
  }

  /// Starts `motion` along `axis`, on a display link of the window.
  func start(_ motion: Motion, along axis: Axis) {
    guard window != nil else {
      motions[axis] = Motion.none
      return
    }
    motions[axis] = motion
    runMotionLink()
  }

  /// Starts a scrolling animation, on a display link of the window (the caller has one).
  func startScrollAnimation(_ animation: ScrollAnimation) {
    var animation = animation
    animation.pastLimits = Axis.allCases.filter {
      let target = Self.value(of: animation.to, along: $0)
      return !limits($0).contains(target) && target != Self.value(of: animation.from, along: $0)
    }
    scrollAnimation = animation
    runMotionLink()
  }

  private func runMotionLink() {
    guard let window else { return }
    if motionLink == nil {
      motionLink = DisplayLink(window: window) { [weak self] link in
        self?.advanceMotion(to: link.timestamp)
      }
    }
    motionLink?.isPaused = false
  }

  /// Whether momentum or a bounce moves the content along some axis.
  var hasAxisMotion: Bool {
    motions.values.contains { if case .none = $0 { false } else { true } }
  }

  /// Stops momentum, bounces and a scrolling animation where they are.
  func stopMotion() {
    let wasDecelerating = isDecelerating
    motions = [:]
    scrollAnimation = nil
    motionLink?.isPaused = true
    if wasDecelerating {
      isDecelerating = false
    }
  }

  /// Starts momentum or a bounce along `axis` after a release at `velocity` (content points
  /// per second), toward `target` when the delegate moved it; returns whether anything moves.
  func startMomentum(velocity: CGFloat, target: CGFloat?, along axis: Axis) -> Bool {
    let now = window?.now ?? 0
    let limits = self.limits(axis)
    let position = Self.value(of: contentOffset, along: axis)
    if position < limits.lowerBound || position > limits.upperBound {
      guard bounces else { return false }
      start(
        .bounce(makeBounce(from: position, velocity: velocity, along: axis, at: now)), along: axis)
      return true
    }
    var velocity = velocity
    if let target,
      target
        != ScrollPhysics.decelerationDestination(
          from: position, velocity: velocity, rate: decelerationRate)
    {
      velocity = (position - target) * ScrollPhysics.decelerationExponent(decelerationRate)
    }
    guard abs(velocity) > 0,
      ScrollPhysics.decelerationDuration(velocity: velocity, rate: decelerationRate) > 0
    else { return false }
    start(
      .deceleration(Deceleration(position: position, velocity: velocity, start: now)), along: axis)
    return true
  }

  /// Springs along `axis` from where the content is to the page at `target`, at `velocity`;
  /// returns whether anything moves.
  /// Content past a limit bounces back to it instead, within the rubber band's reach.
  func startPageSpring(to target: CGFloat, velocity: CGFloat, along axis: Axis) -> Bool {
    let position = Self.value(of: contentOffset, along: axis)
    guard limits(axis).contains(position) else {
      return startMomentum(velocity: velocity, target: nil, along: axis)
    }
    guard position != target || velocity != 0 else { return false }
    let spring = Bounce(
      edge: nil, target: target, displacement: position - target, velocity: velocity,
      start: window?.now ?? 0, reach: boundsLength(along: axis))
    start(.bounce(spring), along: axis)
    return true
  }

  /// A bounce from `position` along `axis`, past the limit on `edge` (by default the one it is
  /// past), at `velocity`, that stays within the rubber band's reach (the bounds' extent past
  /// the limit).
  ///
  /// A position already beyond the reach (the limits moved far under it) starts from 95 % of
  /// it. Speed away from the limit is capped so the spring's furthest point, at most
  /// `displacement + velocity / (damping · e)` for a critically damped spring, stays within
  /// 95 % of the reach, or where the content already is if that is further.
  func makeBounce(
    from position: CGFloat, velocity: CGFloat, along axis: Axis, at time: TimeInterval,
    edge: Bounce.Edge? = nil
  ) -> Bounce {
    let limits = self.limits(axis)
    let edge = edge ?? (position < limits.lowerBound ? .lower : .upper)
    let target = edge == .lower ? limits.lowerBound : limits.upperBound
    let reach = boundsLength(along: axis)
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
      edge: edge, target: target, displacement: displacement, velocity: velocity, start: time,
      reach: reach)
  }

  /// One frame of motion: the scrolling animation, or each axis's momentum or bounce, shown
  /// together as one offset; the delegate hears the end once every axis has come to rest.
  func advanceMotion(to time: TimeInterval) {
    if let animation = scrollAnimation {
      return advance(animation, to: time)
    }
    var offset = contentOffset
    for axis in Axis.allCases {
      guard let motion = motions[axis], let value = advance(motion, along: axis, to: time) else {
        continue
      }
      offset = Self.point(offset, with: value, along: axis)
    }
    if !hasAxisMotion {
      motionLink?.isPaused = true
    }
    applyContentOffset(offset)
    if !hasAxisMotion, isDecelerating {
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    }
  }

  /// Where `motion` shows the content along `axis` at `time`, or `nil` when it does not move
  /// it; it comes to rest (``motions`` cleared for the axis) at its end.
  private func advance(_ motion: Motion, along axis: Axis, to time: TimeInterval) -> CGFloat? {
    switch motion {
    case .none:
      return nil
    case .deceleration(let deceleration):
      return advance(deceleration, along: axis, to: time)
    case .bounce(let bounce):
      return advance(bounce, along: axis, to: time)
    }
  }

  private func advance(
    _ deceleration: Deceleration, along axis: Axis, to time: TimeInterval
  ) -> CGFloat? {
    let rate = decelerationRate
    let t = CGFloat(time - deceleration.start)
    let limits = self.limits(axis)
    if !limits.contains(deceleration.position) {
      let position = ScrollPhysics.decelerationPosition(
        from: deceleration.position, velocity: deceleration.velocity, rate: rate, time: t)
      let v = ScrollPhysics.decelerationVelocity(deceleration.velocity, rate: rate, time: t)
      let bounce = makeBounce(from: position, velocity: v, along: axis, at: time)
      motions[axis] = .bounce(bounce)
      return advance(bounce, along: axis, to: time)
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
        guard bounces else { return rest(at: edge, along: axis) }
        let bounce = makeBounce(
          from: edge, velocity: velocityAtEdge, along: axis, at: edgeStart,
          edge: edge == limits.lowerBound ? .lower : .upper)
        motions[axis] = .bounce(bounce)
        return advance(bounce, along: axis, to: time)
      }
    }
    let duration = ScrollPhysics.decelerationDuration(velocity: deceleration.velocity, rate: rate)
    guard t < duration else { return rest(at: destination, along: axis) }
    return ScrollPhysics.decelerationPosition(
      from: deceleration.position, velocity: deceleration.velocity, rate: rate, time: t)
  }

  private func advance(_ bounce: Bounce, along axis: Axis, to time: TimeInterval) -> CGFloat? {
    var bounce = bounce
    if let edge = bounce.edge {
      let limits = self.limits(axis)
      let target = edge == .lower ? limits.lowerBound : limits.upperBound
      if target != bounce.target {
        let motion = retargeted(bounce, along: axis, at: time)
        motions[axis] = motion
        guard case .bounce(let retargeted) = motion else {
          return advance(motion, along: axis, to: time)
        }
        bounce = retargeted
      }
    }
    let t = CGFloat(time - bounce.start)
    let x = ScrollPhysics.springDisplacement(
      bounce.displacement, velocity: bounce.velocity, time: t)
    let v = ScrollPhysics.springVelocity(bounce.displacement, velocity: bounce.velocity, time: t)
    if ScrollPhysics.springIsSettled(displacement: x, velocity: v) {
      return rest(at: bounce.target, along: axis)
    }
    return bounce.target + x
  }

  /// What continues `bounce` along `axis` after the limits moved, from where it is and how fast
  /// it moves now, so the content goes on without a jump.
  ///
  /// Content that now lies inside the limits (rows appended under a bottom bounce) keeps its
  /// speed as momentum, as a fling would. Otherwise the bounce heads for the new edge, within
  /// the rubber band's reach (``makeBounce(from:velocity:along:at:edge:)``).
  func retargeted(_ bounce: Bounce, along axis: Axis, at time: TimeInterval) -> Motion {
    let limits = self.limits(axis)
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
    return .bounce(makeBounce(from: position, velocity: velocity, along: axis, at: time))
  }

  private func advance(_ animation: ScrollAnimation, to time: TimeInterval) {
    let progress = CGFloat((time - animation.start) / ScrollPhysics.scrollAnimationDuration)
    guard progress < 1 else {
      scrollAnimation = nil
      motionLink?.isPaused = true
      applyContentOffset(animation.to)
      delegate?.scrollViewDidEndScrollingAnimation(self)
      settleAfterInterruption(along: Axis.allCases.filter { !animation.pastLimits.contains($0) })
      return
    }
    let from = animation.from
    let to = animation.to
    applyContentOffset(
      CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress))
  }

  /// Momentum or a bounce along `axis` came to rest at `value`.
  private func rest(at value: CGFloat, along axis: Axis) -> CGFloat {
    motions[axis] = Motion.none
    return value
  }
}
