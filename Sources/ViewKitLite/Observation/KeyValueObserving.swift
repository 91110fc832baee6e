/// The typed key-value observing API, adopted by every ``KVObject``.
///
/// As in Foundation, it is a protocol extension, so the object handed to the change handler
/// has the concrete type the key path is rooted at.
@MainActor
public protocol KeyValueObserving: AnyObject {}

extension KVObject: KeyValueObserving {}

extension KeyValueObserving where Self: KVObject {
  /// Observes the property `keyPath` reaches, calling `changeHandler` on every change until the
  /// returned token is invalidated or released.
  ///
  /// The key path is evaluated once, while ViewKitLite records which observable storage it
  /// reads: a `@Dynamic` property, or the properties a computed one is derived from (so
  /// `\.frame` hears `center`, `bounds.size` and `transform`, and never scrolling). A key path
  /// that reads nothing observable returns an inert token and records a diagnostic.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    let storages = ObservationTracking.storagesRead { _ = self[keyPath: keyPath] }
    guard !storages.isEmpty else {
      reportDiagnostic(
        member: "observe(_:)",
        "\(keyPath) reads no observable property, so no change can be heard; the token is "
          + "inert. Declare the property @Dynamic.")
      return KeyValueObservation(registration: nil)
    }
    let registration = TypedObservationRegistration(
      object: self, keyPath: keyPath, options: options, handler: changeHandler)
    registration.attach(to: storages)
    if options.contains(.initial) {
      registration.sendInitial()
    }
    return KeyValueObservation(registration: registration)
  }
}
