import Foundation

extension View {
  /// The storage of assigned accessibility properties, made at the first assignment.
  var assignedAccessibility: AccessibilityAttributes {
    if let attributes = accessibilityAttributes { return attributes }
    let attributes = AccessibilityAttributes()
    accessibilityAttributes = attributes
    return attributes
  }

  /// Whether a screen reader can see the view at all: it is not hidden, not transparent
  /// (alpha 0.01 or less, as for touches) and its subtree is not hidden from it.
  public var isVisibleToAccessibility: Bool {
    !isHidden && alpha > 0.01 && !accessibilityElementsHidden
  }
}
