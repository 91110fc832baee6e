import Foundation
import ViewKitLite

extension Window {
  /// The traits that make an element interactive: what the audit asks a label and a hit area
  /// of.
  static let interactiveTraits: AccessibilityTraits = [
    .button, .link, .adjustable, .toggleButton, .searchField, .keyboardKey,
  ]

  /// Faults a screen-reader or low-vision user would meet on the window now, as accessibility
  /// inspectors list them, in reading order:
  ///
  /// - ``AccessibilityAuditIssue/Kind/missingLabel``: an interactive element (a button, link,
  ///   adjustable or toggle) with no label, or a visible control with touch actions that is
  ///   not an element and not inside one, so a screen reader never reaches it.
  /// - ``AccessibilityAuditIssue/Kind/smallHitArea``: an interactive element under 44×44
  ///   points, Apple's guideline. A `Switch` is measured as UIKit makes it, 51×31, and
  ///   exempted: its size is UIKit's own and its touches are taken around it.
  /// - ``AccessibilityAuditIssue/Kind/lowContrast``: text whose contrast with what is drawn
  ///   behind it is under 4.5:1, or 3:1 for large text (WCAG 2: 18 pt, or 14 pt bold), from
  ///   the colours of the picture, at the opacity they show at, over the window's white; a
  ///   cell inside a smaller element's frame is that element's (a button over a bar-wide
  ///   title).
  ///   Text inside a scroll view that is being dragged, decelerating or bouncing beyond its
  ///   limits is not judged: a control fading with the pull is judged at rest and while
  ///   refreshing, not mid-pull.
  /// - ``AccessibilityAuditIssue/Kind/unspokenText``: an element that draws words (whole on
  ///   screen, read from the picture) that neither its label nor its value says, whitespace
  ///   ignored; a trailer's vertical text is read as the word it spells, and text in a smaller
  ///   element's frame is that element's.
  public func accessibilityAudit() -> [AccessibilityAuditIssue] {
    let elements = accessibilityReadingOrder
    let auditor = AccessibilityAuditor(window: self, elements: elements)
    return elements.flatMap(auditor.audit) + auditor.unreachableControls()
  }
}
