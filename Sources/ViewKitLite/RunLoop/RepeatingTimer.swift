import Foundation

/// A timer that fires every ``interval`` seconds on a window's main queue until invalidated:
/// Foundation's repeating `Timer`.
@MainActor
public final class RepeatingTimer {
  /// Seconds between fires.
  public let interval: TimeInterval
  /// Whether the timer will fire again.
  public private(set) var isValid = true
  /// How many times it has fired; in its body, this fire included.
  public private(set) var fireCount = 0
  private let body: @MainActor (RepeatingTimer) -> Void

  init(interval: TimeInterval, body: @escaping @MainActor (RepeatingTimer) -> Void) {
    self.interval = interval
    self.body = body
  }

  /// Stops the timer; it never fires again.
  public func invalidate() {
    isValid = false
  }

  func fire(on queue: MainQueue) {
    guard isValid else { return }
    fireCount += 1
    body(self)
    guard isValid else { return }
    queue.asyncAfter(interval) { [self] in fire(on: queue) }
  }
}
