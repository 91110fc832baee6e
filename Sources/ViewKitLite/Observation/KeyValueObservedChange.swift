/// One change seen by a typed observer: Foundation's `NSKeyValueObservedChange`.
public struct KeyValueObservedChange<Value> {
  /// The kind of change; always `.setting`.
  public let kind: KeyValueChange
  /// The value after the change, when `.new` was asked for and this is not a prior notification.
  public let newValue: Value?
  /// The value before the change, when `.old` was asked for.
  public let oldValue: Value?
  /// Whether this is the notification sent before the change (`.prior`).
  public let isPrior: Bool

  @usableFromInline
  init(newValue: Value?, oldValue: Value?, isPrior: Bool) {
    self.kind = .setting
    self.newValue = newValue
    self.oldValue = oldValue
    self.isPrior = isPrior
  }
}
