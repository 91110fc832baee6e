import Foundation

extension ScrollView {
  /// A finger's drag of the content.
  struct Drag {
    /// The offset when the finger touched down, re-based when the limits change mid-drag.
    var startOffset: CGPoint
    /// The limits the drag last saw, per axis.
    var limits: [Axis: ClosedRange<CGFloat>]
    /// Whether the finger has moved: the pan began and the content is being dragged.
    var hasBegun = false
    /// The finger's last translation.
    var translation: CGPoint = .zero
    /// The axes the drag moves along: every scrolling axis, or, with the directional lock,
    /// the one the first 10 points of movement chose (`nil` until they have been moved).
    var axes: Set<Axis>?
  }

  /// How far a finger moves before the directional lock chooses, in points.
  static let directionalLockDistance: CGFloat = 10
  /// How near an axis, in degrees, a drag's start must be for the lock to keep it there.
  static let directionalLockAngle: CGFloat = 22.5

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
    drag = Drag(
      startOffset: contentOffset,
      limits: [.vertical: verticalLimits, .horizontal: horizontalLimits])
    isTracking = true
  }

  /// The finger moved (once per frame): the first move begins the drag.
  func touchMoved(_ finger: Finger) {
    guard var drag, scrollsVertically || scrollsHorizontally else { return }
    for axis in Axis.allCases {
      let limits = self.limits(axis)
      guard limits != drag.limits[axis] else { continue }
      let unbanded = ScrollPhysics.unbanded(
        Self.value(of: contentOffset, along: axis), limits: limits,
        dimension: boundsLength(along: axis))
      drag.startOffset = Self.point(
        drag.startOffset, with: unbanded + Self.value(of: drag.translation, along: axis),
        along: axis)
      drag.limits[axis] = limits
    }
    drag.translation = finger.translation
    panGestureRecognizer.translation = finger.translation
    panGestureRecognizer.velocity = finger.velocity
    if drag.axes == nil { drag.axes = chooseAxes(for: finger.translation) }
    guard let axes = drag.axes else {
      self.drag = drag
      return
    }
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
    var offset = contentOffset
    for axis in axes {
      let limits = self.limits(axis)
      let target =
        Self.value(of: drag.startOffset, along: axis)
        - Self.value(of: drag.translation, along: axis)
      let value =
        bounces
        ? ScrollPhysics.rubberBanded(target, limits: limits, dimension: boundsLength(along: axis))
        : min(max(target, limits.lowerBound), limits.upperBound)
      offset = Self.point(offset, with: value, along: axis)
    }
    applyContentOffset(offset)
  }

  /// The axes a drag that has moved by `translation` moves along: every axis that scrolls, or,
  /// with the directional lock, one of them once the finger has moved 10 points within 22.5°
  /// of it (both when the start is more diagonal); `nil` while the lock waits.
  private func chooseAxes(for translation: CGPoint) -> Set<Axis>? {
    let scrolling = Set(Axis.allCases.filter(scrolls))
    guard isDirectionalLockEnabled, scrolling.count == 2 else { return scrolling }
    let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
    guard distance >= Self.directionalLockDistance else { return nil }
    let degrees = atan2(abs(translation.y), abs(translation.x)) * 180 / .pi
    if degrees <= Self.directionalLockAngle { return [.horizontal] }
    if degrees >= 90 - Self.directionalLockAngle { return [.vertical] }
    return scrolling
  }

  /// The finger lifted: momentum, a bounce or a page's spring follows on each axis, with the
  /// delegate told in UIKit's order.
  func touchEnded(_ finger: Finger) {
    guard let drag else { return }
    self.drag = nil
    bandWithinReach()
    guard drag.hasBegun, let axes = drag.axes else {
      isTracking = false
      settleAfterInterruption()
      return
    }
    let cap = ScrollPhysics.maximumReleaseVelocity
    var velocity = CGPoint.zero
    var natural = contentOffset
    for axis in axes {
      let speed = min(max(-Self.value(of: finger.velocity, along: axis), -cap), cap)
      velocity = Self.point(velocity, with: speed, along: axis)
      natural = Self.point(
        natural, with: restingOffset(afterVelocity: speed, along: axis), along: axis)
    }
    panGestureRecognizer.velocity = finger.velocity
    var target = natural
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
      targetContentOffset: &target)
    isDragging = false
    isTracking = false
    panGestureRecognizer.state = .ended
    var moves = false
    for axis in axes.sorted(by: { $0 == .vertical && $1 == .horizontal }) {
      let speed = Self.value(of: velocity, along: axis)
      let moved = Self.value(of: target, along: axis)
      let changed = moved != Self.value(of: natural, along: axis)
      let started =
        isPagingEnabled && !changed
        ? startPageSpring(to: moved, velocity: speed, along: axis)
        : startMomentum(velocity: speed, target: changed ? moved : nil, along: axis)
      moves = moves || started
    }
    let lockedOut = Axis.allCases.filter { !axes.contains($0) }
    moves = settleAfterInterruption(along: lockedOut) || moves
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
    bandWithinReach()
    if drag.hasBegun {
      isDragging = false
      panGestureRecognizer.state = .cancelled
    }
    isTracking = false
  }

  /// Where a release at `velocity` along `axis` comes to rest: the page it goes to with paging
  /// on; otherwise where momentum would stop, or the nearest limit when the content is already
  /// past one.
  func restingOffset(afterVelocity velocity: CGFloat, along axis: Axis) -> CGFloat {
    let limits = self.limits(axis)
    let position = Self.value(of: contentOffset, along: axis)
    if isPagingEnabled {
      return page(from: position, velocity: velocity, along: axis)
    }
    guard position >= limits.lowerBound, position <= limits.upperBound else {
      return min(max(position, limits.lowerBound), limits.upperBound)
    }
    let destination = ScrollPhysics.decelerationDestination(
      from: position, velocity: velocity, rate: decelerationRate)
    return min(max(destination, limits.lowerBound), limits.upperBound)
  }

  /// The page a release at `velocity` from `position` goes to: faster than 300 points a second,
  /// the next page in its direction; slower, the nearest; within the limits.
  private func page(from position: CGFloat, velocity: CGFloat, along axis: Axis) -> CGFloat {
    let size = boundsLength(along: axis)
    let limits = self.limits(axis)
    guard size > 0 else { return min(max(position, limits.lowerBound), limits.upperBound) }
    let pages = position / size
    let index: CGFloat
    if abs(velocity) > ScrollPhysics.pagingVelocity {
      index = velocity > 0 ? pages.rounded(.down) + 1 : pages.rounded(.up) - 1
    } else {
      index = pages.rounded()
    }
    return min(max(index * size, limits.lowerBound), limits.upperBound)
  }

  /// Something interrupted a bounce along `axes` and let go, or left the content past a limit
  /// it was not asked to pass: a touch that never moved, a drag locked to another axis, a
  /// scrolling animation whose limits moved while it ran, or the scroll view leaving its
  /// window. The content springs back from where it is, on each of those axes past
  /// a limit; returns whether it does on any.
  @discardableResult
  func settleAfterInterruption(along axes: [Axis] = Axis.allCases) -> Bool {
    guard bounces else { return false }
    var settles = false
    for axis in axes {
      let limits = self.limits(axis)
      let value = Self.value(of: contentOffset, along: axis)
      guard value < limits.lowerBound || value > limits.upperBound else { continue }
      start(
        .bounce(makeBounce(from: value, velocity: 0, along: axis, at: window?.now ?? 0)),
        along: axis)
      isDecelerating = true
      settles = true
    }
    return settles
  }
}
