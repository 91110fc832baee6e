import Foundation
import ViewKitLite

/// The language of the refresh controls in a window, held in an associated slot (so ViewKitLite
/// knows nothing of it) and observable by key (`refreshLanguage`).
extension Window {
  private static let languageKey = AssociationKey<RefreshLanguage>("refreshLanguage")

  /// A window of `size` points whose refresh controls show their built-in texts in `language`:
  /// `Window(size:)` with ``refreshLanguage`` set before any control joins it.
  public convenience init(size: CGSize, language: RefreshLanguage) {
    self.init(size: size)
    refreshLanguage = language
  }

  /// The language every refresh control in this window shows its built-in texts in:
  /// ``RefreshLanguage/simplifiedChinese`` unless set. Setting it relabels the controls on
  /// screen at once; a control whose ``RefreshBaseView/texts`` were assigned keeps them.
  public var refreshLanguage: RefreshLanguage {
    get { associatedValue(for: Self.languageKey) ?? .simplifiedChinese }
    set {
      guard newValue != refreshLanguage else { return }
      // Relabelled first, so that an observer of the language finds every control in it.
      forEachInSubtree { ($0 as? RefreshBaseView)?.showTexts(of: newValue) }
      setAssociatedValue(newValue, for: Self.languageKey)
    }
  }
}
