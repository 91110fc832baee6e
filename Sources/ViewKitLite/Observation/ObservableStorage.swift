/// One observable piece of state: a `@Dynamic` property's value, or a named channel for manual
/// notifications. It keeps the registrations that observe it.
///
/// A change of this storage alone is delivered here, on the path of every observed set, without
/// allocating and without touching a reference count: the registrations are walked unretained
/// while ``registrations`` keeps them alive, because removals asked for during a delivery are
/// deferred until the outermost delivery ends. Its state is only touched on the main actor and
/// never through `inout`, so it needs no dynamic exclusivity checks.
@MainActor
@usableFromInline
class ObservableStorage {
  /// Whether any registration observes this storage: the one check on the common path.
  @exclusivity(unchecked) @usableFromInline final var hasRegistrations = false

  /// The registrations, in registration order; they own the entries of `unretained`.
  @exclusivity(unchecked) private(set) final var registrations:
    ContiguousArray<ObservationRegistration> = []
  /// The same registrations, unretained, for delivery.
  @exclusivity(unchecked) private final var unretained:
    ContiguousArray<Unmanaged<ObservationRegistration>> = []
  /// How many active registrations want the will-change phase (old values, `.prior`).
  @exclusivity(unchecked) private final var willChangeCount = 0
  /// How many deliveries of this storage are running, one inside another.
  @exclusivity(unchecked) private final var runningDeliveries = 0
  /// Whether a removal waits for the running deliveries to end.
  @exclusivity(unchecked) private final var hasDeferredRemovals = false

  init() {}

  /// The current value, recording the read, or `nil` for a channel without a value.
  func readAny() -> Any? { nil }

  final func add(_ registration: ObservationRegistration) {
    registrations.append(registration)
    unretained.append(.passUnretained(registration))
    if registration.needsWillChange { willChangeCount += 1 }
    hasRegistrations = true
  }

  /// Detaches `registration`, which is no longer active; during a delivery the entry stays
  /// until the delivery ends.
  final func remove(_ registration: ObservationRegistration) {
    if registration.needsWillChange { willChangeCount -= 1 }
    guard runningDeliveries == 0 else {
      hasDeferredRemovals = true
      return
    }
    guard let index = registrations.firstIndex(where: { $0 === registration }) else { return }
    registrations.remove(at: index)
    unretained.remove(at: index)
    hasRegistrations = !registrations.isEmpty
  }

  /// Runs `body`, which changes this storage, between the will-change and did-change
  /// notifications of its observers, in registration order.
  @usableFromInline
  final func notifyingChange(_ body: () -> Void) {
    guard ObservationTracking.deliveryDepth < ObservationTracking.maximumDeliveryDepth else {
      ChangeNotification.refuseDelivery(subject: registrations.first)
      return body()
    }
    ObservationTracking.deliveryDepth += 1
    runningDeliveries += 1
    let count = unretained.count
    if willChangeCount > 0 {
      for index in 0..<count {
        withGuaranteedReference(to: unretained[index]) {
          if $0.isActive { $0.willChange() }
        }
      }
    }
    body()
    for index in 0..<count {
      withGuaranteedReference(to: unretained[index]) {
        if $0.isActive { $0.didChange() }
      }
    }
    runningDeliveries -= 1
    ObservationTracking.deliveryDepth -= 1
    if runningDeliveries == 0, hasDeferredRemovals {
      removeInactiveRegistrations()
    }
  }

  private final func removeInactiveRegistrations() {
    hasDeferredRemovals = false
    registrations.removeAll { !$0.isActive }
    unretained = ContiguousArray(registrations.lazy.map { .passUnretained($0) })
    hasRegistrations = !registrations.isEmpty
  }
}
