import Foundation
import ViewKitLite

/// A control that plays a sequence of images per state: what MJRefresh's Gif header and
/// footers share (``GifRefreshHeader``, ``GifRefreshFooter``, ``AutoGifRefreshFooter``).
///
/// While pulled, the `.normal` images step through with ``RefreshBaseView/pullingPercent`` (the
/// first at rest, the last at the threshold); past the threshold the `.pulling` images, and
/// while refreshing the `.refreshing` images, cycle on the window's clock. The control grows to
/// fit its tallest image, never shrinking. The image view spans from the left edge to
/// ``labelLeftInset`` points before the widest text, the image against its right edge; with no
/// text showing it spans the control, the image centred.
@MainActor
public protocol GifRefreshing: RefreshBaseView {
  /// The image sequence's view.
  var gifView: ImageView { get }
}

extension GifRefreshing {
  /// Points between the image and the text: MJRefresh's 20 for its Gif controls.
  public var labelLeftInset: CGFloat {
    get { stateImages?.labelLeftInset ?? StateImages.defaultLabelLeftInset }
    set {
      stateImages?.labelLeftInset = newValue
      setNeedsLayout()
    }
  }

  /// Shows `images` in `state`, cycling once in `duration` seconds (a tenth of a second an
  /// image unless given); the control grows to fit the tallest image of any state, never
  /// shrinking, as MJRefresh's `setImages:duration:forState:`.
  public func setImages(_ images: [Image], duration: TimeInterval? = nil, for state: RefreshState) {
    stateImages?.set(images, duration: duration, for: state, in: self)
  }

  /// The images set for `state`.
  public func images(for state: RefreshState) -> [Image] {
    stateImages?.images(for: state) ?? []
  }
}
