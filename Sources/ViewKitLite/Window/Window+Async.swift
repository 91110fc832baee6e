import Foundation

extension Window {
  /// Runs the next `seconds` as ``advance(by:)`` does, and lets the main-actor tasks that the
  /// window's work starts or wakes run after each step: a task a refresh starts in a frame runs
  /// before the next frame, and a task asleep on ``clock`` wakes at its time and runs there.
  /// Returns once the clock is `seconds` later and the tasks it woke have run.
  ///
  /// Tasks that hop to another actor or executor are not waited for: drive those with your own
  /// synchronisation. A negative or non-finite duration does nothing, with a diagnostic.
  public func run(for seconds: TimeInterval) async {
    guard seconds.isFinite, seconds >= 0 else {
      return reportDiagnostic(
        member: "run(for:)",
        "refused \(NumberFormat.string(seconds)) s; the clock only moves forward by a finite "
          + "number of seconds.")
    }
    let target = timeline.ticks + VirtualClock.ticks(seconds)
    var pace = StepPace(lastTime: timeline.ticks)
    await Window.letMainActorTasksRun()
    while true {
      switch runNextStep(upTo: target, pace: &pace) {
      case .ran:
        await Window.letMainActorTasksRun()
      case .reachedTarget:
        timeline.settle(at: target)
        return await Window.letMainActorTasksRun()
      case .stopped:
        return
      }
    }
  }

  /// How many times ``run(for:)`` yields after a step: each yield lets every main-actor job
  /// queued before it run once, so a task started or woken in the step runs to its next
  /// suspension, and so do the tasks it starts, up to this many hops deep.
  static let yieldsPerStep = 4

  /// Yields the main actor ``yieldsPerStep`` times.
  static func letMainActorTasksRun() async {
    for _ in 0..<yieldsPerStep {
      await Task.yield()
    }
  }
}
