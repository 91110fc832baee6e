import Foundation

/// How an animation's progress runs over its duration.
enum AnimationCurve: Equatable {
  /// A Bézier easing curve.
  case timing(TimingFunction)
  /// UIKit's spring animation: damping ratio and initial velocity (in distances per second).
  ///
  /// ViewKitLite pins the spring's natural frequency at 2π ÷ duration, so a critically damped
  /// spring has 1.4 % of its way left when the duration ends; the animation ends there.
  case spring(dampingRatio: CGFloat, initialVelocity: CGFloat)

  /// The fraction of the way covered at `progress` (0…1) of `duration`.
  func fraction(at progress: CGFloat, duration: TimeInterval) -> CGFloat {
    if progress >= 1 { return 1 }
    switch self {
    case .timing(let function):
      return function.value(at: progress)
    case .spring(let ratio, let velocity):
      return AnimationCurve.spring(
        time: progress * duration, omega: 2 * .pi / duration, ratio: ratio, velocity: velocity)
    }
  }

  /// A unit spring from 0 to 1: mass 1, natural frequency `omega`, damping ratio `ratio`,
  /// initial velocity `velocity`.
  static func spring(
    time t: CGFloat, omega: CGFloat, ratio: CGFloat, velocity: CGFloat
  )
    -> CGFloat
  {
    let x0: CGFloat = -1
    let v0 = velocity
    if ratio < 1 {
      let damped = omega * (1 - ratio * ratio).squareRoot()
      let envelope = exp(-ratio * omega * t)
      let b = (v0 + ratio * omega * x0) / damped
      return 1 + envelope * (x0 * cos(damped * t) + b * sin(damped * t))
    }
    let envelope = exp(-omega * t)
    return 1 + envelope * (x0 + (v0 + omega * x0) * t)
  }
}
