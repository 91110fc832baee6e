// ViewKitLite's observation (Dynamic.swift, ObservableStorage.swift), reduced to what the
// controls use: every write notifies, even of an equal value, synchronously and in
// registration order, with the old and the new value.

export class KVObject {
  #registrations = new Map();

  /** Calls `handler({ oldValue, newValue })` after each write of `key`, until invalidated. */
  observe(key, handler) {
    const registration = { handler, isActive: true, invalidate() { this.isActive = false; } };
    if (!this.#registrations.has(key)) this.#registrations.set(key, []);
    this.#registrations.get(key).push(registration);
    return registration;
  }

  /** Tells the observers of `key` that it was written. Observers added while they hear it
   * wait for the next write, as in ObservableStorage's delivery. */
  didChangeValue(key, oldValue, newValue) {
    const all = this.#registrations.get(key);
    if (!all) return;
    const count = all.length;
    for (let index = 0; index < count; index++) {
      const registration = all[index];
      if (registration.isActive) registration.handler({ oldValue, newValue });
    }
    if (all.some((registration) => !registration.isActive)) {
      this.#registrations.set(key, all.filter((registration) => registration.isActive));
    }
  }
}
