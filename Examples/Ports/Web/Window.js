// The root view of a scene, with its own virtual clock (Window.swift, Window+Fingers.swift):
// nothing moves until the clock is advanced, and each frame steps the fingers (one pan event
// each), ticks the display links (scroll physics), ends the view animations that are due
// (their completions run) and then tells the frame-end observers.

import { View } from "./View.js";
import { VirtualClock } from "./VirtualClock.js";
import { ViewAnimator } from "./ViewAnimation.js";
import { EdgeInsets } from "./Geometry.js";
import { Finger } from "./Finger.js";

export class Window extends View {
  constructor(size, frameRate = 60) {
    super({ x: 0, y: 0, width: size.width, height: size.height });
    this.timeline = new VirtualClock(Math.min(Math.max(frameRate, 1), 1000));
    this.displayLinks = [];
    this.animator = new ViewAnimator();
    this.fingers = [];
    this.frameEndObservations = [];
    this.safeAreaInsets = EdgeInsets.zero;
    this.cachedWindow = this;
  }

  get frameRate() {
    return this.timeline.frameRate;
  }

  /** Seconds since the window was made. */
  get now() {
    return this.timeline.now;
  }

  /** How many frames have run. */
  get frameCount() {
    return this.timeline.framesRun;
  }

  /** Runs every frame due in the next `seconds` and leaves the clock `seconds` later. */
  advance(seconds) {
    if (!(Number.isFinite(seconds) && seconds >= 0)) return;
    this.advanceToTicks(this.timeline.ticks + VirtualClock.ticks(seconds));
  }

  advanceToTicks(target) {
    while (this.timeline.nextFrameTime <= target) {
      this.timeline.beginFrame(this.timeline.nextFrameTime);
      this.runFrame();
    }
    this.timeline.settle(target);
  }

  /** Runs the clock to the next frame and through it. */
  advanceToNextFrame() {
    this.advanceToTicks(this.timeline.nextFrameTime);
  }

  runFrame() {
    for (const finger of [...this.fingers]) finger.advanceFrame();
    this.displayLinks = this.displayLinks.filter((link) => link.isValid);
    for (const link of [...this.displayLinks]) link.tick(this.now);
    this.animator.tick(this.now);
    for (const observation of [...this.frameEndObservations]) {
      if (observation.isActive) observation.handler(this);
    }
  }

  add(link) {
    this.displayLinks.push(link);
  }

  /** Calls `handler(window)` at the end of every frame, until invalidated. */
  observeFrameEnds(handler) {
    const observation = { handler, isActive: true, invalidate() { this.isActive = false; } };
    this.frameEndObservations.push(observation);
    return observation;
  }

  /** Puts a finger down at `point` (window points) now, on the scroll view under it. */
  touchDown(point) {
    const finger = new Finger(this, point, this.scrollViewAt(point));
    this.fingers.push(finger);
    finger.touchDown();
    return finger;
  }

  /** The frontmost scroll view under `point` that scrolls (the scenes' scroll views fill
   * the window, so a hit is a point inside one's frame). */
  scrollViewAt(point) {
    return [...this.subviews].reverse().find((view) => {
      const { x, y, width, height } = view.frame;
      return view.isScrollEnabled && !view.isHidden && point.x >= x && point.x < x + width
        && point.y >= y && point.y < y + height;
    }) ?? null;
  }

  removeFinger(finger) {
    this.fingers = this.fingers.filter((other) => other !== finger);
  }
}
