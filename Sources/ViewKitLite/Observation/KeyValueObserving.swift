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
  /// that reads nothing observable returns an inert token and records a diagnostic. On a change
  /// the key path is evaluated again only for the values `options` asks for.
  @inlinable
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    let storages = storagesRead(by: keyPath)
    guard !storages.isEmpty else { return KeyValueObservation(registration: nil) }
    let ownsObservedStorage = owns(storages)
    let delivery = TypedObservationDelivery(
      object: self, ownsObservedStorage: ownsObservedStorage, keyPath: keyPath, options: options,
      handler: changeHandler)
    let willChange: TypedObservationRegistration.Phase = { delivery.willChange() }
    let didChange: TypedObservationRegistration.Phase = { delivery.didChange() }
    let initial: TypedObservationRegistration.Phase = { delivery.initial() }
    let registration = TypedObservationRegistration(
      object: self, ownsObservedStorage: ownsObservedStorage, keyPath: keyPath, options: options,
      willChange: willChange, didChange: didChange, initial: initial)
    return KeyValueObservation(attaching: registration, to: storages)
  }
}

extension KVObject {
  /// The storage `keyPath` reads, or none with a diagnostic.
  @usableFromInline
  final func storagesRead(by keyPath: AnyKeyPath) -> [ObservableStorage] {
    let storages = ObservationTracking.storagesRead { _ = self[keyPath: keyPath] }
    if storages.isEmpty {
      reportDiagnostic(
        member: "observe(_:)",
        "\(keyPath) reads no observable property, so no change can be heard; the token is "
          + "inert. Declare the property @Dynamic.")
    }
    return storages
  }
}
