/// The root class of ViewKitLite's objects: UIKit's `NSObject`.
///
/// It brings key-value observing (typed, through ``KeyValueObserving/observe(_:options:changeHandler:)``,
/// and by key, through ``addObserver(_:forKeyPath:options:context:)``), manual and dependent
/// change notifications, associated slots, and diagnostics. Declare observable properties with
/// ``Dynamic``.
@MainActor
open class KVObject {
  /// Channels for keys notified by hand or through associated slots, created on first use.
  private var namedChannels: [String: ObservableStorage] = [:]
  /// By-key registrations on this object, in registration order.
  private var keyRegistrations: [KeyObservationRegistration] = []
  /// Will-change notifications still waiting for their did-change, innermost last.
  private var openManualChanges: [(key: String, registrations: [ObservationRegistration])] = []
  var associations: [ObjectIdentifier: AssociatedValue] = [:]
  private var detachedDiagnostics: DiagnosticLog?
  private var cachedStorages: [ObservableStorage]?
  private var cachedStoragesByKey: [String: ObservableStorage] = [:]

  /// Creates an object.
  public init() {}

  // MARK: - Diagnostics

  /// Where this object's diagnostics are recorded: its window's log for a view in a window,
  /// otherwise a log of its own that moves to the window when the view joins one.
  public var diagnostics: DiagnosticLog { diagnosticLog() }

  /// The log diagnostics go to; views answer their window's.
  func diagnosticLog() -> DiagnosticLog {
    ownDiagnosticLog()
  }

  /// This object's own log, used while it belongs to no window.
  final func ownDiagnosticLog() -> DiagnosticLog {
    if let detachedDiagnostics { return detachedDiagnostics }
    let log = DiagnosticLog()
    detachedDiagnostics = log
    return log
  }

  /// Hands the entries of this object's own log to `log`.
  final func moveDiagnostics(to log: DiagnosticLog) {
    if let detachedDiagnostics {
      log.absorb(detachedDiagnostics)
    }
  }

  /// The name diagnostics use for this object: its type.
  open var diagnosticName: String { String(describing: type(of: self)) }

  /// Records a refused or suspicious call on `member`, with what happened and the fix.
  public func reportDiagnostic(member: String, _ message: String) {
    diagnostics.record(Diagnostic(subject: "\(diagnosticName).\(member)", message: message))
  }

  // MARK: - Key-value coding

  /// The value of the property published under `key`, or `nil` when there is none.
  ///
  /// The default finds `@Dynamic` properties and associated slots by name. Override it to publish
  /// computed properties by key (call `super` for the rest); reads made here also tell the
  /// by-key API which storage `key` depends on.
  open func value(forKey key: String) -> Any? {
    if let storage = dynamicStorage(forKey: key) {
      return storage.readAny()
    }
    return associatedValue(named: key)
  }

  /// Keys whose changes also change `key`: Foundation's dependent keys. The default is none.
  open class func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
    []
  }

  /// Every `@Dynamic` storage of this object, found by reflection once: they never change.
  /// Which children of the reflection are `@Dynamic` is learnt once per class, so the objects
  /// after the first read only those.
  private var dynamicStorages: [ObservableStorage] {
    if let cachedStorages { return cachedStorages }
    let type = ObjectIdentifier(Swift.type(of: self))
    let known = DynamicChildren.byClass[type]
    var learnt: [[Int]] = []
    var storages: [ObservableStorage] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    var level = 0
    while let current = mirror {
      let children = current.children
      let offsets = known?[level] ?? Array(0..<children.count)
      var dynamic: [Int] = []
      for offset in offsets {
        let child = children[children.index(children.startIndex, offsetBy: offset)]
        guard let property = child.value as? any DynamicProperty else { continue }
        dynamic.append(offset)
        storages.append(property.observableStorage)
        // The most derived class's property of a key wins, as a lookup by name would find it.
        if let name = property.explicitKey ?? child.label.map({ String($0.dropFirst()) }),
          cachedStoragesByKey[name] == nil
        {
          cachedStoragesByKey[name] = property.observableStorage
        }
      }
      learnt.append(dynamic)
      mirror = current.superclassMirror
      level += 1
    }
    if known == nil { DynamicChildren.byClass[type] = learnt }
    cachedStorages = storages
    return storages
  }

  /// The storage of the `@Dynamic` property published as `key`, found by reflection once.
  final func dynamicStorage(forKey key: String) -> ObservableStorage? {
    _ = dynamicStorages
    return cachedStoragesByKey[key]
  }

  /// Whether every one of `storages` belongs to this object (its `@Dynamic` properties and
  /// channels), so that none can change unless through this object while it lives.
  @usableFromInline
  final func owns(_ storages: [ObservableStorage]) -> Bool {
    let own = dynamicStorages + namedChannels.values
    return storages.allSatisfy { storage in own.contains { $0 === storage } }
  }

  /// The channel used for manual notifications of `key`.
  final func namedChannel(_ key: String) -> ObservableStorage {
    if let channel = namedChannels[key] { return channel }
    let channel = ObservableStorage()
    namedChannels[key] = channel
    return channel
  }

  /// Records a read of `key`'s channel, when a key path is being resolved.
  final func recordRead(ofChannel key: String) {
    ObservationTracking.recorder?.record(namedChannel(key))
  }

  /// Every storage whose change changes `key`: what it reads, its dependent keys, and its
  /// manual channel.
  final func storages(forKey key: String, visited: Set<String> = []) -> [ObservableStorage] {
    var result = ObservationTracking.storagesRead { _ = value(forKey: key) }
    var visited = visited
    visited.insert(key)
    for dependency in type(of: self).keyPathsForValuesAffectingValue(forKey: key).sorted()
    where !visited.contains(dependency) {
      for storage in storages(forKey: dependency, visited: visited)
      where !result.contains(where: { $0 === storage }) {
        result.append(storage)
      }
    }
    let channel = namedChannel(key)
    if !result.contains(where: { $0 === channel }) {
      result.append(channel)
    }
    return result
  }

  // MARK: - Manual notifications

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

  // MARK: - Observing by key

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

  /// Called on the observer when a key it registered for changes. The default does nothing.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}

  /// Whether `observer` is registered by key for `keyPath` on this object.
  package func isObserved(by observer: KVObject, forKeyPath keyPath: String) -> Bool {
    keyRegistrations.contains { $0.observer === observer && $0.keyPath == keyPath }
  }

  /// The number of live observations of this object's properties, typed and by key (its
  /// `@Dynamic` storage and manual channels): a test's way to see that observers left.
  package var activeObservationCount: Int {
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
  package static var registrationChanges: UInt64 { ObservationTracking.registrationChanges }

  /// The number of observers registered on this object by key, released ones included.
  package var keyObserverCount: Int { keyRegistrations.count }

  final func forgetKeyRegistration(_ registration: KeyObservationRegistration) {
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

/// Which children of each level of a class's reflection are `@Dynamic` properties, by class:
/// learnt from the first object of a class, the same for every other.
@MainActor
private enum DynamicChildren {
  static var byClass: [ObjectIdentifier: [[Int]]] = [:]
}
