// UIKit's scroll physics as pure functions, with UIKit's constants (ScrollPhysics.swift).
//
// - Rubber band: past a limit by x, content moves f(x) = (1 − 1 / (x·c/d + 1))·d, c = 0.55,
//   d the bounds' height.
// - Deceleration: v(t) = v0·r^(1000t), x(t) = x0 + v0·(r^(1000t) − 1)/k, k = 1000·ln r; it
//   stops when under 0.5 pt of travel remains.
// - Bounce: a critically damped spring, mass 1, stiffness 100:
//   x(t) = e^(−10t)·(x0 + (v0 + 10·x0)·t); settled when under 0.5 pt from its target.
// The functions read the constants through `ScrollPhysics`, so a test may change one.

export const DecelerationRate = { normal: 0.998, fast: 0.99 };

export const ScrollPhysics = {
  rubberBandCoefficient: 0.55,
  springDamping: 10,
  restThreshold: 0.5,
  restVelocity: 20,
  /** The fastest release, in points per second. */
  maximumReleaseVelocity: 8000,

  /** How far content moves when pulled `distance` past a limit, for a viewport `dimension`. */
  rubberBand(distance, dimension) {
    if (!(distance > 0 && dimension > 0)) return 0;
    return (1 - 1 / ((distance * ScrollPhysics.rubberBandCoefficient) / dimension + 1)) * dimension;
  },

  /** The inverse of rubberBand: how far a finger must pull for content to move `offset`. */
  pullDistance(offset, dimension) {
    if (!(offset > 0)) return 0;
    if (!(offset < dimension)) return Infinity;
    return (offset * dimension) / (ScrollPhysics.rubberBandCoefficient * (dimension - offset));
  },

  /** `value` after the rubber band: itself inside `limits`, banded past them. */
  rubberBanded(value, limits, dimension) {
    if (value < limits.lower) return limits.lower - ScrollPhysics.rubberBand(limits.lower - value, dimension);
    if (value > limits.upper) return limits.upper + ScrollPhysics.rubberBand(value - limits.upper, dimension);
    return value;
  },

  /** The finger position (before the band) that shows `offset`. */
  unbanded(offset, limits, dimension) {
    if (offset < limits.lower) return limits.lower - ScrollPhysics.pullDistance(limits.lower - offset, dimension);
    if (offset > limits.upper) return limits.upper + ScrollPhysics.pullDistance(offset - limits.upper, dimension);
    return offset;
  },

  /** 1000 · ln(rate): the deceleration exponent per second (negative). */
  decelerationExponent(rate) {
    return 1000 * Math.log(rate);
  },

  decelerationDestination(position, velocity, rate) {
    return position - velocity / ScrollPhysics.decelerationExponent(rate);
  },

  decelerationPosition(position, velocity, rate, time) {
    const k = ScrollPhysics.decelerationExponent(rate);
    return position + (velocity * (Math.pow(rate, 1000 * time) - 1)) / k;
  },

  decelerationVelocity(velocity, rate, time) {
    return velocity * Math.pow(rate, 1000 * time);
  },

  /** When a deceleration stops: when under restThreshold of travel remains. */
  decelerationDuration(velocity, rate) {
    const k = ScrollPhysics.decelerationExponent(rate);
    if (!(Math.abs(velocity) > -k * ScrollPhysics.restThreshold)) return 0;
    return Math.log((-k * ScrollPhysics.restThreshold) / Math.abs(velocity)) / k;
  },

  /** When a deceleration has travelled `distance`, or null if it never does. */
  decelerationTime(distance, velocity, rate) {
    const k = ScrollPhysics.decelerationExponent(rate);
    const argument = 1 + (k * Math.abs(distance)) / Math.abs(velocity);
    if (!(velocity !== 0 && argument > 0)) return null;
    return Math.log(argument) / k;
  },

  springDisplacement(displacement, velocity, time) {
    const b = ScrollPhysics.springDamping;
    return Math.exp(-b * time) * (displacement + (velocity + b * displacement) * time);
  },

  springVelocity(displacement, velocity, time) {
    const b = ScrollPhysics.springDamping;
    return Math.exp(-b * time) * (velocity - b * (velocity + b * displacement) * time);
  },
};
