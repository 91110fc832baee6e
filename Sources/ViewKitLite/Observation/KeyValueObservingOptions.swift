/// What a change notification carries, and when notifications are sent: Foundation's
/// `NSKeyValueObservingOptions`.
public struct KeyValueObservingOptions: OptionSet, Hashable, Sendable {
  /// The raw bits, as Foundation numbers them.
  public let rawValue: UInt

  /// Creates options from raw bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The change carries the new value.
  public static let new = KeyValueObservingOptions(rawValue: 0x01)
  /// The change carries the old value.
  public static let old = KeyValueObservingOptions(rawValue: 0x02)
  /// One notification is sent during registration (with the new value if `.new` is given).
  public static let initial = KeyValueObservingOptions(rawValue: 0x04)
  /// An extra notification is sent before each change, marked as prior, without a new value.
  public static let prior = KeyValueObservingOptions(rawValue: 0x08)
}
