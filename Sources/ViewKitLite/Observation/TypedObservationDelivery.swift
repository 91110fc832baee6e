/// How one typed observation builds and delivers its changes. Its methods are inlinable, so
/// they are specialised for the observer's types where `observe` is called.
///
/// When every storage the key path reads belongs to the observed object, a change can only be
/// made through that object while it lives, so the object is held unretained and delivery
/// touches no reference count. A key path that reads another object's storage holds the
/// observed object weakly and skips the notifications sent after it was released.
@MainActor
@usableFromInline
final class TypedObservationDelivery<Root: AnyObject, Value> {
  @usableFromInline let owner: Unmanaged<Root>?
  @usableFromInline weak var object: Root?
  @usableFromInline let keyPath: KeyPath<Root, Value>
  @usableFromInline let handler: @MainActor (Root, KeyValueObservedChange<Value>) -> Void
  @usableFromInline let wantsOld: Bool
  @usableFromInline let wantsNew: Bool
  @usableFromInline let wantsPrior: Bool
  /// Old values captured by will-change phases still waiting for their did-change.
  @exclusivity(unchecked) @usableFromInline var pendingOldValues: [Value] = []

  @inlinable
  init(
    object: Root, ownsObservedStorage: Bool, keyPath: KeyPath<Root, Value>,
    options: KeyValueObservingOptions,
    handler: @escaping @MainActor (Root, KeyValueObservedChange<Value>) -> Void
  ) {
    owner = ownsObservedStorage ? .passUnretained(object) : nil
    self.object = ownsObservedStorage ? nil : object
    self.keyPath = keyPath
    self.handler = handler
    self.wantsOld = options.contains(.old)
    self.wantsNew = options.contains(.new)
    self.wantsPrior = options.contains(.prior)
  }

  /// Runs `body` with the observed object, unless it was released.
  @inlinable
  func withObject(_ body: (Root) -> Void) {
    if let owner {
      withGuaranteedReference(to: owner, body)
    } else if let object {
      body(object)
    }
  }

  @inlinable
  func willChange() {
    withObject { object in
      let old: Value? = wantsOld ? object[keyPath: keyPath] : nil
      if let old {
        pendingOldValues.append(old)
      }
      if wantsPrior {
        handler(object, KeyValueObservedChange(newValue: nil, oldValue: old, isPrior: true))
      }
    }
  }

  @inlinable
  func didChange() {
    withObject { object in
      let old: Value? = wantsOld ? pendingOldValues.popLast() : nil
      let new: Value? = wantsNew ? object[keyPath: keyPath] : nil
      handler(object, KeyValueObservedChange(newValue: new, oldValue: old, isPrior: false))
    }
  }

  @inlinable
  func initial() {
    withObject { object in
      let new: Value? = wantsNew ? object[keyPath: keyPath] : nil
      handler(object, KeyValueObservedChange(newValue: new, oldValue: nil, isPrior: false))
    }
  }
}
