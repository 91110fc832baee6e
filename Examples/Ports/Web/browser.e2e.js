// The page in a real browser: headless Chromium, driven over the DevTools protocol on a pipe
// (JSON messages ending in a NUL byte, written to its fd 3 and read from its fd 4). Real mouse
// input pulls the list past the header's threshold and lets go; at each step the header's
// state, its words and the list's scroll position are read from the DOM, and must follow the
// HW header's rules: pulling past the threshold, refreshing on release, resting with the
// header shown, then back to normal after the end. A screenshot of the refreshing state goes
// to ARTIFACTS_DIR (a temporary folder unless set).
//
// Run it by name (its name keeps it out of the folder's run):
// node --test Examples/Ports/Web/browser.e2e.js

import test from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "./serve.js";

const threshold = 44;
const commandTimeout = 10_000;

function findChromium() {
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    if (spawnSync("which", [name]).status === 0) return name;
  }
  return null;
}

/** The DevTools protocol over Chromium's pipe. */
class DevTools {
  constructor(child) {
    this.nextId = 1;
    this.pending = new Map();
    this.waiters = [];
    this.input = child.stdio[3];
    let buffer = "";
    child.stdio[4].on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end;
      while ((end = buffer.indexOf("\0")) >= 0) {
        this.receive(JSON.parse(buffer.slice(0, end)));
        buffer = buffer.slice(end + 1);
      }
    });
    child.once("exit", () => this.failAll(new Error("Chromium exited")));
  }

  receive(message) {
    if (message.id !== undefined) {
      const call = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
      else call?.resolve(message.result);
      return;
    }
    this.waiters = this.waiters.filter((waiter) => !waiter.matches(message) || (waiter.resolve(message.params), false));
  }

  failAll(error) {
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }

  /** Sends `method` and resolves with its result, within the command timeout. */
  send(method, params = {}, sessionId = undefined) {
    const id = this.nextId++;
    this.input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method}: no answer in ${commandTimeout} ms`));
      }, commandTimeout);
      this.pending.set(id, {
        method,
        resolve: (result) => { clearTimeout(timer); resolve(result); },
        reject: (error) => { clearTimeout(timer); reject(error); },
      });
    });
  }

  /** Resolves with the next event `method`, within the command timeout. */
  event(method) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: not seen in ${commandTimeout} ms`)), commandTimeout);
      this.waiters.push({
        matches: (message) => message.method === method,
        resolve: (params) => { clearTimeout(timer); resolve(params); },
      });
    });
  }
}

/** A page of the browser, as one session. */
class Page {
  constructor(devTools, sessionId) {
    this.devTools = devTools;
    this.sessionId = sessionId;
  }

  send(method, params) {
    return this.devTools.send(method, params, this.sessionId);
  }

  async evaluate(expression) {
    const { result, exceptionDetails } = await this.send("Runtime.evaluate", { expression, returnByValue: true });
    if (exceptionDetails) throw new Error(`evaluate: ${exceptionDetails.text}`);
    return result.value;
  }

  mouse(type, x, y) {
    return this.send("Input.dispatchMouseEvent", {
      type, x, y, button: "left", buttons: type === "mouseReleased" ? 0 : 1, clickCount: 1, pointerType: "mouse",
    });
  }
}

/** The header and the list as the DOM shows them: the offset is the list's scrollTop, less
 * the top inset's height, plus what the transform moves the content beyond the range. */
const readScene = `(() => {
  const list = document.querySelector("#list");
  const header = document.querySelector("#header");
  const ty = new DOMMatrix(getComputedStyle(document.querySelector("#content")).transform).m42;
  const inset = document.querySelector("#inset-top").getBoundingClientRect().height;
  const bounds = list.getBoundingClientRect();
  return {
    state: header.dataset.state,
    text: header.querySelector(".label").textContent,
    offset: list.scrollTop - ty - inset,
    headerTop: header.getBoundingClientRect().top - bounds.top,
    list: { x: bounds.left, y: bounds.top },
  };
})()`;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the scene until `done(scene)` holds, for at most `ms`. */
async function readUntil(page, done, ms, what) {
  const deadline = Date.now() + ms;
  let scene;
  do {
    scene = await page.evaluate(readScene);
    if (done(scene)) return scene;
    await pause(30);
  } while (Date.now() < deadline);
  assert.fail(`${what}: not within ${ms} ms; last ${JSON.stringify(scene)}`);
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
  await exited;
  clearTimeout(timer);
}

test("the page's header pulls, refreshes on release and ends, in Chromium", { timeout: 90_000 }, async (t) => {
  const chromium = findChromium();
  if (!chromium) return t.skip("no Chromium: apt-get install -y chromium (the browser test is skipped)");
  const server = await serve(0);
  const profile = mkdtempSync(join(tmpdir(), "viewkitlite-chromium-"));
  const child = spawn(chromium, [
    "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--no-first-run",
    "--disable-extensions", `--user-data-dir=${profile}`, "--window-size=420,720", "about:blank",
  ], { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] });
  try {
    const devTools = new DevTools(child);
    const { targetId } = await devTools.send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = await devTools.send("Target.attachToTarget", { targetId, flatten: true });
    const page = new Page(devTools, sessionId);
    await page.send("Page.enable");
    await page.send("Emulation.setDeviceMetricsOverride", { width: 420, height: 720, deviceScaleFactor: 1, mobile: false });
    const loaded = devTools.event("Page.loadEventFired");
    await page.send("Page.navigate", { url: `http://127.0.0.1:${server.address().port}/index.html` });
    await loaded;

    const rest = await readUntil(page, (scene) => scene.text !== "", 5000, "the page shows its header");
    assert.equal(rest.state, "normal");
    assert.equal(rest.text, "Pull down to refresh");
    assert.ok(Math.abs(rest.offset) < 0.5, `at rest the list is at 0, not ${rest.offset}`);

    // Pull: 20 moves of 12 points, each read back once the page has drawn it.
    const x = rest.list.x + 187;
    const y = rest.list.y + 150;
    await page.mouse("mousePressed", x, y);
    let sawPulling = false;
    for (let step = 1; step <= 20; step++) {
      await page.mouse("mouseMoved", x, y + 12 * step);
      await pause(50);
      const scene = await page.evaluate(readScene);
      t.diagnostic(`pull ${12 * step} px: ${scene.state} "${scene.text}" offset ${scene.offset.toFixed(3)}`);
      if (scene.offset < -threshold - 1) {
        assert.equal(scene.state, "pulling", `past the threshold at ${scene.offset}`);
        assert.equal(scene.text, "Release to refresh");
        sawPulling = true;
      } else if (scene.offset > -threshold + 1) {
        assert.equal(scene.state, "normal", `before the threshold at ${scene.offset}`);
        assert.equal(scene.text, "Pull down to refresh");
      }
    }
    assert.ok(sawPulling, "the pull went past the threshold");

    await page.mouse("mouseReleased", x, y + 240);
    const released = await readUntil(page, (scene) => scene.state !== "pulling", 2000, "the release is seen");
    assert.equal(released.state, "refreshing");
    assert.equal(released.text, "Loading...");
    const resting = await readUntil(page, (scene) => Math.abs(scene.offset + threshold) < 0.05, 2000,
      "the list rests with the header shown");
    assert.equal(resting.state, "refreshing");
    assert.ok(Math.abs(resting.headerTop) < 0.05, `the header shows in full at the top, not at ${resting.headerTop}`);
    t.diagnostic(`refreshing: offset ${resting.offset.toFixed(3)}, header at ${resting.headerTop.toFixed(3)}`);

    const { data } = await page.send("Page.captureScreenshot", { format: "png" });
    const folder = process.env.ARTIFACTS_DIR || mkdtempSync(join(tmpdir(), "viewkitlite-artifacts-"));
    mkdirSync(folder, { recursive: true });
    const screenshot = join(folder, "web-header-refreshing.png");
    writeFileSync(screenshot, Buffer.from(data, "base64"));
    console.log(`screenshot of the refreshing state: ${screenshot}`);
    t.diagnostic(`screenshot: ${screenshot}`);

    const ended = await readUntil(page, (scene) => scene.state === "normal", 5000, "the refresh ends");
    assert.equal(ended.text, "Pull down to refresh");
    const back = await readUntil(page, (scene) => Math.abs(scene.offset) < 0.05, 2000, "the list goes back to 0");
    assert.equal(back.state, "normal");
    assert.ok(back.headerTop <= -threshold + 0.05, `the header hides again, at ${back.headerTop}`);
  } finally {
    await stop(child);
    await new Promise((resolve) => server.close(resolve));
    rmSync(profile, { recursive: true, force: true });
  }
});
