/// Declares an observable property in one line: ViewKitLite's `@objc dynamic`.
///
/// ```swift
/// final class MyHeader: View {
///   @Dynamic var progress: CGFloat = 0
/// }
/// let token = header.observe(\.progress, options: .new) { header, change in … }
/// header.addObserver(screen, forKeyPath: "progress", options: .new, context: nil)
/// ```
///
/// The key name is the property's name; pass `key:` to publish another one. Reading costs one
/// check of the main-actor read recorder, setting one check for observers, and neither
/// allocates. Every set notifies, even of an equal value, as automatic KVO does.
@MainActor
@propertyWrapper
public struct Dynamic<Value> {
  @usableFromInline let storage: DynamicStorage<Value>

  /// Creates the property with its initial value; `key` overrides the published key name.
  public init(wrappedValue: Value, key: String? = nil) {
    storage = DynamicStorage(wrappedValue, key: key)
  }

  /// The property's value.
  @inlinable
  public var wrappedValue: Value {
    get { storage.read() }
    nonmutating set { storage.write(newValue) }
  }
}

/// What the by-key API finds by reflection: a `@Dynamic` property's storage and key name.
@MainActor
protocol DynamicProperty {
  var observableStorage: ObservableStorage { get }
  var explicitKey: String? { get }
}

extension Dynamic: DynamicProperty {
  var observableStorage: ObservableStorage { storage }
  var explicitKey: String? { storage.key }
}

extension DynamicStorage: DynamicProperty {
  var observableStorage: ObservableStorage { self }
  var explicitKey: String? { key }
}

/// The storage behind one `@Dynamic` property.
@MainActor
@usableFromInline
final class DynamicStorage<Value>: ObservableStorage {
  @exclusivity(unchecked) @usableFromInline var value: Value
  let key: String?

  init(_ value: Value, key: String?) {
    self.value = value
    self.key = key
  }

  @inlinable
  func read() -> Value {
    if let recorder = ObservationTracking.recorder {
      recorder.record(self)
    }
    return value
  }

  @inlinable
  func write(_ newValue: Value) {
    if hasRegistrations {
      notifyingChange { value = newValue }
    } else {
      value = newValue
    }
  }

  override func readAny() -> Any? { read() }
}
