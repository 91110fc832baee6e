// A cubic Bézier easing curve from (0, 0) to (1, 1) (TimingFunction.swift): value(at:) solves
// x(t) = progress for t (Newton's method, falling back to bisection) and returns y(t).

export class TimingFunction {
  constructor(c1x, c1y, c2x, c2y) {
    this.c1 = { x: Math.min(Math.max(c1x, 0), 1), y: c1y };
    this.c2 = { x: Math.min(Math.max(c2x, 0), 1), y: c2y };
  }

  static linear = new TimingFunction(0, 0, 1, 1);
  /** UIKit's default curve for view animations. */
  static easeInEaseOut = new TimingFunction(0.42, 0, 0.58, 1);

  /** The eased value at `progress` (0…1, clamped). */
  value(progress) {
    const x = Math.min(Math.max(progress, 0), 1);
    if (x === 0 || x === 1 || this === TimingFunction.linear) return x;
    return TimingFunction.bezier(this.solve(x), this.c1.y, this.c2.y);
  }

  solve(x) {
    let t = x;
    for (let step = 0; step < 8; step++) {
      const error = TimingFunction.bezier(t, this.c1.x, this.c2.x) - x;
      if (Math.abs(error) < 1e-7) return t;
      const slope = TimingFunction.slope(t, this.c1.x, this.c2.x);
      if (!(Math.abs(slope) > 1e-6)) break;
      t -= error / slope;
    }
    let low = 0;
    let high = 1;
    t = x;
    for (let step = 0; step < 60; step++) {
      const value = TimingFunction.bezier(t, this.c1.x, this.c2.x);
      if (Math.abs(value - x) < 1e-7) break;
      if (value < x) low = t;
      else high = t;
      t = (low + high) / 2;
    }
    return t;
  }

  static bezier(t, p1, p2) {
    const u = 1 - t;
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t;
  }

  static slope(t, p1, p2) {
    const u = 1 - t;
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2);
  }
}
