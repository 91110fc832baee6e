/// A registration made by key (`addObserver(_:forKeyPath:options:context:)`), delivering to the
/// observer's `observeValue(forKeyPath:of:change:context:)`. The observer is held weakly.
@MainActor
final class KeyObservationRegistration: ObservationRegistration {
  let keyPath: String
  let context: UnsafeMutableRawPointer?
  private(set) weak var observer: KVObject?
  private weak var object: KVObject?
  private let read: @MainActor () -> Any?
  private var pendingOldValues: [Any?] = []

  init(
    observer: KVObject, object: KVObject, keyPath: String, options: KeyValueObservingOptions,
    context: UnsafeMutableRawPointer?, read: @escaping @MainActor () -> Any?
  ) {
    self.observer = observer
    self.object = object
    self.keyPath = keyPath
    self.context = context
    self.read = read
    super.init(options: options)
  }

  override var subject: KVObject? { object }

  override var keyDescription: String { keyPath }

  override func invalidate() {
    pendingOldValues.removeAll()
    super.invalidate()
  }

  override func sendInitial() {
    var change = KeyObservationRegistration.makeChange()
    if options.contains(.new) {
      change[.newKey] = read() as Any
    }
    deliver(change)
  }

  override func willChange() {
    guard options.contains(.old) || options.contains(.prior) else { return }
    let old = options.contains(.old) ? read() : nil
    if options.contains(.old) {
      pendingOldValues.append(old)
    }
    guard options.contains(.prior) else { return }
    var change = KeyObservationRegistration.makeChange()
    change[.notificationIsPriorKey] = true
    if options.contains(.old) {
      change[.oldKey] = old as Any
    }
    deliver(change)
  }

  override func didChange() {
    var change = KeyObservationRegistration.makeChange()
    if options.contains(.old), let old = pendingOldValues.popLast() {
      change[.oldKey] = old as Any
    }
    if options.contains(.new) {
      change[.newKey] = read() as Any
    }
    deliver(change)
  }

  /// A change dictionary with room for every key, so filling it never grows it.
  private static func makeChange() -> [KeyValueChangeKey: Any] {
    var change = [KeyValueChangeKey: Any](minimumCapacity: 3)
    change[.kindKey] = KeyValueChange.setting
    return change
  }

  private func deliver(_ change: [KeyValueChangeKey: Any]) {
    guard let object else { return invalidate() }
    guard let observer else {
      object.reportDiagnostic(
        member: keyPath,
        "an observer was released while still registered; it was dropped. "
          + "Call removeObserver(_:forKeyPath:) before releasing it.")
      object.forgetKeyRegistration(self)
      return
    }
    observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
  }
}
