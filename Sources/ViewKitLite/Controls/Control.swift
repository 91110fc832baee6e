/// A view that sends actions to targets when events happen: UIKit's `UIControl`.
///
/// ```swift
/// control.addTarget(screen, action: Screen.reload, for: .valueChanged)
/// let token = control.addAction(for: .valueChanged) { control in … }
/// ```
///
/// Targets are held weakly: the actions of a released target are dropped. Actions run in the
/// order they were added, whatever their kind.
open class Control: View {
  /// Whether the control responds to touches; a disabled control sends no touch events.
  @Dynamic public var isEnabled = true { didSet { controlStateDidChange() } }
  /// Whether the control is selected.
  @Dynamic public var isSelected = false { didSet { controlStateDidChange() } }
  /// Whether the control is highlighted: a finger is down on it, inside its bounds.
  @Dynamic public var isHighlighted = false { didSet { controlStateDidChange() } }

  /// Called after ``isHighlighted``, ``isEnabled`` or ``isSelected`` was set; a subclass shows
  /// the new state (a button's title). The default does nothing. ViewKitLite's own hook: UIKit
  /// has its subclasses override those properties' setters instead.
  open func controlStateDidChange() {}

  /// Activates the control as a tap would: sends `.touchUpInside`, and answers `true`; a
  /// disabled control answers `false`.
  open override func accessibilityActivate() -> Bool {
    guard isEnabled else { return false }
    sendActions(for: .touchUpInside)
    return true
  }

  /// A disabled control reads "Dimmed", a selected one "Selected".
  override var defaultAccessibilityTraits: AccessibilityTraits {
    var traits: AccessibilityTraits = []
    if !isEnabled { traits.insert(.notEnabled) }
    if isSelected { traits.insert(.selected) }
    return traits
  }

  private var actions: [ControlAction] = []
  private var nextActionID = 0

  /// Adds `action`, a method reference such as `Screen.reload`, to be called on `target` for
  /// `events`.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for events: Event
  ) {
    append(target: target, events: events) { object, _ in
      guard let target = object as? Target else { return }
      action(target)()
    }
  }

  /// Adds `action`, a method reference such as `Screen.valueChanged`, to be called on `target`
  /// with this control for `events`.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> (Control) -> Void,
    for events: Event
  ) {
    append(target: target, events: events) { object, control in
      guard let target = object as? Target else { return }
      action(target)(control)
    }
  }

  /// Adds a closure for `events`; the token removes it with ``removeAction(_:)``.
  @discardableResult
  public func addAction(
    for events: Event, _ handler: @escaping @MainActor (Control) -> Void
  ) -> ActionToken {
    append(target: nil, events: events) { _, control in handler(control) }
  }

  /// Removes the actions of `target` for `events`; a `nil` target removes every action
  /// (closures too) for those events.
  public func removeTarget(_ target: AnyObject?, for events: Event) {
    for index in actions.indices.reversed() {
      let action = actions[index]
      guard target == nil || (action.isTargeted && action.target === target) else { continue }
      let remaining = action.events.subtracting(events)
      if remaining.isEmpty {
        actions.remove(at: index)
      } else {
        actions[index].events = remaining
      }
    }
  }

  /// Removes the closure action that `token` was returned for.
  public func removeAction(_ token: ActionToken) {
    actions.removeAll { $0.id == token.id }
  }

  /// Calls every action registered for any of `events`, in registration order. Actions added
  /// while sending run from the next send; actions of released targets are dropped.
  public func sendActions(for events: Event) {
    actions.removeAll { $0.isTargeted && $0.target == nil }
    let matching = actions.filter { !$0.events.isDisjoint(with: events) }
    for action in matching where actions.contains(where: { $0.id == action.id }) {
      action.perform(self)
    }
  }

  /// The live targets of the control's actions, each once, in registration order.
  public var allTargets: [AnyObject] {
    var seen: Set<ObjectIdentifier> = []
    return actions.compactMap { action in
      guard let target = action.target, seen.insert(ObjectIdentifier(target)).inserted else {
        return nil
      }
      return target
    }
  }

  /// The events for which any action is registered.
  public var allControlEvents: Event {
    actions.reduce(into: []) { $0.formUnion($1.events) }
  }

  @discardableResult
  private func append(
    target: AnyObject?, events: Event, perform: @escaping @MainActor (AnyObject?, Control) -> Void
  ) -> ActionToken {
    nextActionID += 1
    actions.append(
      ControlAction(id: nextActionID, target: target, events: events, perform: perform))
    return ActionToken(id: nextActionID)
  }
}
