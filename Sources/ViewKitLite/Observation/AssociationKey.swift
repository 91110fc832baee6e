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

/// A value in an associated slot.
enum AssociatedValue {
  case strong(Any, name: String)
  case weak(WeakReference, name: String)

  var name: String {
    switch self {
    case .strong(_, let name), .weak(_, let name): name
    }
  }

  var value: Any? {
    switch self {
    case .strong(let value, _): value
    case .weak(let reference, _): reference.object
    }
  }
}

/// A weak reference to any object.
final class WeakReference {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
