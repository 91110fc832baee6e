import Foundation
import ViewKitLite

/// An automatic footer that plays a sequence of images while it loads: MJRefresh's
/// `MJRefreshAutoGifFooter`.
///
/// The `.refreshing` images cycle on the window's clock beside the state text while loading;
/// at rest and with no more data the image hides. The footer grows to fit the tallest image.
open class AutoGifRefreshFooter: AutoNormalRefreshFooter {
  /// The image sequence's view.
  public let gifView = ImageView()
  /// Points between the image and the state text: MJRefresh's 25.
  public var labelLeftInset: CGFloat = 25 {
    didSet { setNeedsLayout() }
  }
  private var stateImages: StateImages?

  /// Adds the image view.
  open override func prepare() {
    super.prepare()
    stateImages = StateImages(imageView: gifView, in: self, showsAtRest: false)
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
    stateImages?.place(in: bounds, beside: stateLabel, inset: labelLeftInset)
  }
}
