import Foundation
import ViewKitLite

/// A VoiceOver-like screen reader over a window, to test with: it moves its focus through the
/// elements in reading order, says what VoiceOver would say, activates, adjusts, scrolls,
/// performs custom actions, and hears the window's announcements.
///
/// ```swift
/// let reader = window.screenReader
/// reader.next()                       // focus the first element
/// reader.spokenText                   // "Load more, Button"
/// reader.scroll(.up)                  // at the top of a list: its header refreshes
/// reader.perform(action: "Refresh")   // the same, by the custom action
/// reader.announcements                // ["Loading..."]
/// ```
///
/// Each window has one (`Window.screenReader`), as a device has one VoiceOver; gesture
/// scripts drive it with their `voiceover` lines. It acts at once, as VoiceOver does; the
/// window's clock runs only when the test or script advances it.
@MainActor
public final class ScreenReader {
  weak var window: Window?
  private weak var focusedView: View?
  /// How many of the window's notifications the reader has acted on (focus moves).
  private var notificationsHeard = 0

  init(window: Window) {
    self.window = window
  }

  /// The elements on screen, in reading order.
  public var elements: [View] {
    guard let window else { return [] }
    return window.accessibilityReadingOrder
  }

  /// The element the reader is on; `nil` before the first ``next()``, after a page scroll, and
  /// after the element left the screen: the next ``next()`` starts again from the first element
  /// on screen, as VoiceOver lands on a new page's first element.
  public var focused: View? {
    hearNotifications()
    guard let view = focusedView, elements.contains(where: { $0 === view }) else { return nil }
    return view
  }

  /// Moves the focus to `view`, an element on screen; `false` (and no move) otherwise.
  @discardableResult
  public func focus(_ view: View) -> Bool {
    hearNotifications()
    guard elements.contains(where: { $0 === view }) else { return false }
    focusedView = view
    return true
  }

  /// Moves to the next element (the first when nothing is focused) and returns it; `nil` at
  /// the last element, where the focus stays.
  @discardableResult
  public func next() -> View? {
    move(by: 1)
  }

  /// Moves to the previous element (the last when nothing is focused) and returns it; `nil`
  /// at the first, where the focus stays.
  @discardableResult
  public func previous() -> View? {
    move(by: -1)
  }

  private func move(by step: Int) -> View? {
    let all = elements
    guard !all.isEmpty else { return nil }
    let target: Int
    if let current = focused, let index = all.firstIndex(where: { $0 === current }) {
      target = index + step
    } else {
      target = step > 0 ? 0 : all.count - 1
    }
    guard all.indices.contains(target) else { return nil }
    focusedView = all[target]
    return all[target]
  }

  /// What the reader says on the focused element: its label, value, traits and hint, in
  /// UIKit's order, comma separated; `nil` when nothing is focused.
  public var spokenText: String? {
    focused.map { ScreenReader.speech(for: $0) }
  }

  /// The language the focused element is spoken in: its `View.accessibilityLanguage` or the
  /// nearest container's; `nil` for the reader's own.
  public var spokenLanguage: String? {
    focused.flatMap(ScreenReader.language)
  }

  /// What a screen reader says for `view`: label, value ("on"/"off" for a switch's "1"/"0"),
  /// the spoken traits, then the hint, comma separated.
  public static func speech(for view: View) -> String {
    let traits = view.accessibilityTraits
    var value = view.accessibilityValue
    if traits.contains(.toggleButton), let switchValue = value {
      value = switchValue == "1" ? "on" : switchValue == "0" ? "off" : switchValue
    }
    let parts =
      [view.accessibilityLabel, value] + traits.spokenWords.map(Optional.some) + [
        view.accessibilityHint
      ]
    return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// The language `view` is spoken in: its own or its nearest container's.
  static func language(_ view: View) -> String? {
    var current: View? = view
    while let candidate = current {
      if let language = candidate.accessibilityLanguage { return language }
      current = candidate.superview
    }
    return nil
  }

  /// The announcements the window has made, oldest first.
  public var announcements: [String] {
    window?.accessibilityAnnouncements ?? []
  }

  /// What the reader said after each page scroll ("Rows 5 to 10 of 40"), oldest first.
  public var scrollStatuses: [String] {
    (window?.accessibilityNotifications ?? []).filter { $0.notification == .pageScrolled }
      .compactMap(\.text)
  }

  /// The custom actions offered where the reader is: the focused element's and its
  /// containers', or, with nothing focused, the window's first scroll view's.
  public var actions: [AccessibilityCustomAction] {
    actingView?.accessibilityActionsOffered ?? []
  }

  /// The focused element, or with nothing focused the window's first scroll view: where a
  /// scroll or a custom action acts.
  private var actingView: View? {
    if let focused { return focused }
    guard let window else { return nil }
    return GestureScript.Vocabulary.firstScrollView(in: window)
  }

  /// Double-taps the focused element: its `View.accessibilityActivate()`, or when that does
  /// nothing, the enabled control under its centre activates. `false` when nothing happened.
  @discardableResult
  public func activate() -> Bool {
    guard let view = focused else { return false }
    if view.accessibilityActivate() { return true }
    let frame = view.accessibilityFrame
    var hit = window?.hitTest(CGPoint(x: frame.midX, y: frame.midY))
    while let candidate = hit, !(candidate is Control) { hit = candidate.superview }
    return hit?.accessibilityActivate() ?? false
  }

  /// Swipes up on an adjustable focused element: `View.accessibilityIncrement()`. `false`
  /// when it is not `AccessibilityTraits.adjustable`.
  @discardableResult
  public func increment() -> Bool {
    guard let view = focused, view.accessibilityTraits.contains(.adjustable) else { return false }
    view.accessibilityIncrement()
    return true
  }

  /// Swipes down on an adjustable focused element: `View.accessibilityDecrement()`.
  @discardableResult
  public func decrement() -> Bool {
    guard let view = focused, view.accessibilityTraits.contains(.adjustable) else { return false }
    view.accessibilityDecrement()
    return true
  }

  /// The three-finger scroll: asks the focused element and then each view containing it to
  /// show the content `direction` names, until one does; when none does (or nothing is
  /// focused), the window's first scroll view. A scroll view moves a page and posts its scroll
  /// status; at the top of a list its refresh header refreshes. `false` when nothing moved.
  @discardableResult
  public func scroll(_ direction: AccessibilityScrollDirection) -> Bool {
    var view = focused
    while let current = view {
      if current.accessibilityScroll(direction) { return true }
      view = current.superview
    }
    guard let window, let scrollView = GestureScript.Vocabulary.firstScrollView(in: window),
      focused.map({ !$0.isDescendant(of: scrollView) }) ?? true
    else { return false }
    return scrollView.accessibilityScroll(direction)
  }

  /// Performs the first offered custom action named `name` (see ``actions``) and returns what
  /// it returned. `false` when none is named so, with a diagnostic naming those offered (names
  /// match exactly, in the language they are offered in): a refused action says nothing.
  @discardableResult
  public func perform(action name: String) -> Bool {
    let offered = actions
    guard let action = offered.first(where: { $0.name == name }) else {
      let names = offered.map { "'\($0.name)'" }.joined(separator: ", ")
      window?.reportDiagnostic(
        member: "perform(action:)",
        "no custom action is named '\(name)' here; "
          + (names.isEmpty ? "none is offered." : "offered: \(names) (names match exactly).")
      )
      return false
    }
    return action.perform()
  }

  /// Moves the focus as the window's new layout and screen notifications ask.
  private func hearNotifications() {
    guard let window else { return }
    let posted = window.accessibilityNotifications
    guard notificationsHeard < posted.count else { return }
    for notification in posted[notificationsHeard...] {
      switch notification.notification {
      case .pageScrolled:
        focusedView = nil
      case .layoutChanged, .screenChanged:
        if let element = notification.element {
          focusedView = element
        } else if notification.notification == .screenChanged {
          focusedView = window.accessibilityReadingOrder.first
        }
      default: break
      }
    }
    notificationsHeard = posted.count
  }
}
