import Foundation
import ViewKitLite

/// Keeps an image view showing a refresh control's images for its state: at rest the image its
/// pull has reached, one of the images for `.normal` picked by ``RefreshBaseView/pullingPercent``;
/// past the threshold and while refreshing, the images for that state cycling on the window's
/// clock (one image stands still). The image sequences of MJRefresh's Gif header and footers.
@MainActor
final class StateImages {
  private struct Sequence {
    let images: [Image]
    let duration: TimeInterval
  }

  private let imageView: ImageView
  private let showsAtRest: Bool
  private var sequences: [RefreshState: Sequence] = [:]
  private var tokens: [KeyValueObservation] = []
  /// The `.normal` image shown at rest, while one is.
  private var shownIndex: Int?

  /// Adds `imageView` to `control` and keeps it showing the images for the control's state,
  /// now and whenever the state or the pull changes. With `showsAtRest` false (an automatic
  /// footer) the image shows only while refreshing.
  init(imageView: ImageView, in control: RefreshBaseView, showsAtRest: Bool = true) {
    self.imageView = imageView
    self.showsAtRest = showsAtRest
    control.addSubview(imageView)
    tokens = [
      control.observe(\.state, options: .initial) { [weak self] control, _ in
        self?.show(control)
      },
      control.observe(\.pullingPercent) { [weak self] control, _ in
        self?.pullChanged(control)
      },
    ]
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
    let tallest = sequences.values.flatMap(\.images).map(\.size.height).max() ?? 0
    if tallest > control.frame.height { control.frame.size.height = tallest }
    control.setNeedsLayout()
  }

  /// The images set for `state`.
  func images(for state: RefreshState) -> [Image] { sequences[state]?.images ?? [] }

  /// Sizes the image view to the image it shows and places it: centred in `bounds` when
  /// `label` is hidden, otherwise `inset` points left of the label's text, centred on it (the
  /// text's width measured at the label's font).
  func place(in bounds: CGRect, beside label: Label, inset: CGFloat) {
    let size = imageView.displayedImage?.size ?? .zero
    let y = (bounds.height - size.height) / 2
    guard !label.isHidden, label.text?.isEmpty == false else {
      imageView.frame = CGRect(
        x: (bounds.width - size.width) / 2, y: y, width: size.width,
        height: size.height)
      return
    }
    let textWidth = min(label.sizeThatFits(bounds.size).width, bounds.width)
    let x = bounds.midX - textWidth / 2 - inset - size.width
    imageView.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
  }

  private func show(_ control: RefreshBaseView) {
    let size = imageView.displayedImage?.size
    defer {
      if imageView.displayedImage?.size != size { control.setNeedsLayout() }
    }
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
