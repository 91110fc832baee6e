// A scripted finger on a window's screen (Finger.swift): a move runs the window's clock, the
// finger advancing in equal steps, one pan event per frame, ending exactly where it was sent.

import { VelocityEstimator } from "./VelocityEstimator.js";
import { roundedHalfAway } from "./Geometry.js";

export class Finger {
  constructor(window, location, scrollView) {
    this.window = window;
    this.location = { ...location };
    this.startLocation = { ...location };
    this.isDown = true;
    this.scrollView = scrollView;
    this.estimator = new VelocityEstimator();
    this.estimator.add(this.location, window.now);
    this.path = null;
  }

  /** How far the finger is from where it touched down. */
  get translation() {
    return { x: this.location.x - this.startLocation.x, y: this.location.y - this.startLocation.y };
  }

  /** The finger's velocity now, in points per second. */
  get velocity() {
    return this.estimator.velocity(this.window.now);
  }

  /** Moves the finger to `point` over `duration` seconds (at least one frame), one pan event
   * per frame, at a constant speed. */
  moveTo(point, duration = 0.1) {
    if (!this.isDown) return;
    const frames = Math.max(1, Math.trunc(roundedHalfAway(Math.max(duration, 0) * this.window.frameRate)));
    this.path = { from: { ...this.location }, to: { ...point }, frames, done: 0 };
    while (this.path.done < this.path.frames) this.window.advanceToNextFrame();
    this.path = null;
  }

  lift() {
    if (!this.isDown) return;
    this.isDown = false;
    this.window.removeFinger(this);
    this.scrollView?.touchEnded(this);
  }

  /** One frame: the next step of a move, delivered as one pan event. */
  advanceFrame() {
    const path = this.path;
    if (!path || path.done >= path.frames) return;
    path.done += 1;
    const fraction = path.done / path.frames;
    this.location = {
      x: path.from.x + (path.to.x - path.from.x) * fraction,
      y: path.from.y + (path.to.y - path.from.y) * fraction,
    };
    this.estimator.add(this.location, this.window.now);
    this.scrollView?.touchMoved(this);
  }

  touchDown() {
    this.scrollView?.touchBegan(this);
  }
}
