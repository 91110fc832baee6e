/// A registration made by key (`addObserver(_:forKeyPath:options:context:)`), delivering to the
/// observer's `observeValue(forKeyPath:of:change:context:)`. The observer is held weakly.
///
/// The change dictionary of the did-change phase is kept, its keys fixed, and its values
/// replaced in place by index: a notification neither hashes nor allocates unless the observer
/// kept the previous dictionary.
@MainActor
final class KeyObservationRegistration: ObservationRegistration {
  let keyPath: String
  let context: UnsafeMutableRawPointer?
  private(set) weak var observer: KVObject?
  private let read: @MainActor () -> Any?
  @exclusivity(unchecked) private var pendingOldValues: [Any?] = []
  @exclusivity(unchecked) private var didChangeDictionary: [KeyValueChangeKey: Any]
  private let newIndex: [KeyValueChangeKey: Any].Index?
  private let oldIndex: [KeyValueChangeKey: Any].Index?

  init(
    observer: KVObject, object: KVObject, ownsObservedStorage: Bool, keyPath: String,
    options: KeyValueObservingOptions, context: UnsafeMutableRawPointer?,
    read: @escaping @MainActor () -> Any?
  ) {
    self.observer = observer
    self.keyPath = keyPath
    self.context = context
    self.read = read
    var dictionary = Self.makeChange()
    if options.contains(.new) { dictionary[.newKey] = Self.entry(nil) }
    if options.contains(.old) { dictionary[.oldKey] = Self.entry(nil) }
    didChangeDictionary = dictionary
    newIndex = dictionary.index(forKey: .newKey)
    oldIndex = dictionary.index(forKey: .oldKey)
    super.init(subject: object, ownsObservedStorage: ownsObservedStorage, options: options)
  }

  override var keyDescription: String { keyPath }

  override func invalidate() {
    pendingOldValues.removeAll()
    super.invalidate()
  }

  override func sendInitial() {
    var change = KeyObservationRegistration.makeChange()
    if options.contains(.new) {
      change[.newKey] = Self.entry(read())
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
      change[.oldKey] = Self.entry(old)
    }
    deliver(change)
  }

  override func didChange() {
    if let oldIndex {
      didChangeDictionary.values[oldIndex] = Self.entry(pendingOldValues.popLast() ?? nil)
    }
    if let newIndex {
      didChangeDictionary.values[newIndex] = Self.entry(read())
    }
    deliver(didChangeDictionary)
  }

  /// A value as the change dictionary holds it: the value itself, or `nil` for none. Unwrapped
  /// first, so a value that fits an existential is stored without a box.
  private static func entry(_ value: Any?) -> Any {
    if let value { value } else { value as Any }
  }

  /// A change dictionary with room for every key, so filling it never grows it.
  private static func makeChange() -> [KeyValueChangeKey: Any] {
    var change = [KeyValueChangeKey: Any](minimumCapacity: 3)
    change[.kindKey] = KeyValueChange.setting
    return change
  }

  private func deliver(_ change: [KeyValueChangeKey: Any]) {
    guard withSubject({ deliver(change, from: $0) }) else { return invalidate() }
  }

  private func deliver(_ change: [KeyValueChangeKey: Any], from object: KVObject) {
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
