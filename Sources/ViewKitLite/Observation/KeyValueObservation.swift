/// The token of a typed observation: Foundation's `NSKeyValueObservation`.
///
/// Notifications continue until ``invalidate()`` is called or the token is released. A key path
/// that reaches no observable property gives an inert token (``isValid`` is `false` from the
/// start) and a diagnostic.
@MainActor
public final class KeyValueObservation {
  private var registration: ObservationRegistration?

  @usableFromInline
  init(registration: ObservationRegistration?) {
    self.registration = registration
  }

  /// Attaches `registration` to `storages`, sends the initial notification if asked, and
  /// returns its token.
  @usableFromInline
  convenience init(
    attaching registration: ObservationRegistration, to storages: [ObservableStorage]
  ) {
    self.init(registration: registration)
    registration.attach(to: storages)
    if registration.options.contains(.initial) {
      registration.sendInitial()
    }
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
