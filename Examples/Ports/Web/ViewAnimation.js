// View.animate(withDuration:) and what runs it (View+Animation.swift, AnimationTransaction,
// AnimationGroup, PropertyAnimation, ViewAnimator): the model value changes at once, the
// shown value follows on the window's clock from what was shown when the block ran, and a
// block's completion runs when its last animation ends (true) or is replaced or removed (false).

import { TimingFunction } from "./TimingFunction.js";

/** The animated values: a number (alpha), a point (the bounds' origin) or insets. */
export const AnimatableValue = {
  equal(a, b) {
    if (typeof a === "number") return a === b;
    if ("top" in a) {
      return a.top === b.top && a.left === b.left && a.bottom === b.bottom && a.right === b.right;
    }
    return a.x === b.x && a.y === b.y;
  },

  interpolated(a, b, f) {
    if (typeof a === "number") return a + (b - a) * f;
    if ("top" in a) {
      return {
        top: a.top + (b.top - a.top) * f, left: a.left + (b.left - a.left) * f,
        bottom: a.bottom + (b.bottom - a.bottom) * f, right: a.right + (b.right - a.right) * f,
      };
    }
    return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
  },
};

/** The properties a view animates, in the order a frame ends them (AnimatableProperty). */
export const AnimatableProperty = ["boundsOrigin", "alpha", "contentInset"];

/** Counts a block's animations and runs its completion when the last one ends. */
class AnimationGroup {
  constructor(completion) {
    this.pending = 0;
    this.allFinished = true;
    this.completion = completion;
  }

  add() {
    this.pending += 1;
  }

  end(finished) {
    this.allFinished = this.allFinished && finished;
    this.pending -= 1;
    if (this.pending === 0) this.complete();
  }

  complete() {
    const completion = this.completion;
    this.completion = null;
    completion?.(this.allFinished);
  }
}

/** One animated property of one view: shown from `from` to `to` while the model holds `to`. */
export class PropertyAnimation {
  constructor(from, to, begin, duration, curve, group) {
    Object.assign(this, { from, to, begin, duration, curve, group });
    this.endCallbacks = [];
  }

  /** When the animation ends (Swift's `end`). */
  get endTime() {
    return this.begin + this.duration;
  }

  /** Ends the animation: its share of the block's completion, then its own callbacks. */
  end(finished) {
    this.group.end(finished);
    const callbacks = this.endCallbacks;
    this.endCallbacks = [];
    callbacks.forEach((callback) => callback());
  }

  /** The value shown at `time`: `from` up to the begin, `to` from the end on. */
  value(time) {
    if (!(time < this.endTime)) return this.to;
    if (!(time > this.begin)) return this.from;
    const progress = (time - this.begin) / this.duration;
    const fraction = progress >= 1 ? 1 : this.curve.value(progress);
    return AnimatableValue.interpolated(this.from, this.to, fraction);
  }
}

/** The open animation blocks, innermost last: process-wide, as in Swift. */
const stack = [];

/** The parameters of the block being run, and the changes it makes. */
export class AnimationTransaction {
  static get current() {
    return stack.at(-1) ?? null;
  }

  constructor(delay, duration, curve, group) {
    Object.assign(this, { delay, duration, curve, group });
    this.changes = [];
    this.endCallbacks = [];
  }

  record(view, property, from, to) {
    const change = this.changes.find((entry) => entry.view === view && entry.property === property);
    if (change) change.to = to;
    else this.changes.push({ view, property, from, to });
  }

  /** Runs `block` once the animation this block makes of `view`'s `property` ends, finished
   * or not; at commit when the block makes none. */
  whenAnimationEnds(view, property, block) {
    this.endCallbacks.push({ view, property, block });
  }

  /** Starts an animation for each change, on its view's window clock; a view outside any
   * window takes its new value at once. */
  commit() {
    const made = [];
    for (const { view, property, from, to } of this.changes) {
      if (AnimatableValue.equal(from, to) || !view.window) continue;
      this.group.add();
      const animation = new PropertyAnimation(
        from, to, view.window.now + this.delay, this.duration, this.curve, this.group);
      view.install(animation, property);
      made.push({ view, property, animation });
    }
    for (const { view, property, block } of this.endCallbacks) {
      const found = made.find((entry) => entry.view === view && entry.property === property);
      if (found) found.animation.endCallbacks.push(block);
      else block();
    }
  }
}

/** UIKit's `UIView.animate(withDuration:delay:animations:completion:)`, ease-in-ease-out. */
export function animate(duration, animations, completion = null, delay = 0) {
  const group = new AnimationGroup(completion);
  if (!(Number.isFinite(duration) && duration > 0)) {
    animations();
    group.complete();
    return;
  }
  const transaction = new AnimationTransaction(
    Number.isFinite(delay) ? Math.max(delay, 0) : 0, duration, TimingFunction.easeInEaseOut, group);
  stack.push(transaction);
  animations();
  stack.pop();
  group.add();
  transaction.commit();
  group.end(true);
}

/** A window's running view animations: it ends them on the first frame at or after their
 * end, in the order the views started animating. */
export class ViewAnimator {
  constructor() {
    this.views = [];
  }

  track(view) {
    if (!this.views.includes(view)) this.views.push(view);
  }

  forget(view) {
    this.views = this.views.filter((tracked) => tracked !== view);
  }

  tick(time) {
    for (const view of [...this.views]) view.finishAnimations(time);
    this.views = this.views.filter((view) => view.hasPropertyAnimations);
  }
}
