// Calls a handler once per frame of a window (DisplayLink.swift): scroll physics runs on one.

export class DisplayLink {
  constructor(window, handler) {
    this.timestamp = 0;
    this.isPaused = false;
    this.isValid = true;
    this.handler = handler;
    window.add(this);
  }

  invalidate() {
    this.isValid = false;
  }

  get isActive() {
    return this.isValid && !this.isPaused;
  }

  tick(time) {
    if (!this.isActive) return;
    this.timestamp = time;
    this.handler(this);
  }
}
