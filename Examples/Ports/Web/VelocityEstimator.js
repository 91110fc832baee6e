// The one velocity estimator of ViewKitLite's fingers (VelocityEstimator.swift): zero when the
// last position is 100 ms old or more; otherwise the displacement from the newest position at
// or before T − 100 ms (or the oldest one) to the last, over the time between them.

export class VelocityEstimator {
  static window = 0.1;

  constructor() {
    this.samples = [];
  }

  add(location, time) {
    this.samples.push({ time, location: { ...location } });
    const horizon = time - 2 * VelocityEstimator.window;
    const first = this.samples.findIndex((sample) => sample.time >= horizon);
    if (first > 1) this.samples.splice(0, first - 1);
  }

  velocity(time) {
    const last = this.samples.at(-1);
    if (!last || !(time - last.time < VelocityEstimator.window)) return { x: 0, y: 0 };
    const start = time - VelocityEstimator.window;
    const anchor = this.samples.findLast((sample) => sample.time <= start + 1e-9) ?? this.samples[0];
    const elapsed = last.time - anchor.time;
    if (!(elapsed > 0)) return { x: 0, y: 0 };
    return {
      x: (last.location.x - anchor.location.x) / elapsed,
      y: (last.location.y - anchor.location.y) / elapsed,
    };
  }
}
