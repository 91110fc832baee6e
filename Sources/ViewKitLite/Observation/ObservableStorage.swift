/// One observable piece of state: a `@Dynamic` property's value, or a named channel for manual
/// notifications. It keeps the registrations that observe it.
@MainActor
@usableFromInline
class ObservableStorage {
  /// Whether any registration observes this storage: the one check on the common path.
  @exclusivity(unchecked) @usableFromInline final var hasRegistrations = false

  @exclusivity(unchecked) private(set) final var registrations:
    ContiguousArray<ObservationRegistration> = []

  init() {}

  /// The current value, recording the read, or `nil` for a channel without a value.
  func readAny() -> Any? { nil }

  final func add(_ registration: ObservationRegistration) {
    registrations.append(registration)
    hasRegistrations = true
  }

  final func remove(_ registration: ObservationRegistration) {
    registrations.removeAll { $0 === registration }
    hasRegistrations = !registrations.isEmpty
  }

  /// Runs `body`, which changes this storage, between the will-change and did-change
  /// notifications of its observers.
  @usableFromInline
  final func notifyingChange(_ body: () -> Void) {
    ChangeNotification.perform(on: self, body)
  }
}
