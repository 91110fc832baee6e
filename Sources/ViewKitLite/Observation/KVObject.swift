/// The root class of ViewKitLite's objects: UIKit's `NSObject`.
///
/// It brings key-value observing (typed, through ``KeyValueObserving/observe(_:options:changeHandler:)``,
/// and by key, through ``addObserver(_:forKeyPath:options:context:)``), manual and dependent
/// change notifications, associated slots, and diagnostics. Declare observable properties with
/// ``Dynamic``.
@MainActor
open class KVObject {
  /// Channels for keys notified by hand or through associated slots, created on first use.
  @exclusivity(unchecked) var namedChannels: [String: ObservableStorage] = [:]
  /// By-key registrations on this object, in registration order.
  var keyRegistrations: [KeyObservationRegistration] = []
  /// Will-change notifications still waiting for their did-change, innermost last.
  var openManualChanges: [(key: String, registrations: [ObservationRegistration])] = []
  @exclusivity(unchecked) var associations: [ObjectIdentifier: AssociatedSlot] = [:]
  var detachedDiagnostics: DiagnosticLog?
  var cachedStorages: [ObservableStorage]?
  var cachedStoragesByKey: [String: ObservableStorage] = [:]

  /// Creates an object.
  public init() {}

  // MARK: - Overridable (kept in the class: extensions cannot be overridden)

  /// The log diagnostics go to; views answer their window's.
  func diagnosticLog() -> DiagnosticLog {
    ownDiagnosticLog()
  }

  /// The name diagnostics use for this object: its type.
  open var diagnosticName: String { String(describing: type(of: self)) }

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

  /// Called on the observer when a key it registered for changes. The default does nothing.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}
}
