import Foundation

/// A view's way to the main queue of its window: `async`, `asyncAfter` and repeating timers on
/// the window's virtual clock.
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

  /// Runs `work` `delay` seconds from now (a negative or non-finite delay counts as 0, with a
  /// diagnostic for a non-finite one).
  public func asyncAfter(_ delay: TimeInterval, execute work: @escaping @MainActor () -> Void) {
    guard let owner else { return }
    var delay = delay
    if !delay.isFinite {
      owner.reportDiagnostic(
        member: "mainQueue.asyncAfter(_:execute:)",
        "refused a delay of \(NumberFormat.string(delay)) s; ran the work after 0 s instead. "
          + "Pass a finite number of seconds.")
      delay = 0
    }
    let ticks = VirtualClock.ticks(max(delay, 0))
    if let window = owner.window {
      window.clock.schedule(at: window.clock.ticks + ticks, work)
    } else {
      owner.pendingWork.append(
        PendingWork(serial: PendingWork.makeSerial(), delay: ticks, work: work))
    }
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
}
