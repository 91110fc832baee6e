// A window's virtual time (VirtualClock.swift): whole ticks of 1/72,000,000 s, frame k at
// k × ticksPerSecond / frameRate ticks (integer division), so frames never drift.

export class VirtualClock {
  static ticksPerSecond = 72_000_000;

  constructor(frameRate) {
    this.frameRate = frameRate;
    this.ticks = 0;
    this.framesRun = 0;
  }

  get now() {
    return this.ticks / VirtualClock.ticksPerSecond;
  }

  /** `seconds` in whole ticks, rounded to the nearest (halves away from zero). */
  static ticks(seconds) {
    const ticks = seconds * VirtualClock.ticksPerSecond;
    return Math.sign(ticks) * Math.round(Math.abs(ticks));
  }

  get nextFrameTime() {
    return Math.floor(((this.framesRun + 1) * VirtualClock.ticksPerSecond) / this.frameRate);
  }

  beginFrame(time) {
    this.ticks = time;
    this.framesRun += 1;
  }

  /** Moves the clock forward to `time` when nothing else is due before it. */
  settle(time) {
    this.ticks = Math.max(this.ticks, time);
  }
}
