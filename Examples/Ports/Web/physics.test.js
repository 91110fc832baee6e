// The physics functions against the vectors ScrollPhysicsTests.swift and
// TimingFunctionTests.swift check, and the velocity estimator's rule.

import test from "node:test";
import assert from "node:assert/strict";
import { ScrollPhysics, DecelerationRate } from "./ScrollPhysics.js";
import { TimingFunction } from "./TimingFunction.js";
import { VelocityEstimator } from "./VelocityEstimator.js";

function near(actual, expected, within, what) {
  assert.ok(Math.abs(actual - expected) <= within, `${what}: ${actual}, expected ${expected}`);
}

test("the rubber band with d = 960", () => {
  const vectors = [[5, 2.74], [10, 5.47], [100, 52.02], [400, 178.98], [960, 340.65]];
  for (const [x, f] of vectors) near(ScrollPhysics.rubberBand(x, 960), f, 0.005, `f(${x})`);
  for (const [x] of vectors) {
    near(ScrollPhysics.pullDistance(ScrollPhysics.rubberBand(x, 960), 960), x, 1e-9, `inverse at ${x}`);
  }
});

test("deceleration from 1000 pt/s", () => {
  const { normal, fast } = DecelerationRate;
  near(ScrollPhysics.decelerationDestination(0, 1000, normal), 499.5, 0.005, "normal travel");
  near(ScrollPhysics.decelerationDuration(1000, normal), 3.45, 0.0005, "normal duration");
  near(ScrollPhysics.decelerationDestination(0, 1000, fast), 99.5, 0.005, "fast travel");
  near(ScrollPhysics.decelerationDuration(1000, fast), 0.527, 0.0005, "fast duration");
});

test("the bounce from 60 pt at rest", () => {
  const vectors = [[0.05, 54.59], [0.1, 44.15], [0.2, 24.36], [0.3, 11.95], [0.5, 2.43], [0.8, 0.18]];
  for (const [t, x] of vectors) near(ScrollPhysics.springDisplacement(60, 0, t), x, 0.005, `x(${t})`);
});

test("ease in, ease out", () => {
  const vectors = [[0.1, 0.0197], [0.25, 0.1292], [0.5, 0.5], [0.75, 0.8708], [0.9, 0.9803]];
  for (const [x, y] of vectors) near(TimingFunction.easeInEaseOut.value(x), y, 0.00005, `y(${x})`);
});

test("a finger at a constant speed is measured exactly; 100 ms still is zero", () => {
  const estimator = new VelocityEstimator();
  for (let frame = 0; frame <= 12; frame++) estimator.add({ x: 0, y: frame * 5 }, frame / 60);
  near(estimator.velocity(12 / 60).y, 300, 1e-9, "velocity");
  assert.deepEqual(estimator.velocity(12 / 60 + 0.1), { x: 0, y: 0 });
});
