/// The token of a typed observation: Foundation's `NSKeyValueObservation`.
///
/// Notifications continue until ``invalidate()`` is called or the token is released. A key path
/// that reaches no observable property gives an inert token (``isValid`` is `false` from the
/// start) and a diagnostic.
@MainActor
public final class KeyValueObservation {
  private var registration: ObservationRegistration?

  init(registration: ObservationRegistration?) {
    self.registration = registration
  }

  /// Whether notifications are still delivered.
  public var isValid: Bool { registration?.isActive ?? false }

  /// Stops the observation. Calling it again does nothing.
  public func invalidate() {
    registration?.invalidate()
    registration = nil
  }

  isolated deinit {
    registration?.invalidate()
  }
}
