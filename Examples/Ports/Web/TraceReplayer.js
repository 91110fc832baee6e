// Replays a trace against the port and says where it first differs, in words
// (TraceReplayer.swift, TraceFields.swift, Trace.swift's everyFrame).
//
// At the scroll level the finger and the events go in, and the port's table's offsets (model
// and shown), insets and flags must match within 0.01 pt. At the control level the trace's
// scroll values go in instead of the port's physics (RecordedScrollView.js), and the controls'
// states and callbacks must match exactly, their numbers within 0.001.

import { TraceScene } from "./TraceScene.js";
import { TableView } from "./TableView.js";
import { RecordedScrollView } from "./RecordedScrollView.js";
import { roundedHalfAway } from "./Geometry.js";

export const Level = { scroll: "scroll", control: "control" };
export const scrollTolerance = 0.01;
export const controlTolerance = 0.001;

/** A number as a trace writes an output: at most six decimals, `-0` written `0`. */
export function formatNumber(value) {
  if (Number.isNaN(value)) return "nan";
  const rounded = roundedHalfAway(value * 1_000_000) / 1_000_000;
  let text = (rounded === 0 ? 0 : rounded).toFixed(6);
  text = text.replace(/0+$/, "").replace(/\.$/, "");
  return text;
}

/** The frames one a frame, repeated entries spread out (the repeats carry no events). */
export function everyFrame(trace) {
  return trace.frames.flatMap((frame) =>
    Array.from({ length: Math.max(frame.repeat ?? 1, 1) }, (_, offset) => ({
      ...frame, frame: frame.frame + offset, events: offset === 0 ? frame.events ?? [] : [],
    })));
}

/** Where a replay first differs from its trace. */
export class TraceDifference {
  constructor(trace, frame, time, field, expected, actual) {
    Object.assign(this, { trace, frame, time, field, expected, actual });
  }

  get description() {
    return `trace ${this.trace}, frame ${this.frame} (t=${formatNumber(this.time)}s): `
      + `${this.field} is ${this.actual}, the trace says ${this.expected}`;
  }

  toString() {
    return this.description;
  }
}

function numberField(name, expected, actual) {
  return { name, expected: formatNumber(expected), actual: formatNumber(actual), difference: Math.abs(expected - actual) };
}

function exactField(name, expected, actual) {
  return { name, expected: String(expected), actual: String(actual), difference: expected === actual ? 0 : null };
}

function pointFields(name, [x, y], actual) {
  return [numberField(`${name}.x`, x, actual.x), numberField(`${name}.y`, y, actual.y)];
}

function insetFields(name, [top, left, bottom, right], actual) {
  const got = actual ?? { top: NaN, left: NaN, bottom: NaN, right: NaN };
  return [
    numberField(`${name}.top`, top, got.top), numberField(`${name}.left`, left, got.left),
    numberField(`${name}.bottom`, bottom, got.bottom), numberField(`${name}.right`, right, got.right),
  ];
}

/** The fields of one level, in the order the Swift replayer compares them. */
export const TraceFields = {
  scroll(expected, actual) {
    return [
      ...pointFields("offset", expected.offset, actual.offset),
      ...pointFields("shownOffset", expected.shownOffset, actual.shownOffset),
      ...insetFields("contentInset", expected.contentInset, actual.contentInset),
      ...insetFields("adjustedInset", expected.adjustedInset, actual.adjustedInset),
      exactField("dragging", expected.dragging, actual.dragging),
      exactField("decelerating", expected.decelerating, actual.decelerating),
    ];
  },

  control(expected, actual) {
    const fields = [exactField("state", expected.state, actual.state)];
    if (expected.pullingPercent !== undefined) {
      fields.push(numberField("pullingPercent", expected.pullingPercent, actual.pullingPercent ?? NaN));
    }
    if (expected.inset !== undefined) fields.push(...insetFields("inset", expected.inset, actual.inset));
    fields.push(exactField("callbacks", expected.callbacks, actual.callbacks));
    fields.push(numberField("alpha", expected.alpha, actual.alpha));
    if (expected.siblingState !== undefined) {
      fields.push(exactField("siblingState", expected.siblingState, actual.siblingState ?? "none"));
      fields.push(exactField("siblingCallbacks", expected.siblingCallbacks ?? 0, actual.siblingCallbacks ?? 0));
    }
    return fields;
  },
};

export class TraceReplayer {
  constructor(trace) {
    this.trace = trace;
  }

  /** The first frame at which the port differs from the trace at `level`, or null. */
  replay(level) {
    const recorded = level === Level.control;
    const scene = new TraceScene(
      this.trace.scene, (frame) => (recorded ? new RecordedScrollView(frame) : new TableView(frame)));
    const log = new ReplayLog(scene, recorded);
    const observation = scene.window.observeFrameEnds(() => log.frameEnded());
    try {
      return this.play(scene, log, level);
    } finally {
      observation.invalidate();
    }
  }

  play(scene, log, level) {
    const { window } = scene;
    const { frameRate } = this.trace.scene.window;
    const frameDuration = 1 / frameRate;
    for (const frame of everyFrame(this.trace)) {
      for (const event of frame.events) {
        // Only forward: events of one instant follow each other with nothing run between.
        if (event.time > window.now) window.advance(event.time - window.now);
        log.perform(event);
      }
      const time = frame.frame / frameRate;
      if (log.recorded) scene.scrollView.showNext(frame.scroll);
      const point = frame.finger && { x: frame.finger[0], y: frame.finger[1] };
      const finger = log.finger;
      if (point && finger && (finger.location.x !== point.x || finger.location.y !== point.y)) {
        finger.moveTo(point, frameDuration);
      } else {
        window.advance(Math.max(time - window.now, 0));
      }
      const actual = log.frames.get(frame.frame);
      if (!actual) return this.difference(frame, "frame", "a frame", "none ran");
      const found = this.compare(frame, actual, level);
      if (found) return found;
    }
    return null;
  }

  compare(expected, actual, level) {
    const fields = level === Level.scroll
      ? TraceFields.scroll(expected.scroll, actual.scroll)
      : TraceFields.control(expected.control, actual.control);
    const tolerance = level === Level.scroll ? scrollTolerance : controlTolerance;
    const field = fields.find((one) => !(one.difference !== null && one.difference <= tolerance));
    return field ? this.difference(expected, field.name, field.expected, field.actual) : null;
  }

  difference(frame, field, expected, actual) {
    const time = frame.frame / this.trace.scene.window.frameRate;
    return new TraceDifference(this.trace.name, frame.frame, time, field, expected, actual);
  }
}

/** What a replay has seen: the frames by index, and the finger it put down. At the control
 * level there is no finger: a touch holds the recorded table and a lift lets it go. */
class ReplayLog {
  constructor(scene, recorded) {
    this.scene = scene;
    this.recorded = recorded;
    this.frames = new Map();
    this.finger = null;
  }

  perform(event) {
    const { window, scrollView } = this.scene;
    if (event.touch === "down") {
      const point = { x: event.at[0], y: event.at[1] };
      if (this.recorded) { if (scrollView.window) scrollView.touchBegan(); }
      else this.finger = window.touchDown(point);
    } else if (event.touch === "lift") {
      if (this.recorded) scrollView.lift();
      this.finger?.lift();
      this.finger = null;
    } else {
      this.scene.perform(event.action, event.words ?? []);
    }
  }

  frameEnded() {
    const { window } = this.scene;
    this.frames.set(window.frameCount, {
      scroll: this.scene.scrollValues(), control: this.scene.controlValues(),
    });
  }
}
