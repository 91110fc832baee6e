extension KVObject {
  /// Registers `observer` to hear changes of `keyPath` in its
  /// ``observeValue(forKeyPath:of:change:context:)``. The observer is held weakly; one
  /// released while registered is dropped with a diagnostic.
  public func addObserver(
    _ observer: KVObject, forKeyPath keyPath: String,
    options: KeyValueObservingOptions = [], context: UnsafeMutableRawPointer? = nil
  ) {
    let isKnownChannel = namedChannels[keyPath] != nil
    let storages = storages(forKey: keyPath)
    let read = reader(forKey: keyPath)
    if storages.count == 1, !isKnownChannel,
      type(of: self).keyPathsForValuesAffectingValue(forKey: keyPath).isEmpty
    {
      reportDiagnostic(
        member: "addObserver(_:forKeyPath:)",
        "'\(keyPath)' is not an observable property; only manual notifications will be heard. "
          + "Declare it @Dynamic or publish it in value(forKey:).")
    }
    let registration = KeyObservationRegistration(
      observer: observer, object: self, ownsObservedStorage: owns(storages), keyPath: keyPath,
      options: options, context: context, read: read)
    registration.attach(to: storages)
    keyRegistrations.append(registration)
    if options.contains(.initial) {
      registration.sendInitial()
    }
  }

  /// Removes the latest registration of `observer` for `keyPath` (and `context`, when given).
  public func removeObserver(
    _ observer: KVObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer? = nil
  ) {
    guard
      let index = keyRegistrations.lastIndex(where: {
        $0.observer === observer && $0.keyPath == keyPath
          && (context == nil || $0.context == context)
      })
    else {
      reportDiagnostic(
        member: "removeObserver(_:forKeyPath:)",
        "\(observer.diagnosticName) is not registered for '\(keyPath)'; nothing was removed. "
          + "Remove each observer once, after adding it.")
      return
    }
    keyRegistrations.remove(at: index).invalidate()
  }

  func forgetKeyRegistration(_ registration: KeyObservationRegistration) {
    registration.invalidate()
    keyRegistrations.removeAll { $0 === registration }
  }

  /// How a by-key registration reads `key`: straight from the storage of a `@Dynamic` property,
  /// otherwise through ``value(forKey:)``.
  private func reader(forKey key: String) -> @MainActor () -> Any? {
    if let storage = dynamicStorage(forKey: key) {
      return { storage.readAny() }
    }
    return { [weak self] in self?.value(forKey: key) }
  }
}
