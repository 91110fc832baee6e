/// Delivers the notifications of one change to the registrations it affects.
///
/// The rules, shared by every set, compound set and manual will/did pair:
/// - each affected registration hears the change once, however many of its storages changed;
/// - registrations hear it in the order they were registered;
/// - the will-change phase (old values, `.prior`) runs before any storage changes, and the
///   did-change phase after all of it has changed;
/// - a registration removed during delivery hears nothing more, one added hears the next change;
/// - notifications nested deeper than ``ObservationTracking/maximumDeliveryDepth`` are dropped
///   with a diagnostic, so an observer that sets what it observes cannot recurse without bound.
///
/// A change of one storage alone, the common set, is delivered by
/// ``ObservableStorage/notifyingChange(_:)`` under the same rules, without allocating.
@MainActor
enum ChangeNotification {
  /// The registrations observing any of `storages`, once each, in registration order.
  static func affectedRegistrations(
    of storages: some Collection<ObservableStorage>
  ) -> [ObservationRegistration] {
    var result: [ObservationRegistration] = []
    if storages.count == 1, let only = storages.first {
      for registration in only.registrations where registration.isActive {
        result.append(registration)
      }
      return result
    }
    var seen: Set<ObjectIdentifier> = []
    for storage in storages {
      for registration in storage.registrations
      where registration.isActive && seen.insert(ObjectIdentifier(registration)).inserted {
        result.append(registration)
      }
    }
    result.sort { $0.serial < $1.serial }
    return result
  }

  /// Runs `body` between the will and did phases for the registrations of `storages`.
  static func perform(on storages: some Collection<ObservableStorage>, _ body: () -> Void) {
    let registrations = affectedRegistrations(of: storages)
    deliver(to: registrations, around: body)
  }

  private static func deliver(
    to registrations: some Collection<ObservationRegistration>, around body: () -> Void
  ) {
    guard !registrations.isEmpty, enterDelivery(for: registrations) else { return body() }
    defer { ObservationTracking.deliveryDepth -= 1 }
    willChange(registrations)
    body()
    didChange(registrations)
  }

  /// Sends the will-change phase to `registrations`.
  static func willChange(_ registrations: some Collection<ObservationRegistration>) {
    for registration in registrations where registration.isActive {
      registration.willChange()
    }
  }

  /// Sends the did-change phase to `registrations`.
  static func didChange(_ registrations: some Collection<ObservationRegistration>) {
    for registration in registrations where registration.isActive {
      registration.didChange()
    }
  }

  /// Counts one more level of delivery, or records a diagnostic and refuses at the cap.
  static func enterDelivery(for registrations: some Collection<ObservationRegistration>) -> Bool {
    guard ObservationTracking.deliveryDepth < ObservationTracking.maximumDeliveryDepth else {
      refuseDelivery(subject: registrations.first)
      return false
    }
    ObservationTracking.deliveryDepth += 1
    return true
  }

  /// Records the diagnostic for a delivery refused at the depth cap, on `first`'s object.
  static func refuseDelivery(subject first: ObservationRegistration?) {
    first?.subject?.reportDiagnostic(
      member: first?.keyDescription ?? "observation",
      "change notifications nested \(ObservationTracking.maximumDeliveryDepth) deep; "
        + "the deeper ones were dropped. An observer keeps setting what it observes: "
        + "set it only when the value differs.")
  }
}

/// Runs `body` with the object `reference` points to, without retaining it: the caller
/// guarantees the object lives throughout.
///
/// A function of this Swift 6 module, so the main-actor closures handed to it need no run-time
/// isolation check, as they would if handed to the standard library directly.
@inlinable
@inline(__always)
func withGuaranteedReference<Object: AnyObject, Result>(
  to reference: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
  reference._withUnsafeGuaranteedRef(body)
}
