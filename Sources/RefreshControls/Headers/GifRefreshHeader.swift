import Foundation
import ViewKitLite

/// A header that plays a sequence of images: MJRefresh's `MJRefreshGifHeader`.
///
/// Give it images per state with ``setImages(_:duration:for:)``: while pulled, the `.normal`
/// images step through with ``RefreshBaseView/pullingPercent`` (the first at rest, the last at
/// the threshold); past the threshold the `.pulling` images, and while refreshing the
/// `.refreshing` images, cycle on the window's clock. The header grows to fit its tallest image.
/// The image sits ``labelLeftInset`` points left of the state text, or centred when the labels
/// are hidden.
///
/// ```swift
/// let header = GifRefreshHeader()
/// header.setImages(pullFrames, for: .normal)
/// header.setImages(spinFrames, duration: 0.6, for: .refreshing)
/// header.stateLabel.isHidden = true
/// tableView.refreshHeader = header
/// ```
open class GifRefreshHeader: StateRefreshHeader {
  /// The image sequence's view.
  public let gifView = ImageView()
  /// Points between the image and the state text: MJRefresh's 25.
  public var labelLeftInset: CGFloat = 25 {
    didSet { setNeedsLayout() }
  }
  private var stateImages: StateImages?

  /// Adds the image view; the last updated time is hidden, so the header starts 44 points high.
  open override func prepare() {
    super.prepare()
    lastUpdatedTimeLabel.isHidden = true
    stateImages = StateImages(imageView: gifView, in: self)
  }

  /// Shows `images` in `state`, cycling once in `duration` seconds (a tenth of a second an
  /// image unless given); the header grows to fit the tallest image of any state.
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
    let label = lastUpdatedTimeLabel.isHidden ? stateLabel : widerLabel
    stateImages?.place(in: bounds, beside: label, inset: labelLeftInset)
  }

  /// The state or time label, whichever text is wider.
  private var widerLabel: Label {
    let size = bounds.size
    return lastUpdatedTimeLabel.sizeThatFits(size).width > stateLabel.sizeThatFits(size).width
      ? lastUpdatedTimeLabel : stateLabel
  }
}
