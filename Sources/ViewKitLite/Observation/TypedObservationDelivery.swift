/// How one typed observation builds and delivers its changes. Its methods are inlinable, so
/// they are specialised for the observer's types where `observe` is called.
@MainActor
@usableFromInline
final class TypedObservationDelivery<Root: AnyObject, Value> {
  @usableFromInline weak var object: Root?
  @usableFromInline let keyPath: KeyPath<Root, Value>
  @usableFromInline let handler: @MainActor (Root, KeyValueObservedChange<Value>) -> Void
  @usableFromInline let wantsOld: Bool
  @usableFromInline let wantsNew: Bool
  @usableFromInline let wantsPrior: Bool
  /// Old values captured by will-change phases still waiting for their did-change.
  @usableFromInline var pendingOldValues: [Value] = []

  @inlinable
  init(
    object: Root, keyPath: KeyPath<Root, Value>, options: KeyValueObservingOptions,
    handler: @escaping @MainActor (Root, KeyValueObservedChange<Value>) -> Void
  ) {
    self.object = object
    self.keyPath = keyPath
    self.handler = handler
    self.wantsOld = options.contains(.old)
    self.wantsNew = options.contains(.new)
    self.wantsPrior = options.contains(.prior)
  }

  @inlinable
  func willChange() {
    guard let object else { return }
    let old: Value? = wantsOld ? object[keyPath: keyPath] : nil
    if let old {
      pendingOldValues.append(old)
    }
    if wantsPrior {
      handler(object, KeyValueObservedChange(newValue: nil, oldValue: old, isPrior: true))
    }
  }

  @inlinable
  func didChange() {
    guard let object else { return }
    let old: Value? = wantsOld ? pendingOldValues.popLast() : nil
    let new: Value? = wantsNew ? object[keyPath: keyPath] : nil
    handler(object, KeyValueObservedChange(newValue: new, oldValue: old, isPrior: false))
  }

  @inlinable
  func initial() {
    guard let object else { return }
    let new: Value? = wantsNew ? object[keyPath: keyPath] : nil
    handler(object, KeyValueObservedChange(newValue: new, oldValue: nil, isPrior: false))
  }
}
