import Foundation

extension MainQueue {
  /// A moment on the window's virtual clock, for ``MainQueue/asyncAfter(deadline:qos:flags:execute:)``:
  /// Dispatch's `DispatchTime`, so `asyncAfter(deadline: .now() + 1)` ports unchanged.
  ///
  /// ``now()`` stands for the window's time when the deadline is handed to the queue (a view
  /// outside any window: when it joins one); `+` adds seconds as a `Double` or a Dispatch
  /// `DispatchTimeInterval` (`.seconds`, `.milliseconds`, `.microseconds`, `.nanoseconds`,
  /// `.never`). It is not Dispatch's `DispatchTime`, whose `now()` reads the machine's clock.
  public struct Deadline: Hashable, Sendable {
    /// Seconds after the moment the queue resolves `now()` to.
    public let delay: TimeInterval
    /// Whether the deadline never comes (`.now() + .never`).
    public let isNever: Bool

    private init(delay: TimeInterval, isNever: Bool) {
      self.delay = delay
      self.isNever = isNever
    }

    /// The window's time when the deadline reaches the queue.
    public static func now() -> Deadline {
      Deadline(delay: 0, isNever: false)
    }

    /// A deadline that never comes: Dispatch's `DispatchTime.distantFuture`.
    public static let distantFuture = Deadline(delay: 0, isNever: true)

    /// `deadline` plus `seconds`.
    public static func + (deadline: Deadline, seconds: Double) -> Deadline {
      Deadline(delay: deadline.delay + seconds, isNever: deadline.isNever)
    }

    /// `deadline` plus a Dispatch interval; `.never` gives a deadline that never comes.
    public static func + (deadline: Deadline, interval: DispatchTimeInterval) -> Deadline {
      guard let seconds = Deadline.seconds(of: interval) else { return .distantFuture }
      return deadline + seconds
    }

    /// `interval` in seconds, or `nil` for `.never`.
    private static func seconds(of interval: DispatchTimeInterval) -> TimeInterval? {
      switch interval {
      case .seconds(let value): TimeInterval(value)
      case .milliseconds(let value): TimeInterval(value) / 1e3
      case .microseconds(let value): TimeInterval(value) / 1e6
      case .nanoseconds(let value): TimeInterval(value) / 1e9
      case .never: nil
      @unknown default: nil
      }
    }
  }
}
