import Foundation

/// The tasks asleep on a window's ``WindowClock``, and the clock's time, readable from any
/// isolation: the window moves the time and wakes the sleepers on the main actor, while a
/// sleeper may be cancelled from any thread. One lock guards both.
final class ClockSleepers: @unchecked Sendable {
  private struct Sleeper {
    let id: UInt64
    let due: Int64
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var ticks: Int64 = 0
  private var sleepers: [Sleeper] = []
  private var cancelledIDs: Set<UInt64> = []
  private var nextID: UInt64 = 0
  private var isClosed = false

  /// The clock's time in ticks.
  var now: Int64 { lock.withLock { ticks } }

  /// Moves the clock's time (the window does, as it runs).
  func setNow(_ newTicks: Int64) {
    lock.withLock { ticks = newTicks }
  }

  /// A new sleeper's identity.
  func makeID() -> UInt64 {
    lock.withLock {
      nextID += 1
      return nextID
    }
  }

  /// The earliest due time of a sleeper, if any: asked every step of the window's clock, so it
  /// allocates nothing.
  var earliestDue: Int64? { lock.withLock { sleepers.min { $0.due < $1.due }?.due } }

  /// Whether any task sleeps.
  var isEmpty: Bool { lock.withLock { sleepers.isEmpty } }

  /// Puts `continuation` to sleep until `due`, or resumes it at once: with
  /// `CancellationError` when it was cancelled first or the window is gone, normally when
  /// `due` has come.
  func add(id: UInt64, due: Int64, continuation: CheckedContinuation<Void, any Error>) {
    let outcome: Result<Void, any Error>? = lock.withLock {
      if cancelledIDs.remove(id) != nil || isClosed { return .failure(CancellationError()) }
      if due <= ticks { return .success(()) }
      sleepers.append(Sleeper(id: id, due: due, continuation: continuation))
      return nil
    }
    if let outcome { continuation.resume(with: outcome) }
  }

  /// Wakes the sleeper `id` with `CancellationError`, or makes sure it will not sleep.
  func cancel(id: UInt64) {
    let sleeper: Sleeper? = lock.withLock {
      guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
        cancelledIDs.insert(id)
        return nil
      }
      return sleepers.remove(at: index)
    }
    sleeper?.continuation.resume(throwing: CancellationError())
  }

  /// Wakes the first sleeper due by `time`: the earliest, or of those due at once the first to
  /// sleep. One at a time, so that ``Window/run(for:)`` lets each woken task run before the
  /// next wakes, in that order.
  func wakeFirst(upTo time: Int64) {
    let first: Sleeper? = lock.withLock {
      let due = sleepers.indices.filter { sleepers[$0].due <= time }
      guard
        let index = due.min(by: {
          (sleepers[$0].due, sleepers[$0].id) < (sleepers[$1].due, sleepers[$1].id)
        })
      else { return nil }
      return sleepers.remove(at: index)
    }
    first?.continuation.resume()
  }

  /// Wakes every sleeper with `CancellationError`, and every later one at once: the window is
  /// gone.
  func close() {
    let all: [Sleeper] = lock.withLock {
      isClosed = true
      defer { sleepers = [] }
      return sleepers
    }
    all.forEach { $0.continuation.resume(throwing: CancellationError()) }
  }
}
