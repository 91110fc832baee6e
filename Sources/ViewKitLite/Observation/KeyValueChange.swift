/// The kind of a change: Foundation's `NSKeyValueChange`.
///
/// ViewKitLite observes properties, not collections, so every change is a setting.
public enum KeyValueChange: UInt, Hashable, Sendable {
  /// The value was set.
  case setting = 1
}

/// The keys of the change dictionary passed to `observeValue(forKeyPath:of:change:context:)`:
/// Foundation's `NSKeyValueChangeKey`.
public struct KeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String

  /// Creates a key from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Hashes the name's length and first byte: enough to tell the four keys apart, and cheap
  /// on the path of every by-key notification.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue.utf8.count)
    hasher.combine(rawValue.utf8.first)
  }

  /// The kind of change, a ``KeyValueChange``; always present.
  public static let kindKey = KeyValueChangeKey(rawValue: "kind")
  /// The new value, present when `.new` was asked for (absent in prior notifications).
  public static let newKey = KeyValueChangeKey(rawValue: "new")
  /// The old value, present when `.old` was asked for.
  public static let oldKey = KeyValueChangeKey(rawValue: "old")
  /// `true` in the notification sent before a change, when `.prior` was asked for.
  public static let notificationIsPriorKey = KeyValueChangeKey(rawValue: "notificationIsPrior")
}
