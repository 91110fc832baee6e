// ViewKitLite's View (View.swift, View+Hierarchy.swift, View+Animation.swift), reduced to what
// scrolling and refresh controls use: a frame, the bounds' origin (a scroll view's content
// offset), alpha, the tree and its window, and the animations of its properties.

import { KVObject } from "./KeyValueObserving.js";
import { AnimatableProperty, AnimationTransaction } from "./ViewAnimation.js";

export class View extends KVObject {
  constructor(frame = { x: 0, y: 0, width: 0, height: 0 }) {
    super();
    this.storedFrame = { ...frame };
    this.storedBoundsOrigin = { x: 0, y: 0 };
    this.storedAlpha = 1;
    this.isHidden = false;
    this.isUserInteractionEnabled = true;
    this.superview = null;
    this.subviews = [];
    this.cachedWindow = null;
    this.propertyAnimations = new Map();
  }

  get window() {
    return this.cachedWindow;
  }

  // MARK: - Geometry

  get frame() {
    return { ...this.storedFrame };
  }

  /** A new frame; observers of `frame` hear it, and a new size moves a scroll view's limits. */
  set frame(rect) {
    const oldSize = { width: this.storedFrame.width, height: this.storedFrame.height };
    this.storedFrame = { ...rect };
    this.didChangeValue("frame", null, this.frame);
    if (rect.width !== oldSize.width || rect.height !== oldSize.height) this.sizeDidChange();
  }

  get bounds() {
    const { width, height } = this.storedFrame;
    return { x: this.storedBoundsOrigin.x, y: this.storedBoundsOrigin.y, width, height };
  }

  get boundsOrigin() {
    return { ...this.storedBoundsOrigin };
  }

  /** Sets the origin of the bounds: a scroll view's content offset. Inside an animation
   * block the change animates; its observers (by the key `contentOffset`) hear every set. */
  setBoundsOrigin(origin) {
    const old = this.boundsOrigin;
    this.recordAnimatedChange("boundsOrigin", old, { ...origin });
    this.storedBoundsOrigin = { ...origin };
    this.didChangeValue("contentOffset", old, this.boundsOrigin);
  }

  sizeDidChange() {}

  get alpha() {
    return this.storedAlpha;
  }

  /** The opacity, clamped to 0…1; inside an animation block it animates. */
  set alpha(value) {
    if (Number.isNaN(value)) return;
    const clamped = Math.min(Math.max(value, 0), 1);
    this.recordAnimatedChange("alpha", this.storedAlpha, clamped);
    this.storedAlpha = clamped;
  }

  // MARK: - The tree

  addSubview(view) {
    this.insertSubview(view, this.subviews.length);
  }

  insertSubview(view, index) {
    const oldSuperview = view.superview;
    view.willMove(this);
    oldSuperview?.subviews.splice(oldSuperview.subviews.indexOf(view), 1);
    this.subviews.splice(Math.min(index, this.subviews.length), 0, view);
    view.superview = this;
    view.didMoveToSuperview();
    view.moveSubtree(this.window);
  }

  removeFromSuperview() {
    const parent = this.superview;
    if (!parent) return;
    const wasInWindow = this.window !== null;
    this.willMove(null);
    if (wasInWindow) this.forEachInSubtree((view) => view.willMoveToWindow(null));
    parent.subviews.splice(parent.subviews.indexOf(this), 1);
    this.superview = null;
    if (wasInWindow) {
      this.leaveWindow();
      this.forEachInSubtree((view) => view.didMoveToWindow());
    }
    this.didMoveToSuperview();
  }

  forEachInSubtree(body) {
    body(this);
    for (const subview of this.subviews) subview.forEachInSubtree(body);
  }

  moveSubtree(newWindow) {
    if (newWindow === this.window) return;
    this.forEachInSubtree((view) => view.willMoveToWindow(newWindow));
    this.leaveWindow();
    this.forEachInSubtree((view) => { view.cachedWindow = newWindow; });
    this.forEachInSubtree((view) => view.didMoveToWindowInternally());
    this.forEachInSubtree((view) => view.didMoveToWindow());
  }

  /** Leaving a window stops every animation of the subtree: their blocks complete with false. */
  leaveWindow() {
    const oldWindow = this.window;
    this.forEachInSubtree((view) => {
      oldWindow?.animator.forget(view);
      view.cachedWindow = null;
    });
    this.forEachInSubtree((view) => {
      for (const property of AnimatableProperty) view.cancelAnimation(property);
    });
  }

  /** Hooks of a move, UIKit's: `willMove(toSuperview:)` is `willMove`. */
  willMove(newSuperview) {}
  didMoveToSuperview() {}
  willMoveToWindow(newWindow) {}
  didMoveToWindowInternally() {}
  didMoveToWindow() {}

  // MARK: - Animation

  /** Records a change of an animated property inside an animation block. Outside any, a
   * change stops the running animation of that property (its block completes with false). */
  recordAnimatedChange(property, model, newValue) {
    const transaction = AnimationTransaction.current;
    if (!transaction) {
      if (this.propertyAnimations.size > 0) this.cancelAnimation(property);
      return false;
    }
    transaction.record(this, property, this.presentedValue(property, model), newValue);
    return true;
  }

  /** The shown value of `property`, given its model value. */
  presentedValue(property, model) {
    const animation = this.propertyAnimations.get(property);
    if (!animation || !this.window) return model;
    return animation.value(this.window.now);
  }

  get hasPropertyAnimations() {
    return this.propertyAnimations.size > 0;
  }

  /** Starts `animation` on `property`, replacing (and ending unfinished) the one running. */
  install(animation, property) {
    const replaced = this.propertyAnimations.get(property);
    this.propertyAnimations.set(property, animation);
    this.window?.animator.track(this);
    replaced?.end(false);
  }

  cancelAnimation(property) {
    const animation = this.propertyAnimations.get(property);
    if (!animation) return;
    this.propertyAnimations.delete(property);
    animation.end(false);
  }

  /** Ends the animations that reached their end by `time`, in property order. */
  finishAnimations(time) {
    for (const property of AnimatableProperty) {
      const animation = this.propertyAnimations.get(property);
      if (!animation || !(time >= animation.endTime)) continue;
      this.propertyAnimations.delete(property);
      animation.end(true);
    }
  }
}
