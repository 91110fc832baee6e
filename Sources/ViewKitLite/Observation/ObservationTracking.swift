/// Main-actor state shared by every observable property: the read recorder that turns a typed
/// key path into the storage it reads, the notification depth, and registration order.
///
/// It is process-wide on purpose, not per window: a key path may read objects of any window,
/// or of none (a view not yet shown, a plain `KVObject`), so the recorder cannot belong to one,
/// and a setter's check must be a plain memory read. It holds nothing between calls that one
/// window could see of another: the recorder is set only while a key path resolves.
///
/// It is isolated to the main actor, as the view tree is, and only ever loaded or stored whole
/// (never passed `inout`), so its variables opt out of dynamic exclusivity checks: the common
/// path (a get with no recorder, a set with no observer) is a plain memory access.
@MainActor
@usableFromInline
enum ObservationTracking {
  /// The recorder collecting reads, while a key path is being resolved.
  @exclusivity(unchecked) @usableFromInline static var recorder: ObservationRecorder?

  /// How many change notifications are being delivered, one inside another.
  @exclusivity(unchecked) static var deliveryDepth = 0

  /// The deepest nesting of notifications delivered; deeper ones are dropped with a diagnostic.
  static let maximumDeliveryDepth = 64

  /// The serial of the next registration: delivery follows registration order.
  @exclusivity(unchecked) private static var nextSerial: UInt64 = 0

  /// How many times a registration has started or stopped observing, in any window: a checker
  /// that counts observations (the refresh fuzzer) counts again only when this has moved.
  @exclusivity(unchecked) static var registrationChanges: UInt64 = 0

  /// A new registration serial, increasing.
  static func makeSerial() -> UInt64 {
    nextSerial += 1
    return nextSerial
  }

  /// Runs `body` and returns the observable storage it read, in first-read order.
  static func storagesRead(by body: () -> Void) -> [ObservableStorage] {
    let outer = recorder
    let current = ObservationRecorder()
    recorder = current
    defer { recorder = outer }
    body()
    return current.storages
  }
}

/// Collects the storage read while a key path or key is resolved.
@MainActor
@usableFromInline
final class ObservationRecorder {
  private(set) var storages: [ObservableStorage] = []
  private var seen: Set<ObjectIdentifier> = []

  init() {}

  /// Notes one read.
  @usableFromInline
  func record(_ storage: ObservableStorage) {
    if seen.insert(ObjectIdentifier(storage)).inserted {
      storages.append(storage)
    }
  }
}
