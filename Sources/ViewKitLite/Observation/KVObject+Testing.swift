/// What tests and the refresh fuzzer read of an object's observers: testing API, behind `@_spi(Testing)`.
extension KVObject {
  /// Whether `observer` is registered by key for `keyPath` on this object.
  @_spi(Testing) public func isObserved(by observer: KVObject, forKeyPath keyPath: String) -> Bool {
    keyRegistrations.contains { $0.observer === observer && $0.keyPath == keyPath }
  }

  /// The number of live observations of this object's properties, typed and by key (its
  /// `@Dynamic` storage and manual channels): a test's way to see that observers left.
  @_spi(Testing) public var activeObservationCount: Int {
    var seen: [ObjectIdentifier] = []
    func visit(_ storage: ObservableStorage) {
      for registration in storage.registrations where registration.isActive {
        let identifier = ObjectIdentifier(registration)
        if !seen.contains(identifier) { seen.append(identifier) }
      }
    }
    dynamicStorages.forEach(visit)
    namedChannels.values.forEach(visit)
    return seen.count
  }

  /// How many times any registration, on any object, has started or stopped observing: while
  /// it stays the same, every ``activeObservationCount`` does too.
  @_spi(Testing) public static var registrationChanges: UInt64 {
    ObservationTracking.registrationChanges
  }

  /// The number of observers registered on this object by key, released ones included.
  @_spi(Testing) public var keyObserverCount: Int { keyRegistrations.count }
}
