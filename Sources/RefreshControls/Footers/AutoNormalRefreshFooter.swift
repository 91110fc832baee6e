import Foundation
import ViewKitLite

/// An automatic footer that shows its state in words: MJRefresh's
/// `MJRefreshAutoNormalFooter` (without its spinner), a state label across the footer's 44
/// points, in MJRefresh's look (bold 14 pt, `#5A5A5A`) and words: "Tap or pull up to load more"
/// at rest (``RefreshTexts/autoFooter(in:)``).
open class AutoNormalRefreshFooter: AutoRefreshFooter {
  /// The state's text, in the class's ``RefreshBaseView/labelFont`` and
  /// ``RefreshBaseView/labelTextColor``, centred (the automatic footer's texts unless set).
  public let stateLabel = Label()

  /// Adds the state label, across the footer, saying the state (the starting state's too).
  open override func prepare() {
    super.prepare()
    showState(in: stateLabel)
  }
}
