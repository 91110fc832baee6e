// The pan of a scroll view (PanGestureRecognizer.swift): its `state` is observable, as the
// automatic footer watches it (began resets its triggers, ended may load short content).

import { KVObject } from "./KeyValueObserving.js";

export class PanGestureRecognizer extends KVObject {
  #state = "possible";

  constructor() {
    super();
    this.translation = { x: 0, y: 0 };
    this.velocity = { x: 0, y: 0 };
  }

  /** possible, began, changed, ended or cancelled. */
  get state() {
    return this.#state;
  }

  set state(newValue) {
    const oldValue = this.#state;
    this.#state = newValue;
    this.didChangeValue("state", oldValue, newValue);
  }
}
