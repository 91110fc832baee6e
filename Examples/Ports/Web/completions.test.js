// What the traces cannot show: the completions of begins and ends run once, when the inset
// they wait for is shown, and a refused begin completes at once.

import test from "node:test";
import assert from "node:assert/strict";
import { TraceScene } from "./TraceScene.js";

/** A scene as a trace describes one: 40 rows of 44 points in a 375 × 667 window. */
function sceneOf(design, sibling = false) {
  return new TraceScene({
    window: { size: [375, 667], frameRate: 60, safeArea: [0, 0, 0, 0] },
    scrollView: { rows: 40, rowHeight: 44, appInset: [0, 0, 0, 0] },
    control: { design, automaticallyChangeAlpha: false, sibling },
  });
}

test("an end's completion runs once the inset it took back is shown", () => {
  const scene = sceneOf("hwHeader");
  let ended = 0;
  scene.control.beginRefreshing();
  scene.window.advance(0.5);
  scene.control.endRefreshing(() => { ended += 1; });
  assert.equal(scene.control.state, "normal");
  scene.window.advance(0.2);
  assert.equal(ended, 0, "not while the inset still animates");
  scene.window.advance(0.1);
  assert.equal(ended, 1);
  assert.deepEqual(scene.scrollView.contentInset, { top: 0, left: 0, bottom: 0, right: 0 });
});

test("a begin's completion runs once its inset is in, and at once when refused", () => {
  const scene = sceneOf("hwHeader", true);
  let shown = 0;
  let refused = 0;
  scene.control.beginRefreshing(() => { shown += 1; });
  assert.equal(shown, 0);
  scene.sibling.beginRefreshing(() => { refused += 1; });
  assert.equal(refused, 1, "the footer is refused while the header refreshes");
  assert.equal(scene.sibling.state, "normal");
  scene.window.advance(0.3);
  assert.equal(shown, 1);
  assert.equal(scene.callbacks, 1);
});

test("an end with no more data keeps it, and completes at once", () => {
  const scene = sceneOf("hwFooter");
  let ended = 0;
  scene.control.beginRefreshing();
  scene.control.endRefreshingWithNoMoreData();
  scene.control.endRefreshing(() => { ended += 1; });
  assert.equal(scene.control.state, "noMoreData");
  assert.equal(ended, 1);
});
