// Each planted bug, applied alone, fails at least one trace, with a message that names the
// trace, the frame, the field, the expected and the got value.

import test from "node:test";
import assert from "node:assert/strict";
import { portedTraces } from "./Traces.js";
import { TraceReplayer, Level } from "./TraceReplayer.js";
import { plantedBugs } from "./PlantedBugs.js";

const traces = portedTraces();
const message = /^trace (\S+), frame (\d+) \(t=[\d.]+s\): (\S+) is (\S+), the trace says (\S+)$/;

/** The first difference of each trace at each level, with the bug in place. */
function failuresWith(bug) {
  const restore = bug.apply();
  try {
    return traces.flatMap((trace) => [Level.scroll, Level.control].flatMap((level) => {
      const difference = new TraceReplayer(trace).replay(level);
      return difference ? [{ level, difference }] : [];
    }));
  } finally {
    restore();
  }
}

for (const bug of plantedBugs) {
  test(`planted: ${bug.name}`, (t) => {
    const failures = failuresWith(bug);
    assert.ok(failures.length > 0, `${bug.name}: every trace still passes`);
    for (const { level, difference } of failures) {
      const text = difference.description;
      const [, trace, frame, field, got, expected] = text.match(message) ?? [];
      assert.equal(trace, difference.trace, text);
      assert.equal(Number(frame), difference.frame, text);
      assert.ok(field && got !== undefined && expected !== undefined && got !== expected, text);
      t.diagnostic(`${level}: ${text}`);
    }
  });
}

test("with every bug taken back, the traces pass again", () => {
  for (const trace of traces) {
    for (const level of [Level.scroll, Level.control]) {
      const difference = new TraceReplayer(trace).replay(level);
      if (difference) assert.fail(difference.description);
    }
  }
});
