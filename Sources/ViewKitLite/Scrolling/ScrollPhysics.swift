import Foundation

/// UIKit's scroll physics as pure functions, with UIKit's constants (the README's "Scroll physics"
/// table lists them).
///
/// - Rubber band: past a limit by `x`, content moves `f(x) = (1 − 1 / (x·c/d + 1))·d` with
///   `c = 0.55` and `d` the bounds' height.
/// - Deceleration: `v(t) = v0·r^(1000t)`, `x(t) = x0 + v0·(r^(1000t) − 1)/k` with
///   `k = 1000·ln r`; it stops when under 0.5 pt of travel remains.
/// - Bounce: a critically damped spring, mass 1, stiffness 100:
///   `x(t) = e^(−10t)·(x0 + (v0 + 10·x0)·t)`; settled when under 0.5 pt from its target.
public enum ScrollPhysics {
  /// The rubber band's coefficient.
  public static let rubberBandCoefficient: CGFloat = 0.55
  /// The bounce spring's damping rate (√stiffness for mass 1, critically damped).
  public static let springDamping: CGFloat = 10
  /// How close to rest, in points, motion stops.
  public static let restThreshold: CGFloat = 0.5
  /// The speed, in points per second, under which a bounce at rest is settled.
  public static let restVelocity: CGFloat = 20
  /// The fastest release, in points per second: a finger's last move measured over a sliver of
  /// a frame cannot fling faster. Apple publishes no cap; ViewKitLite pins Flutter's
  /// `kMaxFlingVelocity`.
  public static let maximumReleaseVelocity: CGFloat = 8000

  /// Paging: a release faster than this, in points a second, goes to the next page in its
  /// direction; a slower one to the nearest page.
  public static let pagingVelocity: CGFloat = 300

  /// The duration of `setContentOffset(_:animated: true)`, linear.
  public static let scrollAnimationDuration: TimeInterval = 0.33

  /// How far content moves when pulled `distance` past a limit, for a viewport `dimension`.
  public static func rubberBand(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
    guard distance > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (distance * rubberBandCoefficient / dimension + 1)) * dimension
  }

  /// How far past the limit a finger must pull for content to move `offset` past it: the
  /// inverse of ``rubberBand(_:dimension:)``. Offsets at or beyond the dimension cannot be
  /// reached and answer infinity.
  public static func pullDistance(forRubberBand offset: CGFloat, dimension: CGFloat) -> CGFloat {
    guard offset > 0 else { return 0 }
    guard offset < dimension else { return .infinity }
    return offset * dimension / (rubberBandCoefficient * (dimension - offset))
  }

  /// `value` after the rubber band: itself inside `limits`, banded past them.
  public static func rubberBanded(
    _ value: CGFloat, limits: ClosedRange<CGFloat>, dimension: CGFloat
  ) -> CGFloat {
    if value < limits.lowerBound {
      return limits.lowerBound - rubberBand(limits.lowerBound - value, dimension: dimension)
    }
    if value > limits.upperBound {
      return limits.upperBound + rubberBand(value - limits.upperBound, dimension: dimension)
    }
    return value
  }

  /// The finger position (before the band) that shows `offset`: the inverse of
  /// ``rubberBanded(_:limits:dimension:)``.
  public static func unbanded(
    _ offset: CGFloat, limits: ClosedRange<CGFloat>, dimension: CGFloat
  ) -> CGFloat {
    if offset < limits.lowerBound {
      return limits.lowerBound
        - pullDistance(forRubberBand: limits.lowerBound - offset, dimension: dimension)
    }
    if offset > limits.upperBound {
      return limits.upperBound
        + pullDistance(forRubberBand: offset - limits.upperBound, dimension: dimension)
    }
    return offset
  }

  /// `1000 · ln(rate)`: the deceleration exponent per second (negative).
  public static func decelerationExponent(_ rate: DecelerationRate) -> CGFloat {
    1000 * log(rate.rawValue)
  }

  /// Where momentum from `position` at `velocity` (pt/s) comes to rest.
  public static func decelerationDestination(
    from position: CGFloat, velocity: CGFloat, rate: DecelerationRate
  ) -> CGFloat {
    position - velocity / decelerationExponent(rate)
  }

  /// The position `time` seconds into a deceleration.
  public static func decelerationPosition(
    from position: CGFloat, velocity: CGFloat, rate: DecelerationRate, time: CGFloat
  ) -> CGFloat {
    let k = decelerationExponent(rate)
    return position + velocity * (pow(rate.rawValue, 1000 * time) - 1) / k
  }

  /// The velocity `time` seconds into a deceleration.
  public static func decelerationVelocity(
    _ velocity: CGFloat, rate: DecelerationRate, time: CGFloat
  ) -> CGFloat {
    velocity * pow(rate.rawValue, 1000 * time)
  }

  /// When a deceleration stops: when under ``restThreshold`` of travel remains.
  public static func decelerationDuration(velocity: CGFloat, rate: DecelerationRate) -> CGFloat {
    let k = decelerationExponent(rate)
    guard abs(velocity) > -k * restThreshold else { return 0 }
    return log(-k * restThreshold / abs(velocity)) / k
  }

  /// When a deceleration reaches `distance` points of travel, or `nil` if it never does.
  public static func decelerationTime(
    toTravel distance: CGFloat, velocity: CGFloat, rate: DecelerationRate
  ) -> CGFloat? {
    let k = decelerationExponent(rate)
    let argument = 1 + k * abs(distance) / abs(velocity)
    guard velocity != 0, argument > 0 else { return nil }
    return log(argument) / k
  }

  /// The bounce spring's displacement from its target `time` seconds after it started at
  /// `displacement` with `velocity`.
  public static func springDisplacement(
    _ displacement: CGFloat, velocity: CGFloat, time: CGFloat
  ) -> CGFloat {
    let b = springDamping
    return exp(-b * time) * (displacement + (velocity + b * displacement) * time)
  }

  /// The bounce spring's velocity `time` seconds after it started.
  public static func springVelocity(
    _ displacement: CGFloat, velocity: CGFloat, time: CGFloat
  )
    -> CGFloat
  {
    let b = springDamping
    return exp(-b * time) * (velocity - b * (velocity + b * displacement) * time)
  }

  /// Whether a bounce `displacement` points from its target, moving at `velocity` (pt/s), is
  /// settled: under ``restThreshold`` away and slower than ``restVelocity``, so a spring that
  /// crosses its target fast keeps going.
  public static func springIsSettled(displacement: CGFloat, velocity: CGFloat) -> Bool {
    abs(displacement) < restThreshold && abs(velocity) < restVelocity
  }
}
