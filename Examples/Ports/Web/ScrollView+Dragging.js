// A finger's drag of the content (ScrollView+Dragging.swift): the drag's start rules, the
// rubber band under the finger, and the release into momentum or a bounce.

import { Axis } from "./ScrollView+Axis.js";
import { ScrollPhysics } from "./ScrollPhysics.js";
import { clamp } from "./Geometry.js";

function limitsEqual(a, b) {
  return a !== undefined && a.lower === b.lower && a.upper === b.upper;
}

export const Dragging = {
  /** A finger touched down on the content: it stops momentum, a bounce or an animated offset
   * where they show now. */
  touchBegan(finger) {
    if (!this.isScrollEnabled) return;
    const shown = this.shownContentOffset;
    this.cancelAnimation("boundsOrigin");
    if (shown.x !== this.contentOffset.x || shown.y !== this.contentOffset.y) {
      this.applyContentOffset(shown);
    }
    this.stopMotion();
    this.drag = {
      startOffset: this.contentOffset,
      limits: { vertical: this.verticalLimits, horizontal: this.horizontalLimits },
      hasBegun: false,
      translation: { x: 0, y: 0 },
      axes: null,
    };
    this.isTracking = true;
  },

  /** The finger moved (once per frame): the first move begins the drag. Limits that moved
   * since the last move re-base the drag, so the content stays under the finger. */
  touchMoved(finger) {
    const drag = this.drag;
    if (!drag || !(this.scrollsVertically || this.scrollsHorizontally)) return;
    for (const axis of Axis.allCases) {
      const limits = this.limits(axis);
      if (limitsEqual(drag.limits[axis], limits)) continue;
      const unbanded = ScrollPhysics.unbanded(
        Axis.value(this.contentOffset, axis), limits, this.boundsLength(axis));
      drag.startOffset = Axis.point(
        drag.startOffset, unbanded + Axis.value(drag.translation, axis), axis);
      drag.limits[axis] = limits;
    }
    drag.translation = finger.translation;
    this.panGestureRecognizer.translation = finger.translation;
    this.panGestureRecognizer.velocity = finger.velocity;
    drag.axes ??= Axis.allCases.filter((axis) => this.scrolls(axis));
    if (!drag.hasBegun) {
      drag.hasBegun = true;
      this.isDragging = true;
      this.panGestureRecognizer.state = "began";
    } else {
      this.panGestureRecognizer.state = "changed";
    }
    let offset = this.contentOffset;
    for (const axis of drag.axes) {
      const limits = this.limits(axis);
      const target = Axis.value(drag.startOffset, axis) - Axis.value(drag.translation, axis);
      const value = this.bounces
        ? ScrollPhysics.rubberBanded(target, limits, this.boundsLength(axis))
        : clamp(target, limits.lower, limits.upper);
      offset = Axis.point(offset, value, axis);
    }
    this.applyContentOffset(offset);
  },

  /** The finger lifted: momentum or a bounce follows on each axis it dragged. */
  touchEnded(finger) {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    this.bandWithinReach();
    if (!drag.hasBegun || !drag.axes) {
      this.isTracking = false;
      this.settleAfterInterruption();
      return;
    }
    const cap = ScrollPhysics.maximumReleaseVelocity;
    let velocity = { x: 0, y: 0 };
    for (const axis of drag.axes) {
      velocity = Axis.point(velocity, clamp(-Axis.value(finger.velocity, axis), -cap, cap), axis);
    }
    this.panGestureRecognizer.velocity = finger.velocity;
    this.isDragging = false;
    this.isTracking = false;
    // The pan's observers hear the end before momentum starts: an automatic footer that loads
    // here moves the offset the momentum then starts from.
    this.panGestureRecognizer.state = "ended";
    let moves = false;
    for (const axis of [...drag.axes].sort((a, b) => (a === b ? 0 : a === "vertical" ? -1 : 1))) {
      moves = this.startMomentum(Axis.value(velocity, axis), axis) || moves;
    }
    const lockedOut = Axis.allCases.filter((axis) => !drag.axes.includes(axis));
    moves = this.settleAfterInterruption(lockedOut) || moves;
    if (moves) this.isDecelerating = true;
  },

  /** Ends a drag without a release: the view left its window. */
  cancelDrag() {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    this.bandWithinReach();
    if (drag.hasBegun) {
      this.isDragging = false;
      this.panGestureRecognizer.state = "cancelled";
    }
    this.isTracking = false;
  },

  /** Something let go of content past a limit it was not asked to pass (a touch that never
   * moved, a view rejoining its window): it springs back along each such axis. Returns
   * whether it does on any. */
  settleAfterInterruption(axes = Axis.allCases) {
    if (!this.bounces) return false;
    let settles = false;
    for (const axis of axes) {
      const limits = this.limits(axis);
      const value = Axis.value(this.contentOffset, axis);
      if (!(value < limits.lower || value > limits.upper)) continue;
      this.start({ kind: "bounce", ...this.makeBounce(value, 0, axis, this.window?.now ?? 0) }, axis);
      this.isDecelerating = true;
      settles = true;
    }
    return settles;
  },
};
