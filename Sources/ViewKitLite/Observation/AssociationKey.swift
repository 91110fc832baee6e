/// The key of an associated slot on a ``KVObject``: the Swift form of the `static char` keys the
/// seeds pass to `objc_setAssociatedObject`.
///
/// ```swift
/// extension ScrollView {
///   static let badgeKey = AssociationKey<Badge>(weak: "badge")
///   var badge: Badge? {
///     get { associatedValue(for: Self.badgeKey) }
///     set { setAssociatedValue(newValue, for: Self.badgeKey) }
///   }
/// }
/// ```
///
/// Keys compare by identity; ``name`` is the key observers use (`addObserver(_:forKeyPath:)`).
public final class AssociationKey<Value>: Sendable {
  /// The key name under which changes are notified.
  public let name: String
  /// Whether the slot holds its value weakly.
  public let isWeak: Bool

  /// A key whose slot holds its value strongly.
  public init(_ name: String) {
    self.name = name
    self.isWeak = false
  }

  init(name: String, isWeak: Bool) {
    self.name = name
    self.isWeak = isWeak
  }
}

extension AssociationKey where Value: AnyObject {
  /// A key whose slot holds its object weakly: it empties when the object is released.
  public convenience init(weak name: String) {
    self.init(name: name, isWeak: true)
  }
}

/// A value in an associated slot, with the key name its changes are notified under: a
/// ``StrongSlot`` of the value's own type (read back by one class check, not a cast through
/// `Any`) or a ``WeakSlot``.
class AssociatedSlot {
  let name: String
  init(name: String) { self.name = name }
  var value: Any? { nil }
}

final class StrongSlot<Value>: AssociatedSlot {
  let stored: Value
  init(_ value: Value, name: String) {
    stored = value
    super.init(name: name)
  }
  override var value: Any? { stored }
}

final class WeakSlot: AssociatedSlot {
  weak var object: AnyObject?
  init(_ object: AnyObject, name: String) {
    self.object = object
    super.init(name: name)
  }
  override var value: Any? { object }
}

/// A weak reference to any object.
final class WeakReference {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
