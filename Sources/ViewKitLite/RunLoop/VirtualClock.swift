import Foundation

/// A window's clock and task queue: virtual time in whole ticks of 1/72,000,000 s, frames at
/// exact multiples of the frame interval, tasks in due-time then queue order.
///
/// A tick divides every common frame interval (24, 30, 60, 90, 120, 144, 240 Hz) and every
/// millisecond exactly, so a task queued `1.0 / 60` s ahead falls on the frame, not a
/// nanosecond beside it. Frame `k` falls at `k × ticksPerSecond / frameRate` ticks (integer
/// division), so frames never drift however long a scene runs. At equal times, sleepers on the
/// window's ``WindowClock`` wake first, then tasks run, then the frame.
@MainActor
final class VirtualClock {
  let frameRate: Int
  @exclusivity(unchecked) private(set) var ticks: Int64 = 0 {
    didSet { sleepers.setNow(ticks) }
  }
  @exclusivity(unchecked) private(set) var framesRun: Int64 = 0
  @exclusivity(unchecked) private var tasks = TaskHeap()
  private var nextSequence: UInt64 = 0
  /// The tasks asleep on the window's ``WindowClock``, which reads the time from them.
  let sleepers = ClockSleepers()

  init(frameRate: Int) {
    self.frameRate = frameRate
  }

  /// Clock ticks in one second.
  nonisolated static let ticksPerSecond: Int64 = 72_000_000

  var now: TimeInterval { TimeInterval(ticks) / TimeInterval(VirtualClock.ticksPerSecond) }
  /// Whether a task is queued or a sleeper waits.
  var hasTasks: Bool { !tasks.isEmpty || !sleepers.isEmpty }
  var taskCount: Int { tasks.count }

  /// The most ticks one delay or step may take: some 4,000 years, far enough to mean "never"
  /// and small enough that adding it to the clock cannot overflow.
  nonisolated static let maximumTicks = Int64.max / 1024

  /// `seconds` in whole ticks, rounded to the nearest, within ±``maximumTicks``.
  static func ticks(_ seconds: TimeInterval) -> Int64 {
    let ticks = (seconds * TimeInterval(ticksPerSecond)).rounded(.toNearestOrAwayFromZero)
    let limit = TimeInterval(maximumTicks)
    return Int64(min(max(ticks, -limit), limit))
  }

  /// Queues `work` at `due` ticks (not before now).
  func schedule(at due: Int64, _ work: @escaping @MainActor () -> Void) {
    nextSequence += 1
    tasks.insert(ScheduledTask(due: max(due, ticks), sequence: nextSequence, work: work))
  }

  var nextFrameTime: Int64 { (framesRun + 1) * VirtualClock.ticksPerSecond / Int64(frameRate) }

  /// The next thing due: a task, or the frame.
  enum Event {
    case wake
    case task
    case frame
  }

  /// What comes next and when.
  func nextEvent() -> (event: Event, time: Int64) {
    let frameTime = nextFrameTime
    var next = (event: Event.frame, time: frameTime)
    if let task = tasks.first, task.due <= frameTime {
      next = (.task, task.due)
    }
    if let due = sleepers.earliestDue, due <= next.time {
      return (.wake, max(due, ticks))
    }
    return next
  }

  /// Moves the clock to `time` and wakes the first sleeper due by then.
  func wakeSleeper(at time: Int64) {
    ticks = time
    sleepers.wakeFirst(upTo: time)
  }

  /// Moves the clock to `time` and runs the first task, which ``nextEvent()`` found.
  func runNextTask(at time: Int64) {
    let task = tasks.removeFirst()
    ticks = time
    task.work()
  }

  /// Moves the clock to the next frame's time and counts it.
  func beginFrame(at time: Int64) {
    ticks = time
    framesRun += 1
  }

  /// Moves the clock forward to `time` when nothing else is due before it.
  func settle(at time: Int64) {
    ticks = max(ticks, time)
  }
}
