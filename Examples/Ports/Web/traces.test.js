// Replays every trace of the hwHeader, hwFooter and hwAutoFooter designs at both levels.

import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { portedTraces } from "./Traces.js";
import { TraceReplayer, Level } from "./TraceReplayer.js";

const traces = portedTraces();

test("the traces of the three designs are there", () => {
  assert.ok(traces.length >= 56, `found ${traces.length} traces of hwHeader, hwFooter, hwAutoFooter`);
});

test("the README's table lists every trace, with its design and frames", () => {
  const readme = readFileSync(new URL("./README.md", import.meta.url), "utf8");
  const rows = readme.split("\n").filter((line) => /^\| [a-z][\w-]* \| hw/.test(line));
  const listed = rows.map((row) => row.split("|").slice(1, 4).map((cell) => cell.trim()).join(" "));
  const expected = traces.map((trace) =>
    [trace.name, trace.scene.control.design, framesOf(trace)].join(" "));
  assert.deepEqual(listed, expected);
});

/** How many frames a trace plays, its folded still frames counted. */
function framesOf(trace) {
  return trace.frames.reduce((sum, frame) => sum + Math.max(frame.repeat ?? 1, 1), 0);
}

for (const level of [Level.scroll, Level.control]) {
  test(`every trace at the ${level} level`, async (t) => {
    for (const trace of traces) {
      await t.test(trace.name, () => {
        const difference = new TraceReplayer(trace).replay(level);
        if (difference) assert.fail(difference.description);
      });
    }
  });
}
