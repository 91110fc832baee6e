/// A registration made with a typed key path, delivering to a closure.
@MainActor
final class TypedObservationRegistration<Root: KVObject, Value>: ObservationRegistration {
  typealias Handler = @MainActor (Root, KeyValueObservedChange<Value>) -> Void

  private weak var object: Root?
  private let keyPath: KeyPath<Root, Value>
  private let handler: Handler
  /// Old values captured by will-change phases still waiting for their did-change.
  private var pendingOldValues: [Value] = []

  init(
    object: Root, keyPath: KeyPath<Root, Value>, options: KeyValueObservingOptions,
    handler: @escaping Handler
  ) {
    self.object = object
    self.keyPath = keyPath
    self.handler = handler
    super.init(options: options)
  }

  override var subject: KVObject? { object }

  override var keyDescription: String { "\(keyPath)" }

  override func invalidate() {
    pendingOldValues.removeAll()
    super.invalidate()
  }

  override func sendInitial() {
    guard let object else { return }
    let value = options.contains(.new) ? object[keyPath: keyPath] : nil
    handler(object, KeyValueObservedChange(newValue: value, oldValue: nil, isPrior: false))
  }

  override func willChange() {
    guard options.contains(.old) || options.contains(.prior) else { return }
    guard let object else { return invalidate() }
    let old = options.contains(.old) ? object[keyPath: keyPath] : nil
    if let old {
      pendingOldValues.append(old)
    }
    if options.contains(.prior) {
      handler(object, KeyValueObservedChange(newValue: nil, oldValue: old, isPrior: true))
    }
  }

  override func didChange() {
    guard let object else { return invalidate() }
    let old = options.contains(.old) ? pendingOldValues.popLast() : nil
    let new = options.contains(.new) ? object[keyPath: keyPath] : nil
    handler(object, KeyValueObservedChange(newValue: new, oldValue: old, isPrior: false))
  }
}
