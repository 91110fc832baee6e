import Foundation
import ViewKitLite

/// Keeps an image view showing a refresh control's images for its state: at rest the image its
/// pull has reached, one of the images for `.normal` picked by ``RefreshBaseView/pullingPercent``;
/// past the threshold and while refreshing, the images for that state cycling on the window's
/// clock (one image stands still). The image sequences of MJRefresh's Gif header and footers,
/// placed as MJRefresh places them.
@MainActor
final class StateImages {
  private struct Sequence {
    let images: [Image]
    let duration: TimeInterval
  }

  private let imageView: ImageView
  private let labels: [Label]
  private let showsAtRest: Bool
  private var sequences: [RefreshState: Sequence] = [:]
  private var tokens: [KeyValueObservation] = []
  /// The `.normal` image shown at rest, while one is.
  private var shownIndex: Int?
  /// Points between the image and the text: MJRefresh's 20 for its Gif controls.
  static let defaultLabelLeftInset: CGFloat = 20
  /// Points between the image and the text (``GifRefreshing/labelLeftInset``).
  var labelLeftInset = StateImages.defaultLabelLeftInset

  /// Adds `imageView` to `control` and keeps it showing the images for the control's state,
  /// now and whenever the state or the pull changes, beside `labels` (the control lays out
  /// again when their texts change). With `showsAtRest` false (an automatic footer) the image
  /// shows only while refreshing.
  init(
    imageView: ImageView, in control: RefreshBaseView, beside labels: [Label],
    showsAtRest: Bool = true
  ) {
    self.imageView = imageView
    self.labels = labels
    self.showsAtRest = showsAtRest
    control.addSubview(imageView)
    tokens =
      [
        control.observe(\.state, options: .initial) { [weak self] control, _ in
          self?.show(control)
        },
        control.observe(\.pullingPercent) { [weak self] control, _ in
          self?.pullChanged(control)
        },
      ]
      + labels.flatMap { label in
        [
          label.observe(\.text) { [weak control] _, _ in control?.setNeedsLayout() },
          label.observe(\.isHidden) { [weak control] _, _ in control?.setNeedsLayout() },
        ]
      }
  }

  /// Sets the images for `state`, cycling once in `duration` seconds (a tenth of a second an
  /// image unless given), grows `control` to fit the tallest image of any state, and shows
  /// them if the control is in that state.
  func set(
    _ images: [Image], duration: TimeInterval?, for state: RefreshState,
    in control: RefreshBaseView
  ) {
    let seconds = duration.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    sequences[state] = Sequence(images: images, duration: seconds ?? Double(images.count) * 0.1)
    show(control)
    control.raiseToMinimumHeight()
    control.setNeedsLayout()
  }

  /// The images set for `state`.
  func images(for state: RefreshState) -> [Image] { sequences[state]?.images ?? [] }

  /// The height of the tallest image of any state, named ones as `window` finds them (zero for
  /// a name it does not know, or without a window).
  func tallestHeight(in window: Window?) -> CGFloat {
    let heights = sequences.values.flatMap(\.images).map { image in
      (image.resolved(in: window)?.size ?? image.size).height
    }
    return heights.max() ?? 0
  }

  /// Places the image view as MJRefresh does: across `bounds` with the image centred when no
  /// label shows text; otherwise from the left edge to ``labelLeftInset`` points before the
  /// widest text (centred in `bounds`), the image against its right edge, centred in height.
  func place(in bounds: CGRect) {
    let widths = labels.filter { !$0.isHidden && $0.text?.isEmpty == false }.map {
      min($0.sizeThatFits(bounds.size).width, bounds.width)
    }
    guard let textWidth = widths.max() else {
      imageView.contentMode = .center
      imageView.frame = bounds
      return
    }
    imageView.contentMode = .right
    imageView.frame = CGRect(
      x: bounds.minX, y: bounds.minY,
      width: max(bounds.width / 2 - textWidth / 2 - labelLeftInset, 0),
      height: bounds.height)
  }

  private func show(_ control: RefreshBaseView) {
    shownIndex = nil
    let state = control.state
    let shows = state == .refreshing || (showsAtRest && state != .noMoreData)
    imageView.isHidden = !shows
    guard shows, let sequence = sequences[state], !sequence.images.isEmpty else {
      return imageView.stopAnimating()
    }
    if state == .normal || sequence.images.count == 1 {
      let index = index(of: control.pullingPercent, in: sequence.images)
      if state == .normal { shownIndex = index }
      imageView.stopAnimating()
      imageView.image = sequence.images[index]
    } else {
      imageView.stopAnimating()
      imageView.image = sequence.images[0]
      imageView.animationImages = sequence.images
      imageView.animationDuration = sequence.duration
      imageView.startAnimating()
    }
  }

  /// A pull at rest picks its image: only when the image it reaches changes, not every frame of
  /// the pull.
  private func pullChanged(_ control: RefreshBaseView) {
    guard control.state == .normal, let images = sequences[.normal]?.images, !images.isEmpty,
      index(of: control.pullingPercent, in: images) != shownIndex
    else { return }
    show(control)
  }

  /// The image a pull of `percent` reaches: the first at rest, the last at the threshold.
  private func index(of percent: CGFloat, in images: [Image]) -> Int {
    let index = Int((min(max(percent, 0), 1) * CGFloat(images.count)).rounded(.down))
    return min(index, images.count - 1)
  }
}
