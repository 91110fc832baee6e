/// A language the built-in texts come in: MJRefresh's set, named by their language tags.
///
/// A window's ``ViewKitLite/Window/refreshLanguage`` picks one for every control shown in it;
/// simplified Chinese, the HW design's, unless set (never the machine's locale, so every run
/// reads the same).
public enum RefreshLanguage: String, CaseIterable, Hashable, Sendable {
  /// Simplified Chinese, `zh-Hans`: the default, the HW design's language.
  case simplifiedChinese = "zh-Hans"
  /// Traditional Chinese, `zh-Hant`.
  case traditionalChinese = "zh-Hant"
  /// English, `en`.
  case english = "en"
  /// Korean, `ko`.
  case korean = "ko"
  /// Russian, `ru`.
  case russian = "ru"
  /// Ukrainian, `uk`.
  case ukrainian = "uk"

  /// The language of the tag `tag` (`"en"`, `"zh-Hant"`; case-insensitive, `_` read as `-`,
  /// `"zh"` alone as simplified Chinese), or `nil` when there are no texts in it.
  ///
  /// MJRefresh reads tags otherwise: any `zh` tag without `Hans` (`zh`, `zh-CN`, `zh-TW`) as
  /// traditional Chinese, and a tag it has no texts for as English. Here a bare `zh` is the
  /// default language, and an unknown tag is `nil`, so the app chooses what to fall back to.
  public init?(tag: String) {
    let normalized = tag.replacingOccurrences(of: "_", with: "-").lowercased()
    if normalized == "zh" {
      self = .simplifiedChinese
      return
    }
    guard let language = Self.allCases.first(where: { $0.rawValue.lowercased() == normalized })
    else { return nil }
    self = language
  }
}
