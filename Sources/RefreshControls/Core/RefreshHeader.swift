import Foundation
import ViewKitLite

/// The HW header: 44 points above the content, an image and a label side by side, pulled down
/// past its height to refresh.
///
/// Rules (SEEDS.md, HW): offsets at or below the top (`−originalInset.top`) are ignored; while
/// dragging, pulled past `top − 44` it turns `.pulling`, back above it `.normal`; released while
/// `.pulling` it refreshes: the inset grows by 44 and the offset follows in 0.25 s. Ending
/// animates the inset back in 0.25 s.
open class RefreshHeader: RefreshBaseView {
  /// The header's height.
  public static let height: CGFloat = 44
  /// The image: a still frame at rest, two frames cycling every 0.3 s while refreshing.
  public let imageView = ImageView()
  /// The state's text.
  public let stateLabel = Label()

  /// Lays out the image and label, and sets the HW texts and images.
  open override func prepare() {
    super.prepare()
    frame.size.height = RefreshHeader.height
    texts = .chineseHeader
    imageView.image = Image(named: "refreshing")
    imageView.animationImages = [Image(named: "refreshing01"), Image(named: "refreshing02")]
      .compactMap { $0 }
    imageView.animationDuration = 0.3
    addSubview(imageView)
    installStateLabel(stateLabel)
  }

  /// Sits `height` above the content; the image and label pair is centred.
  open override func placeSubviews() {
    super.placeSubviews()
    if let scrollView, frame.width != scrollView.bounds.width || frame.minY != -frame.height {
      frame = CGRect(
        x: 0, y: -RefreshHeader.height, width: scrollView.bounds.width, height: RefreshHeader.height
      )
    }
    let x = (bounds.width - 30 - 100) / 2
    imageView.frame = CGRect(x: x, y: 7, width: 30, height: 30)
    stateLabel.frame = CGRect(x: x + 30, y: 12, width: 100, height: 20)
  }

  /// The HW state machine on each offset change.
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard let scrollView, !isHidden, alpha > 0.01, state != .refreshing else { return }
    let offset = scrollView.contentOffset.y
    let happen = -scrollViewOriginalInset.top
    guard offset < happen else {
      pullingPercent = 0
      if state == .pulling, !scrollView.isDragging { state = .normal }
      return
    }
    pullingPercent = (happen - offset) / RefreshHeader.height
    followPull(pastThreshold: offset < happen - RefreshHeader.height)
  }

  /// Texts, image animation and the inset for each state.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    stateLabel.text = texts.text(for: state)
    switch state {
    case .refreshing:
      imageView.startAnimating()
      showRefreshingInset()
    default:
      imageView.stopAnimating()
      if oldState == .refreshing { hideRefreshingInset() }
    }
  }

  private func showRefreshingInset() {
    guard let scrollView else { return }
    let top = scrollViewOriginalInset.top + RefreshHeader.height
    View.animate(withDuration: animationDuration) {
      self.setInsetContribution(EdgeInsets(top: RefreshHeader.height, left: 0, bottom: 0, right: 0))
      if !scrollView.isDragging {
        scrollView.contentOffset.y = -top
      }
    }
  }

  private func hideRefreshingInset() {
    View.animate(withDuration: animationDuration) {
      self.setInsetContribution(.zero)
    } completion: { [weak self] _ in
      self?.pullingPercent = 0
      self?.finishEnding()
    }
  }

  /// Keeps the HW names for the texts.
  public var pullToRefreshText: String {
    get { texts.pull }
    set {
      texts.pull = newValue
      stateLabel.text = texts.text(for: state)
    }
  }

  /// The text shown past the threshold.
  public var releaseToRefreshText: String {
    get { texts.release }
    set {
      texts.release = newValue
      stateLabel.text = texts.text(for: state)
    }
  }

  /// The text shown while refreshing.
  public var refreshingText: String {
    get { texts.refreshing }
    set {
      texts.refreshing = newValue
      stateLabel.text = texts.text(for: state)
    }
  }
}
