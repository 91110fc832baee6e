extension KVObject {
  /// The value in the slot of `key`, or `nil` when it is empty (or its weak object was released).
  public func associatedValue<Value>(for key: AssociationKey<Value>) -> Value? {
    recordRead(ofChannel: key.name)
    guard let slot = associations[ObjectIdentifier(key)] else { return nil }
    if let strong = slot as? StrongSlot<Value> { return strong.stored }
    return (slot as? WeakSlot)?.object as? Value
  }

  /// Stores `value` in the slot of `key` (`nil` empties it), notifying observers of `key.name`
  /// before and after.
  public func setAssociatedValue<Value>(_ value: Value?, for key: AssociationKey<Value>) {
    willChangeValue(forKey: key.name)
    if let value {
      associations[ObjectIdentifier(key)] =
        key.isWeak
        ? WeakSlot(value as AnyObject, name: key.name) : StrongSlot(value, name: key.name)
    } else {
      associations[ObjectIdentifier(key)] = nil
    }
    didChangeValue(forKey: key.name)
  }

  /// The value of the slot named `name`, for ``value(forKey:)``.
  func associatedValue(named name: String) -> Any? {
    guard let slot = associations.values.first(where: { $0.name == name }) else { return nil }
    recordRead(ofChannel: name)
    return slot.value
  }
}
