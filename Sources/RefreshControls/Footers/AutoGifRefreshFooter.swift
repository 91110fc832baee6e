import Foundation
import ViewKitLite

/// An automatic footer that plays a sequence of images while it loads: MJRefresh's
/// `MJRefreshAutoGifFooter`.
///
/// The `.refreshing` images cycle on the window's clock ``labelLeftInset`` points left of the
/// state text while loading (centred when the label shows no text); at rest and with no more
/// data the image hides. The footer grows to fit the tallest image.
open class AutoGifRefreshFooter: AutoNormalRefreshFooter {
  /// The image sequence's view.
  public let gifView = ImageView()
  /// Points between the image and the state text: MJRefresh's 20 for its Gif controls.
  public var labelLeftInset: CGFloat = 20 {
    didSet { setNeedsLayout() }
  }
  private var stateImages: StateImages?

  /// Adds the image view.
  open override func prepare() {
    super.prepare()
    stateImages = StateImages(
      imageView: gifView, in: self, beside: [stateLabel], showsAtRest: false)
  }

  /// Shows `images` in `state` (only `.refreshing` shows), cycling once in `duration` seconds
  /// (a tenth of a second an image unless given); the footer grows to fit the tallest image.
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
