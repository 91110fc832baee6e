import Foundation
import ViewKitLite

/// A header that plays a sequence of images: MJRefresh's `MJRefreshGifHeader`.
///
/// Give it images per state with ``GifRefreshing/setImages(_:duration:for:)``: while pulled, the `.normal`
/// images step through with ``RefreshBaseView/pullingPercent`` (the first at rest, the last at
/// the threshold); past the threshold the `.pulling` images, and while refreshing the
/// `.refreshing` images, cycle on the window's clock.
///
/// Its geometry is MJRefresh's: 54 points high with the last updated time shown under the
/// state, both labels bold 14 pt in `#5A5A5A`; it grows to fit its tallest image (images named
/// with `Image(named:)` as its window finds them: when it joins the window, and from its next
/// layout pass for a name the window registers later). The image view spans from
/// the left edge to ``GifRefreshing/labelLeftInset`` points before the wider of the two texts, the image
/// against its right edge (`contentMode` `.right`), centred in height; with both labels hidden
/// it spans the header, the image centred (`.center`).
///
/// ```swift
/// let header = GifRefreshHeader()
/// header.setImages(pullFrames, for: .normal)
/// header.setImages(spinFrames, duration: 0.6, for: .refreshing)
/// header.stateLabel.isHidden = true
/// header.lastUpdatedTimeLabel.isHidden = true
/// tableView.refreshHeader = header
/// ```
open class GifRefreshHeader: StateRefreshHeader, GifRefreshing {
  /// The image sequence's view.
  public let gifView = ImageView()

  /// Adds the image view beside the two labels.
  open override func prepare() {
    super.prepare()
    playImages(in: gifView, beside: [stateLabel, lastUpdatedTimeLabel])
  }
}
