/// An action a screen reader offers on an element besides activating it, by name: UIKit's
/// `UIAccessibilityCustomAction`.
///
/// ```swift
/// cell.accessibilityCustomActions = [
///   AccessibilityCustomAction(name: "Delete") { _ in model.delete(row); return true }
/// ]
/// ```
///
/// A screen reader offers the actions of the element it is on and then those of the views
/// containing it, nearest first, as VoiceOver gathers a container's actions: a scroll view's
/// actions (a refresh control's "Refresh") are offered on every row in it.
@MainActor
public final class AccessibilityCustomAction {
  /// The name spoken and chosen by.
  public let name: String
  private let actionHandler: @MainActor (AccessibilityCustomAction) -> Bool

  /// An action named `name` that runs `actionHandler`, which returns whether it did anything.
  public init(
    name: String, actionHandler: @escaping @MainActor (AccessibilityCustomAction) -> Bool
  ) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// Runs the action; `false` when it did nothing (a screen reader then plays its "refused"
  /// sound).
  @discardableResult
  public func perform() -> Bool {
    actionHandler(self)
  }
}
