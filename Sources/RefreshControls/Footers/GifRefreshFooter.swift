import Foundation
import ViewKitLite

/// A pull-up footer that plays a sequence of images beside its state text: MJRefresh's
/// `MJRefreshBackGifFooter`.
///
/// As ``GifRefreshHeader``: `.normal` images step with the pull, `.pulling` and `.refreshing`
/// images cycle on the window's clock, the footer grows to fit the tallest image, and the image
/// sits ``labelLeftInset`` points left of the text (centred with the label hidden); with no
/// more data the image hides. Unlike the HW footer it subclasses, its label has MJRefresh's
/// look (bold 14 pt, `#5A5A5A`) and words in every language.
open class GifRefreshFooter: NormalRefreshFooter {
  /// The image sequence's view.
  public let gifView = ImageView()
  /// Points between the image and the state text: MJRefresh's 20 for its Gif controls.
  public var labelLeftInset: CGFloat = 20 {
    didSet { setNeedsLayout() }
  }
  private var stateImages: StateImages?

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
    stateImages = StateImages(imageView: gifView, in: self, beside: [stateLabel])
  }

  /// Shows `images` in `state`, cycling once in `duration` seconds (a tenth of a second an
  /// image unless given); the footer grows to fit the tallest image of any state.
  public func setImages(_ images: [Image], duration: TimeInterval? = nil, for state: RefreshState) {
    stateImages?.set(images, duration: duration, for: state, in: self)
  }

  /// The images set for `state`.
  public func images(for state: RefreshState) -> [Image] {
    stateImages?.images(for: state) ?? []
  }

  /// Places the image left of the state text, or centred without it. Call `super`.
  open override func placeSubviews() {
    super.placeSubviews()
    stateImages?.place(in: bounds, inset: labelLeftInset)
  }

  /// The tallest image, as the window finds named ones.
  open override var minimumHeight: CGFloat { stateImages?.tallestHeight(in: window) ?? 0 }
}
