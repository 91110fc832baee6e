/// Work a view queued while it belonged to no window; it is scheduled when the view joins one,
/// in the order it was queued, and dropped if the view is released first.
struct PendingWork {
  /// Queue order across every detached view.
  let serial: UInt64
  /// How long after joining a window the work is due, in clock ticks.
  let delay: Int64
  let work: @MainActor () -> Void

  @MainActor private static var nextSerial: UInt64 = 0

  @MainActor
  static func makeSerial() -> UInt64 {
    nextSerial += 1
    return nextSerial
  }
}
