extension KVObject {
  /// Announces that the value for `key` is about to change. Pairs nest: each
  /// ``didChangeValue(forKey:)`` closes the latest open pair.
  public func willChangeValue(forKey key: String) {
    let registrations = ChangeNotification.affectedRegistrations(of: storages(forKey: key))
    openManualChanges.append((key, registrations))
    ChangeNotification.willChange(registrations)
  }

  /// Announces that the value for `key` has changed, closing the latest open
  /// ``willChangeValue(forKey:)``.
  public func didChangeValue(forKey key: String) {
    guard let index = openManualChanges.lastIndex(where: { $0.key == key }) else {
      reportDiagnostic(
        member: "didChangeValue(forKey:)",
        "'\(key)' has no open willChangeValue(forKey:); nothing was sent. "
          + "Call willChangeValue(forKey:) before changing the value.")
      return
    }
    if index != openManualChanges.index(before: openManualChanges.endIndex) {
      reportDiagnostic(
        member: "didChangeValue(forKey:)",
        "'\(key)' closed while '\(openManualChanges[openManualChanges.count - 1].key)' "
          + "was still open; pairs must nest, the last opened closing first.")
    }
    let open = openManualChanges.remove(at: index)
    guard ChangeNotification.enterDelivery(for: open.registrations) else { return }
    defer { ObservationTracking.deliveryDepth -= 1 }
    ChangeNotification.didChange(open.registrations)
  }
}
