// What moves the content along one axis when no finger does (ScrollView+Motion.swift):
// momentum, which turns into a bounce where its path crosses a limit, and a critically damped
// bounce back to the limit, which follows the limit when it moves.
//
// A motion is { kind: "none" }, { kind: "deceleration", position, velocity, start } or
// { kind: "bounce", edge ("lower" or "upper"), target, displacement, velocity, start, reach }.

import { Axis } from "./ScrollView+Axis.js";
import { ScrollPhysics } from "./ScrollPhysics.js";
import { DisplayLink } from "./DisplayLink.js";
import { clamp } from "./Geometry.js";

function contains(limits, value) {
  return limits.lower <= value && value <= limits.upper;
}

export const Motion = {
  /** Starts `motion` along `axis`, on a display link of the window. */
  start(motion, axis) {
    if (!this.window) {
      this.motions.set(axis, { kind: "none" });
      return;
    }
    this.motions.set(axis, motion);
    this.runMotionLink();
  },

  runMotionLink() {
    if (!this.window) return;
    this.motionLink ??= new DisplayLink(this.window, (link) => this.advanceMotion(link.timestamp));
    this.motionLink.isPaused = false;
  },

  /** Whether momentum or a bounce moves the content along some axis. */
  get hasAxisMotion() {
    return [...this.motions.values()].some((motion) => motion.kind !== "none");
  },

  /** Stops momentum and bounces where they are. */
  stopMotion() {
    const wasDecelerating = this.isDecelerating;
    this.motions = new Map();
    if (this.motionLink) this.motionLink.isPaused = true;
    if (wasDecelerating) this.isDecelerating = false;
  },

  /** Starts momentum or a bounce along `axis` after a release at `velocity` (content points
   * per second); returns whether anything moves. */
  startMomentum(velocity, axis) {
    const now = this.window?.now ?? 0;
    const limits = this.limits(axis);
    const position = Axis.value(this.contentOffset, axis);
    if (position < limits.lower || position > limits.upper) {
      if (!this.bounces) return false;
      this.start({ kind: "bounce", ...this.makeBounce(position, velocity, axis, now) }, axis);
      return true;
    }
    if (!(Math.abs(velocity) > 0
      && ScrollPhysics.decelerationDuration(velocity, this.decelerationRate) > 0)) return false;
    this.start({ kind: "deceleration", position, velocity, start: now }, axis);
    return true;
  },

  /** A bounce from `position` along `axis`, past the limit on `edge` (by default the one it is
   * past), at `velocity`, that stays within the rubber band's reach: a position beyond the
   * reach starts from 95 % of it, and speed away from the limit is capped so the spring's
   * furthest point, displacement + velocity / (damping · e), stays within 95 % of the reach. */
  makeBounce(position, velocity, axis, time, edge = null) {
    const limits = this.limits(axis);
    edge ??= position < limits.lower ? "lower" : "upper";
    const target = edge === "lower" ? limits.lower : limits.upper;
    const reach = this.boundsLength(axis);
    let displacement = position - target;
    if (Math.abs(displacement) > reach) {
      displacement = 0.95 * reach * (displacement < 0 ? -1 : 1);
    }
    if (displacement * velocity > 0 || displacement === 0) {
      const farthest = Math.max(0.95 * reach, Math.abs(displacement));
      const fastest = (farthest - Math.abs(displacement)) * ScrollPhysics.springDamping * Math.E;
      velocity = clamp(velocity, -fastest, fastest);
    }
    return { edge, target, displacement, velocity, start: time, reach };
  },

  /** One frame of motion: each axis's momentum or bounce, shown together as one offset. */
  advanceMotion(time) {
    let offset = this.contentOffset;
    for (const axis of Axis.allCases) {
      const motion = this.motions.get(axis);
      if (!motion) continue;
      const value = this.advance(motion, axis, time);
      if (value !== null) offset = Axis.point(offset, value, axis);
    }
    if (!this.hasAxisMotion && this.motionLink) this.motionLink.isPaused = true;
    this.applyContentOffset(offset);
    if (!this.hasAxisMotion && this.isDecelerating) this.isDecelerating = false;
  },

  /** Where `motion` shows the content along `axis` at `time`, or null when it does not move
   * it; it comes to rest (its axis's motion cleared) at its end. */
  advance(motion, axis, time) {
    switch (motion.kind) {
      case "deceleration": return this.advanceDeceleration(motion, axis, time);
      case "bounce": return this.advanceBounce(motion, axis, time);
      default: return null;
    }
  },

  advanceDeceleration(deceleration, axis, time) {
    const rate = this.decelerationRate;
    const t = time - deceleration.start;
    const limits = this.limits(axis);
    if (!contains(limits, deceleration.position)) {
      const position = ScrollPhysics.decelerationPosition(
        deceleration.position, deceleration.velocity, rate, t);
      const v = ScrollPhysics.decelerationVelocity(deceleration.velocity, rate, t);
      const bounce = { kind: "bounce", ...this.makeBounce(position, v, axis, time) };
      this.motions.set(axis, bounce);
      return this.advanceBounce(bounce, axis, time);
    }
    const destination = ScrollPhysics.decelerationDestination(
      deceleration.position, deceleration.velocity, rate);
    if (destination < limits.lower || destination > limits.upper) {
      const edge = destination < limits.lower ? limits.lower : limits.upper;
      const edgeTime = ScrollPhysics.decelerationTime(
        edge - deceleration.position, deceleration.velocity, rate);
      if (edgeTime !== null && t >= edgeTime) {
        const velocityAtEdge = ScrollPhysics.decelerationVelocity(deceleration.velocity, rate, edgeTime);
        const edgeStart = deceleration.start + edgeTime;
        if (!this.bounces) return this.rest(edge, axis);
        const bounce = {
          kind: "bounce",
          ...this.makeBounce(edge, velocityAtEdge, axis, edgeStart, edge === limits.lower ? "lower" : "upper"),
        };
        this.motions.set(axis, bounce);
        return this.advanceBounce(bounce, axis, time);
      }
    }
    const duration = ScrollPhysics.decelerationDuration(deceleration.velocity, rate);
    if (!(t < duration)) return this.rest(destination, axis);
    return ScrollPhysics.decelerationPosition(deceleration.position, deceleration.velocity, rate, t);
  },

  advanceBounce(bounce, axis, time) {
    if (bounce.edge) {
      const limits = this.limits(axis);
      const target = bounce.edge === "lower" ? limits.lower : limits.upper;
      if (target !== bounce.target) {
        const motion = this.retargeted(bounce, axis, time);
        this.motions.set(axis, motion);
        if (motion.kind !== "bounce") return this.advance(motion, axis, time);
        bounce = motion;
      }
    }
    const t = time - bounce.start;
    const x = ScrollPhysics.springDisplacement(bounce.displacement, bounce.velocity, t);
    const v = ScrollPhysics.springVelocity(bounce.displacement, bounce.velocity, t);
    if (Math.abs(x) < ScrollPhysics.restThreshold && Math.abs(v) < ScrollPhysics.restVelocity) {
      return this.rest(bounce.target, axis);
    }
    return bounce.target + x;
  },

  /** What continues `bounce` after the limits moved, from where it is and how fast it moves,
   * so the content goes on without a jump: momentum when it now lies inside the limits,
   * otherwise a bounce toward the new edge. */
  retargeted(bounce, axis, time) {
    const limits = this.limits(axis);
    const t = time - bounce.start;
    const position = bounce.target
      + ScrollPhysics.springDisplacement(bounce.displacement, bounce.velocity, t);
    let velocity = ScrollPhysics.springVelocity(bounce.displacement, bounce.velocity, t);
    if (contains(limits, position)) {
      velocity = clamp(velocity, -ScrollPhysics.maximumReleaseVelocity, ScrollPhysics.maximumReleaseVelocity);
      return { kind: "deceleration", position, velocity, start: time };
    }
    return { kind: "bounce", ...this.makeBounce(position, velocity, axis, time) };
  },

  /** Momentum or a bounce along `axis` came to rest at `value`. */
  rest(value, axis) {
    this.motions.set(axis, { kind: "none" });
    return value;
  },
};
