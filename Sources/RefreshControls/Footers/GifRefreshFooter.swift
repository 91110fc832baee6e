import Foundation
import ViewKitLite

/// A pull-up footer that plays a sequence of images beside its state text: MJRefresh's
/// `MJRefreshBackGifFooter`.
///
/// As ``GifRefreshHeader``: `.normal` images step with the pull, `.pulling` and `.refreshing`
/// images cycle on the window's clock, the footer grows to fit the tallest image, and the image
/// sits ``GifRefreshing/labelLeftInset`` points left of the text (centred with the label hidden); with no
/// more data the image hides. Unlike the HW footer it subclasses, its label has MJRefresh's
/// look (bold 14 pt, `#5A5A5A`) and words in every language.
open class GifRefreshFooter: NormalRefreshFooter, GifRefreshing {
  /// The image sequence's view.
  public let gifView = ImageView()

  /// MJRefresh's label font, bold 14 pt, not the HW footer's.
  open override class var labelFont: Font { RefreshBaseView.labelFont }

  /// MJRefresh's label colour, `#5A5A5A`, not the HW footer's.
  open override class var labelTextColor: Color { RefreshBaseView.labelTextColor }

  /// MJRefresh's footer words in every language (``RefreshTexts/footer(in:)``), not the HW
  /// footer's Chinese.
  open override func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    .footer(in: language)
  }

  /// Adds the image view.
  open override func prepare() {
    super.prepare()
    playImages(in: gifView, beside: [stateLabel])
  }
}
