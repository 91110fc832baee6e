import Foundation
import ViewKitLite

/// A header that plays a sequence of images: MJRefresh's `MJRefreshGifHeader`.
///
/// Give it images per state with ``setImages(_:duration:for:)``: while pulled, the `.normal`
/// images step through with ``RefreshBaseView/pullingPercent`` (the first at rest, the last at
/// the threshold); past the threshold the `.pulling` images, and while refreshing the
/// `.refreshing` images, cycle on the window's clock.
///
/// Its geometry is MJRefresh's: 54 points high with the last updated time shown under the
/// state, both labels bold 14 pt in `#5A5A5A`; it grows to fit its tallest image (images named
/// with `Image(named:)` as its window finds them: when it joins the window, and from its next
/// layout pass for a name the window registers later). The image view spans from
/// the left edge to ``labelLeftInset`` points before the wider of the two texts, the image
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
open class GifRefreshHeader: StateRefreshHeader {
  /// The image sequence's view.
  public let gifView = ImageView()
  /// Points between the image and the text: MJRefresh's 20 for its Gif controls.
  public var labelLeftInset: CGFloat = 20 {
    didSet { setNeedsLayout() }
  }
  private var stateImages: StateImages?

  /// Adds the image view beside the two labels.
  open override func prepare() {
    super.prepare()
    stateImages = StateImages(
      imageView: gifView, in: self, beside: [stateLabel, lastUpdatedTimeLabel])
  }

  /// Shows `images` in `state`, cycling once in `duration` seconds (a tenth of a second an
  /// image unless given); the header grows to fit the tallest image of any state, never
  /// shrinking, as MJRefresh's `setImages:duration:forState:`.
  public func setImages(_ images: [Image], duration: TimeInterval? = nil, for state: RefreshState) {
    stateImages?.set(images, duration: duration, for: state, in: self)
  }

  /// The images set for `state`.
  public func images(for state: RefreshState) -> [Image] {
    stateImages?.images(for: state) ?? []
  }

  /// Places the image left of the texts, or centred without them. Call `super`.
  open override func placeSubviews() {
    super.placeSubviews()
    stateImages?.place(in: bounds, inset: labelLeftInset)
  }

  /// The tallest image, as the window finds named ones.
  open override var minimumHeight: CGFloat { stateImages?.tallestHeight(in: window) ?? 0 }
}
