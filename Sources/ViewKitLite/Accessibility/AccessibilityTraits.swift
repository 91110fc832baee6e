/// What kind of element a screen reader is on, and its condition: UIKit's
/// `UIAccessibilityTraits`.
///
/// A screen reader speaks most traits after the label and value (``Button`` reads "Button",
/// ``header`` "Heading", ``notEnabled`` "Dimmed"); ``staticText`` and
/// ``updatesFrequently`` say nothing.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt64

  /// A set from its bits.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// No traits.
  public static let none: AccessibilityTraits = []
  /// Acts when activated, as a button does.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// Opens a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// Shows a picture.
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  /// Is selected (a chosen tab, a checked row).
  public static let selected = AccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
  /// Is a key of a keyboard.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
  /// Is text that does not change: a label's default.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// Sums up the screen when it appears.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
  /// Is disabled: spoken "Dimmed".
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
  /// Changes often (a clock, a pull's progress): read again only when asked.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// Is a search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts media when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Takes ``View/accessibilityIncrement()`` and ``View/accessibilityDecrement()``.
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  /// Turns a page when read to its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  /// Heads a section of the screen: spoken "Heading".
  public static let header = AccessibilityTraits(rawValue: 1 << 16)
  /// Is a tab bar.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 17)
  /// Is a button that toggles, as a ``Switch``: spoken "Switch button".
  public static let toggleButton = AccessibilityTraits(rawValue: 1 << 18)
}
