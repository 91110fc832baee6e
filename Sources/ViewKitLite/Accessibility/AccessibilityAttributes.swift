import Foundation

/// What was assigned to a view's accessibility properties; made at the first assignment, so a
/// view nobody describes carries one `nil` reference.
@MainActor
final class AccessibilityAttributes {
  var isElement: Bool?
  var label: String?
  var value: String?
  var hint: String?
  var traits: AccessibilityTraits?
  var frame: CGRect?
  var elementsHidden = false
  var viewIsModal = false
  var elements: [View]?
  var language: String?
  var customActions: [AccessibilityCustomAction] = []
}
