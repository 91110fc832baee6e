/// One observer's interest in one key of one object, attached to the storage the key reads.
///
/// Subclasses deliver in their own form: ``TypedObservationRegistration`` to a closure with a
/// ``KeyValueObservedChange``, ``KeyObservationRegistration`` to an observer's
/// `observeValue(forKeyPath:of:change:context:)`.
@MainActor
@usableFromInline
class ObservationRegistration {
  /// Registration order: delivery follows it.
  let serial = ObservationTracking.makeSerial()
  /// What each notification carries.
  @usableFromInline let options: KeyValueObservingOptions
  /// Whether the will-change phase does anything: old values or `.prior` notifications.
  final let needsWillChange: Bool
  /// Whether notifications are still delivered.
  @exclusivity(unchecked) private(set) final var isActive = true
  private var sources: [ObservableStorage] = []
  /// The observed object, unretained when every storage observed belongs to it: such a storage
  /// can only change through the object while it lives.
  private let owner: Unmanaged<KVObject>?
  /// The observed object, held weakly when a storage observed belongs to another object.
  private weak var foreignSubject: KVObject?

  init(subject: KVObject, ownsObservedStorage: Bool, options: KeyValueObservingOptions) {
    owner = ownsObservedStorage ? .passUnretained(subject) : nil
    foreignSubject = ownsObservedStorage ? nil : subject
    self.options = options
    needsWillChange = options.contains(.old) || options.contains(.prior)
  }

  /// The observed object, read during a registration or delivery (when it lives); `nil` once a
  /// weakly held one was released.
  final var subject: KVObject? { owner?.takeUnretainedValue() ?? foreignSubject }

  /// Runs `body` with the observed object, touching no reference count when it is held
  /// unretained; returns `false`, without running it, once a weakly held one was released.
  @discardableResult
  final func withSubject(_ body: (KVObject) -> Void) -> Bool {
    if let owner {
      withGuaranteedReference(to: owner, body)
    } else if let foreignSubject {
      body(foreignSubject)
    } else {
      return false
    }
    return true
  }

  /// The observed key, for diagnostics.
  var keyDescription: String { "observation" }

  /// Starts observing `storages`.
  final func attach(to storages: [ObservableStorage]) {
    ObservationTracking.registrationChanges &+= 1
    sources = storages
    for storage in storages {
      storage.add(self)
    }
  }

  /// Stops every further notification and detaches from the storage.
  func invalidate() {
    guard isActive else { return }
    isActive = false
    ObservationTracking.registrationChanges &+= 1
    for storage in sources {
      storage.remove(self)
    }
    sources = []
  }

  /// The notification sent during registration when `.initial` is asked for.
  func sendInitial() {}

  /// Before the change: capture the old value, send the `.prior` notification.
  func willChange() {}

  /// After the change: send the notification.
  func didChange() {}
}
