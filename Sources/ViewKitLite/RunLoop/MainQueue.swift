import Foundation

/// A view's way to the main queue of its window: `async`, `asyncAfter` and repeating timers on
/// the window's virtual clock.
///
/// It takes Dispatch's calls, so a port changes `DispatchQueue.main` to `view.mainQueue` and
/// nothing else: `mainQueue.async { … }`, `mainQueue.asyncAfter(deadline: .now() + 0.3) { … }`,
/// `mainQueue.asyncAfter(deadline: .now() + .milliseconds(300), execute: work)`. There
/// `.now()` is a ``Deadline``, which the queue resolves to its window's virtual time, never the
/// machine's.
///
/// Work queued by a view outside any window waits until the view joins one (its delay counts
/// from then), and is dropped if the view is released first.
@MainActor
public struct MainQueue {
  private weak var owner: View?

  init(owner: View) {
    self.owner = owner
  }

  /// Runs `work` on the next turn of the queue, after the work already queued for now.
  public func async(_ work: @escaping @MainActor () -> Void) {
    asyncAfter(0, execute: work)
  }

  /// Runs `work` on the next turn of the queue: Dispatch's `async(execute:)`.
  ///
  /// `qos` and `flags` are accepted so that ported calls compile; the main queue is serial and
  /// has one priority, so they change nothing.
  public func async(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @MainActor () -> Void
  ) {
    asyncAfter(0, execute: work)
  }

  /// Runs `work` `delay` seconds from now (a negative or non-finite delay counts as 0, with a
  /// diagnostic for a non-finite one).
  public func asyncAfter(_ delay: TimeInterval, execute work: @escaping @MainActor () -> Void) {
    enqueue(work, after: delay, member: "mainQueue.asyncAfter(_:execute:)")
  }

  /// Runs `work` at `deadline` on the window's virtual clock: Dispatch's
  /// `asyncAfter(deadline:execute:)`, with `.now()` the window's time when the call is made.
  ///
  /// A deadline already past runs on the next turn; `.now() + .never` never runs; a deadline
  /// with a non-finite number of seconds runs on the next turn, with a diagnostic. `qos` and
  /// `flags` change nothing, as in ``async(qos:flags:execute:)``.
  public func asyncAfter(
    deadline: Deadline, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @MainActor () -> Void
  ) {
    guard !deadline.isNever else { return }
    enqueue(work, after: deadline.delay, member: "mainQueue.asyncAfter(deadline:execute:)")
  }

  /// Runs `work` at `wallDeadline`: Dispatch's `asyncAfter(wallDeadline:execute:)`. The
  /// window's clock is the only wall clock here, so this is ``asyncAfter(deadline:qos:flags:execute:)``.
  public func asyncAfter(
    wallDeadline: Deadline, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @MainActor () -> Void
  ) {
    asyncAfter(deadline: wallDeadline, execute: work)
  }

  /// Calls `body` every `interval` seconds, starting one interval from now, until the returned
  /// timer is invalidated. Fire times are exact multiples of the interval: they never drift.
  @discardableResult
  public func schedule(
    every interval: TimeInterval, _ body: @escaping @MainActor (RepeatingTimer) -> Void
  ) -> RepeatingTimer {
    let timer = RepeatingTimer(interval: interval, body: body)
    guard let owner else {
      timer.invalidate()
      return timer
    }
    if !(interval.isFinite && interval > 0) {
      owner.reportDiagnostic(
        member: "mainQueue.schedule(every:_:)",
        "refused an interval of \(NumberFormat.string(interval)) s; the timer never fires. "
          + "Pass a positive number of seconds.")
      timer.invalidate()
      return timer
    }
    asyncAfter(interval) { [weak owner] in
      guard let queue = owner?.mainQueue else { return }
      timer.fire(on: queue)
    }
    return timer
  }

  /// Queues `work` `delay` seconds from now on the window's clock, or until the view joins one.
  private func enqueue(
    _ work: @escaping @MainActor () -> Void, after delay: TimeInterval, member: String
  ) {
    guard let owner else { return }
    var delay = delay
    if !delay.isFinite {
      owner.reportDiagnostic(
        member: member,
        "refused a delay of \(NumberFormat.string(delay)) s; ran the work after 0 s instead. "
          + "Pass a finite number of seconds.")
      delay = 0
    }
    let ticks = VirtualClock.ticks(max(delay, 0))
    if let window = owner.window {
      window.timeline.schedule(at: window.timeline.ticks + ticks, work)
    } else {
      owner.pendingWork.append(
        PendingWork(serial: PendingWork.makeSerial(), delay: ticks, work: work))
    }
  }
}
