/// A window's virtual time as a Swift `Clock`: `try await window.clock.sleep(for: .seconds(2))`
/// sleeps two seconds of the window's time, however long that takes on the machine.
///
/// Time moves only when the window runs: ``Window/advance(by:)`` wakes the sleepers whose time
/// has come, and their tasks run when the main actor is next free;
/// ``Window/run(for:)`` stops at each sleeper's time and lets the tasks it wakes run there
/// before it goes on. ``sleep(until:tolerance:)`` runs on its caller's actor, so a main-actor
/// task wakes straight onto the main actor, in the order the sleepers are due: main-actor work
/// driven this way is deterministic. A sleep is cancelled with its task (it throws
/// `CancellationError`), and when its window is released.
public struct WindowClock: Clock {
  /// A moment on a window's clock: ticks of 1/72,000,000 s since the window was created.
  public struct Instant: InstantProtocol {
    /// Ticks since the window was created.
    let ticks: Int64

    /// The moment `duration` later (rounded to the nearest tick).
    public func advanced(by duration: Duration) -> Instant {
      Instant(ticks: ticks &+ Instant.ticks(of: duration))
    }

    /// The time from this moment to `other`.
    public func duration(to other: Instant) -> Duration {
      Instant.duration(ofTicks: other.ticks &- ticks)
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.ticks < rhs.ticks }

    /// Seconds since the window was created, as ``Window/now`` counts them.
    public var secondsSinceStart: Double {
      Double(ticks) / Double(VirtualClock.ticksPerSecond)
    }

    static func ticks(of duration: Duration) -> Int64 {
      let (seconds, attoseconds) = duration.components
      let nanoseconds = attoseconds / 1_000_000_000
      let fraction = (nanoseconds * 72 + (nanoseconds >= 0 ? 500 : -500)) / 1000
      let limit = VirtualClock.maximumTicks / VirtualClock.ticksPerSecond
      let clamped = min(max(seconds, -limit), limit)
      return clamped * VirtualClock.ticksPerSecond + fraction
    }

    static func duration(ofTicks ticks: Int64) -> Duration {
      let seconds = ticks / VirtualClock.ticksPerSecond
      let remainder = ticks % VirtualClock.ticksPerSecond
      let attoseconds = remainder * 13_888_888_888 + remainder * 8 / 9
      return Duration(secondsComponent: seconds, attosecondsComponent: attoseconds)
    }
  }

  let sleepers: ClockSleepers

  /// The window's time now.
  public var now: Instant { Instant(ticks: sleepers.now) }

  /// One tick, 1/72,000,000 s: the finest step of the window's time.
  public var minimumResolution: Duration { Instant.duration(ofTicks: 1) }

  /// Sleeps until the window's time reaches `deadline` (returns at once when it has), on the
  /// caller's actor. `tolerance` is ignored: a window wakes every sleeper on time.
  ///
  /// - Throws: `CancellationError` when the task is cancelled or the window is released first.
  public nonisolated(nonsending) func sleep(
    until deadline: Instant, tolerance: Duration? = nil
  ) async throws {
    try Task.checkCancellation()
    let isolation: (any Actor)? = #isolation
    if let isolation, isolation === MainActor.shared {
      try await sleepOnMainActor(untilTicks: deadline.ticks)
    } else {
      try await sleepAnywhere(untilTicks: deadline.ticks)
    }
  }

  /// Sleeps without leaving the main actor, so that waking resumes the task straight on it, in
  /// the order the sleepers are due.
  @MainActor
  private func sleepOnMainActor(untilTicks due: Int64) async throws {
    let sleepers = self.sleepers
    let id = sleepers.makeID()
    try await withTaskCancellationHandler(
      operation: { @MainActor in
        try await withCheckedThrowingContinuation { continuation in
          sleepers.add(id: id, due: due, continuation: continuation)
        }
      },
      onCancel: { sleepers.cancel(id: id) })
  }

  /// Sleeps for a task of another actor or none: it wakes on time, and runs when its executor
  /// gets to it.
  private func sleepAnywhere(untilTicks due: Int64) async throws {
    let sleepers = self.sleepers
    let id = sleepers.makeID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        sleepers.add(id: id, due: due, continuation: continuation)
      }
    } onCancel: {
      sleepers.cancel(id: id)
    }
  }

  /// Sleeps for `duration` of the window's time, on the caller's actor.
  ///
  /// - Throws: `CancellationError` when the task is cancelled or the window is released first.
  public nonisolated(nonsending) func sleep(
    for duration: Duration, tolerance: Duration? = nil
  ) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
  }
}
