// A view whose content moves under a finger: UIKit's UIScrollView (ScrollView.swift,
// ScrollView+Axis.swift, ContentInsetAdjustmentBehavior.swift).
//
// `contentOffset` is the bounds' origin. Along each axis the offset rests within its limits
// (vertically −adjustedContentInset.top … contentSize.height − bounds.height +
// adjustedContentInset.bottom); fingers drag it past them through the rubber band, and a
// release starts momentum and a bounce (ScrollView+Dragging.js, ScrollView+Motion.js).
// Changing the inset or the content size moves the limits: a bounce retargets, and an idle
// offset left out of range comes back (animated inside an animation block).
// Left out, as no trace uses them: paging, the directional lock, setContentOffset(animated:),
// the delegate.

import { View } from "./View.js";
import { PanGestureRecognizer } from "./PanGestureRecognizer.js";
import { ScrollPhysics, DecelerationRate } from "./ScrollPhysics.js";
import { AnimationTransaction } from "./ViewAnimation.js";
import { EdgeInsets, clamp } from "./Geometry.js";
import { extend } from "./Extension.js";
import { Axis, AxisMembers } from "./ScrollView+Axis.js";
import { Dragging } from "./ScrollView+Dragging.js";
import { Motion } from "./ScrollView+Motion.js";

export class ScrollView extends View {
  constructor(frame) {
    super(frame);
    this.storedContentSize = { width: 0, height: 0 };
    this.storedContentInset = EdgeInsets.zero;
    /** automatic, scrollableAxes, never or always. */
    this.contentInsetAdjustmentBehavior = "automatic";
    this.bounces = true;
    this.alwaysBounceVertical = false;
    this.alwaysBounceHorizontal = false;
    this.isScrollEnabled = true;
    this.decelerationRate = DecelerationRate.normal;
    this.isTracking = false;
    this.isDragging = false;
    this.isDecelerating = false;
    this.panGestureRecognizer = new PanGestureRecognizer();
    /** Momentum or a bounce along each axis, moving on its own. */
    this.motions = new Map();
    this.drag = null;
    this.motionLink = null;
  }

  // MARK: - Content geometry

  get contentOffset() {
    return this.boundsOrigin;
  }

  /** Setting the offset stops momentum and a bounce; inside an animation block it animates. */
  set contentOffset(offset) {
    if (!(Number.isFinite(offset.x) && Number.isFinite(offset.y))) return;
    this.stopMotion();
    this.applyContentOffset(offset);
  }

  get contentSize() {
    return { ...this.storedContentSize };
  }

  set contentSize(size) {
    const old = this.contentSize;
    this.storedContentSize = { width: Math.max(size.width, 0), height: Math.max(size.height, 0) };
    this.didChangeValue("contentSize", old, this.contentSize);
    this.limitsDidChange();
  }

  get contentInset() {
    return { ...this.storedContentInset };
  }

  /** Extra space around the content, set by the app (and by refresh controls, through their
   * ledger). Inside an animation block it animates. */
  set contentInset(inset) {
    const old = this.contentInset;
    this.recordAnimatedChange("contentInset", old, { ...inset });
    this.storedContentInset = { ...inset };
    this.didChangeValue("contentInset", old, this.contentInset);
    this.limitsDidChange();
  }

  /** Runs `block` once the `contentInset` change made in the open animation block is shown in
   * full; outside any block, or when the change animates nothing, at once. */
  whenContentInsetChangeIsShown(block) {
    const transaction = AnimationTransaction.current;
    if (!transaction) return block();
    transaction.whenAnimationEnds(this, "contentInset", block);
  }

  /** `contentInset` plus the safe-area insets the adjustment behaviour adds. */
  get adjustedContentInset() {
    return EdgeInsets.add(this.safeAreaAdjustment, this.contentInset);
  }

  get safeAreaAdjustment() {
    const safe = this.safeAreaInsetsInWindow;
    switch (this.contentInsetAdjustmentBehavior) {
      case "never": return EdgeInsets.zero;
      case "always": return safe;
      default: {
        const vertical = this.alwaysBounceVertical || this.contentSize.height > this.bounds.height;
        const horizontal = this.contentSize.width > this.bounds.width;
        return EdgeInsets.make(
          vertical ? safe.top : 0, horizontal ? safe.left : 0,
          vertical ? safe.bottom : 0, horizontal ? safe.right : 0);
      }
    }
  }

  /** The window's safe-area insets where they overlap this view (its superview is the window). */
  get safeAreaInsetsInWindow() {
    const window = this.window;
    if (!window || EdgeInsets.equal(window.safeAreaInsets, EdgeInsets.zero)) return EdgeInsets.zero;
    const frame = this.frame;
    const safe = window.safeAreaInsets;
    const size = window.bounds;
    return EdgeInsets.make(
      Math.max(0, safe.top - frame.y), Math.max(0, safe.left - frame.x),
      Math.max(0, frame.y + frame.height - (size.height - safe.bottom)),
      Math.max(0, frame.x + frame.width - (size.width - safe.right)));
  }

  get verticalLimits() {
    const inset = this.adjustedContentInset;
    const lower = -inset.top;
    const upper = Math.max(lower, this.contentSize.height - this.bounds.height + inset.bottom);
    return { lower, upper };
  }

  get horizontalLimits() {
    const inset = this.adjustedContentInset;
    const lower = -inset.left;
    const upper = Math.max(lower, this.contentSize.width - this.bounds.width + inset.right);
    return { lower, upper };
  }

  get scrollsVertically() {
    const limits = this.verticalLimits;
    return this.isScrollEnabled && (this.alwaysBounceVertical || limits.upper > limits.lower);
  }

  get scrollsHorizontally() {
    const limits = this.horizontalLimits;
    return this.isScrollEnabled && (this.alwaysBounceHorizontal || limits.upper > limits.lower);
  }

  /** What the screen shows: the offset where running animations have carried it. */
  get shownContentOffset() {
    return this.presentedValue("boundsOrigin", this.boundsOrigin);
  }

  /** A new size moves the limits: the offset follows as for an inset or size change. */
  sizeDidChange() {
    this.limitsDidChange();
  }

  /** Stores the offset (its observers hear every set), without touching the motion. */
  applyContentOffset(offset) {
    this.setBoundsOrigin(offset);
  }

  /** After an inset or size change, along each axis: an idle offset left out of range comes
   * back to the nearest limit (animated inside an animation block); a bounce retargets at once,
   * momentum on its next frame. While a finger drags or the content moves, an offset the change
   * left beyond the rubber band's reach moves to where the band would show it, and bounces back
   * from there; under a finger it stays until the finger lifts. */
  limitsDidChange() {
    this.limitsDidChangeAlong("vertical");
    this.limitsDidChangeAlong("horizontal");
  }

  limitsDidChangeAlong(axis) {
    const limits = this.limits(axis);
    const motion = this.motions.get(axis) ?? { kind: "none" };
    if (motion.kind === "bounce" && this.window) {
      const stale = motion.edge
        ? (motion.edge === "lower" ? limits.lower : limits.upper) !== motion.target
        : !(limits.lower <= motion.target && motion.target <= limits.upper);
      if (stale || motion.reach !== this.boundsLength(axis)) {
        this.motions.set(axis, this.retargeted(motion, axis, this.window.now));
      }
    }
    const value = Axis.value(this.contentOffset, axis);
    const clamped = clamp(value, limits.lower, limits.upper);
    if (clamped === value) return;
    if (!this.hasAxisMotion && this.drag === null) {
      this.applyContentOffset(Axis.point(this.contentOffset, clamped, axis));
      return;
    }
    const excess = Math.abs(value - clamped);
    const direction = value < clamped ? -1 : 1;
    const dimension = this.boundsLength(axis);
    if (!(excess >= dimension)) {
      if (this.isDeceleratingAlong(axis) && this.window) {
        this.start({ kind: "bounce", ...this.makeBounce(value, 0, axis, this.window.now) }, axis);
      }
      return;
    }
    // A finger holds the content where it is, until it lifts.
    if (this.drag !== null || !this.window) return;
    const shown = clamped + direction * ScrollPhysics.rubberBand(excess, dimension);
    this.applyContentOffset(Axis.point(this.contentOffset, shown, axis));
    this.start({ kind: "bounce", ...this.makeBounce(shown, 0, axis, this.window.now) }, axis);
  }

  isDeceleratingAlong(axis) {
    return this.motions.get(axis)?.kind === "deceleration";
  }

  /** Content a finger held more than a screen past a limit moves to where the rubber band
   * would show it, along each axis: what a finger lifting leaves. */
  bandWithinReach() {
    for (const axis of Axis.allCases) {
      const limits = this.limits(axis);
      const value = Axis.value(this.contentOffset, axis);
      const clamped = clamp(value, limits.lower, limits.upper);
      const excess = Math.abs(value - clamped);
      const dimension = this.boundsLength(axis);
      if (!(excess >= dimension)) continue;
      const direction = value < clamped ? -1 : 1;
      const shown = clamped + direction * ScrollPhysics.rubberBand(excess, dimension);
      this.applyContentOffset(Axis.point(this.contentOffset, shown, axis));
    }
  }

  /** Joining a window with its content resting past a limit, the content springs back. */
  didMoveToWindowInternally() {
    if (!this.window || this.drag !== null || this.hasAxisMotion) return;
    this.settleAfterInterruption();
  }

  /** Leaving its window mid-gesture, the pan is cancelled and motion stops where it is. */
  willMoveToWindow(newWindow) {
    if (newWindow === this.window) return;
    if (this.drag !== null) this.cancelDrag();
    this.stopMotion();
    this.motionLink?.invalidate();
    this.motionLink = null;
  }
}

extend(ScrollView, AxisMembers);
extend(ScrollView, Dragging);
extend(ScrollView, Motion);
