import Foundation
import ViewKitLite

/// One thing `Window.accessibilityAudit()` found: which element, where, and why.
public struct AccessibilityAuditIssue: Hashable, Sendable, CustomStringConvertible {
  /// What kind of fault.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// An interactive element (or a control with touch actions) a screen reader cannot name.
    case missingLabel
    /// An interactive element smaller than 44×44 points.
    case smallHitArea
    /// Text whose contrast with what is drawn behind it is under WCAG 2's minimum.
    case lowContrast
    /// An element that draws words its label and value do not say: a screen reader reads
    /// other words than the screen shows.
    case unspokenText
  }

  /// What kind of fault.
  public let kind: Kind
  /// The element, as `View.accessibilityDescription` names it.
  public let element: String
  /// Its frame in window points.
  public let frame: CGRect
  /// Why, in words, with the fix.
  public let reason: String

  /// `kind: element (frame): reason`.
  public var description: String {
    "\(kind.rawValue): \(element) \(NumberFormat.string(frame)): \(reason)"
  }
}
