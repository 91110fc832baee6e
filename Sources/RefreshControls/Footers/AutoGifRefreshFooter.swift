import Foundation
import ViewKitLite

/// An automatic footer that plays a sequence of images while it loads: MJRefresh's
/// `MJRefreshAutoGifFooter`.
///
/// The `.refreshing` images cycle on the window's clock ``GifRefreshing/labelLeftInset`` points left of the
/// state text while loading (centred when the label shows no text); at rest and with no more
/// data the image hides. The footer grows to fit the tallest image.
open class AutoGifRefreshFooter: AutoNormalRefreshFooter, GifRefreshing {
  /// The image sequence's view.
  public let gifView = ImageView()

  /// Adds the image view, shown only while loading.
  open override func prepare() {
    super.prepare()
    playImages(in: gifView, beside: [stateLabel], showsAtRest: false)
  }
}
