import Foundation
import ViewKitLite

extension AccessibilityTraits {
  /// Every trait with its name in Swift and the words a screen reader speaks for it (empty for
  /// those it does not speak), in the order spoken.
  static let all: [(trait: AccessibilityTraits, name: String, spoken: String)] = [
    (.selected, "selected", "Selected"),
    (.toggleButton, "toggleButton", "Switch button"),
    (.button, "button", "Button"),
    (.link, "link", "Link"),
    (.header, "header", "Heading"),
    (.searchField, "searchField", "Search field"),
    (.image, "image", "Image"),
    (.keyboardKey, "keyboardKey", "Key"),
    (.tabBar, "tabBar", "Tab bar"),
    (.adjustable, "adjustable", "Adjustable"),
    (.notEnabled, "notEnabled", "Dimmed"),
    (.staticText, "staticText", ""),
    (.summaryElement, "summaryElement", ""),
    (.updatesFrequently, "updatesFrequently", ""),
    (.playsSound, "playsSound", ""),
    (.startsMediaSession, "startsMediaSession", ""),
    (.allowsDirectInteraction, "allowsDirectInteraction", ""),
    (.causesPageTurn, "causesPageTurn", ""),
  ]

  /// The traits' Swift names, in a fixed order: what an accessibility snapshot prints.
  public var names: [String] {
    AccessibilityTraits.all.filter { contains($0.trait) }.map(\.name)
  }

  /// What a screen reader speaks for these traits, in the order it speaks them. A toggle
  /// button is spoken "Switch button", not also "Button".
  public var spokenWords: [String] {
    let shown = contains(.toggleButton) ? subtracting(.button) : self
    return AccessibilityTraits.all.filter { shown.contains($0.trait) && !$0.spoken.isEmpty }
      .map(\.spoken)
  }
}
