import Foundation
import ViewKitLite

/// The HW design's pull-up footer, what `addFooterRefresh(_:)` installs: MJRefresh's
/// `MJRefreshBackNormalFooter`, a state label across the footer's 44 points.
///
/// The label keeps the HW design's look, regular 14 pt in black, and in simplified Chinese its
/// words (``RefreshTexts/chineseFooter``: 上拉即可加载更多, 释放即可加载更多, 加载中...); in the
/// other languages it says MJRefresh's.
open class NormalRefreshFooter: RefreshFooter {
  /// The state's text, in the class's ``RefreshBaseView/labelFont`` and
  /// ``RefreshBaseView/labelTextColor``, centred (the footer texts unless set).
  public let stateLabel = Label()

  /// The HW design's label font: regular 14 pt.
  open override class var labelFont: Font { .systemFont(ofSize: 14) }

  /// The HW design's label colour: black.
  open override class var labelTextColor: Color { .black }

  /// The HW design's words in simplified Chinese (``RefreshTexts/chineseFooter``), MJRefresh's
  /// in the other languages.
  open override func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    language == .simplifiedChinese ? .chineseFooter : super.defaultTexts(for: language)
  }

  /// Adds the state label, across the footer, saying the state (the starting state's too).
  open override func prepare() {
    super.prepare()
    showState(in: stateLabel)
  }
}
