import Foundation
import ViewKitLite

/// The Arrow design: a ``RefreshControl`` subclass that hides the system spinner and shows a
/// 160 × 60 view with a down arrow, which it turns by observing its own `frame`: past −60 the
/// arrow turns by π in 1 s (pointing up), back above −60 by π again (down). While refreshing
/// the arrow hides and a loading image spins (a turn every 2 s, forever).
///
/// Fixed from the article: the frame observation ends when the control leaves, not in `deinit`.
open class ArrowRefreshControl: RefreshControl {
  /// The arrow design shows no text: a held result only delays the collapse.
  open override var showsHeldResult: Bool { false }

  /// The 160 × 60 view centred horizontally.
  public let refreshView = View(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
  /// The arrow.
  public let pullImageView = ImageView(image: Image(named: "arrow"))
  /// The spinning image while loading.
  public let loadingImageView = ImageView(image: RefreshImages.quan)
  /// Whether the arrow points up.
  public private(set) var isTurned = false
  /// Whether the loading image spins.
  public private(set) var isLoading = false
  private var frameToken: KeyValueObservation?

  /// Hides the spinner and adds the arrow view.
  open override func prepare() {
    super.prepare()
    tintColor = .clear
    pullImageView.frame = CGRect(x: 65, y: 15, width: 30, height: 30)
    loadingImageView.frame = CGRect(x: 65, y: 15, width: 30, height: 30)
    loadingImageView.isHidden = true
    refreshView.addSubview(pullImageView)
    refreshView.addSubview(loadingImageView)
    addSubview(refreshView)
  }

  /// Centres the arrow view.
  open override func placeSubviews() {
    super.placeSubviews()
    refreshView.center.x = bounds.midX
  }

  /// Observes its own frame while in a scroll view, and shows what that frame and the state
  /// call for at once: a control begun before it joined spins as soon as it is placed.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    guard superview != nil else {
      frameToken = nil
      return
    }
    frameToken = observe(\.frame, options: .new) { control, _ in
      control.frameDidChange()
    }
    frameDidChange()
  }

  private func frameDidChange() {
    if isRefreshing, !isLoading {
      pullImageView.isHidden = true
      loadingImageView.isHidden = false
      let spin = BasicAnimation(keyPath: "transform.rotation")
      spin.toValue = 2 * Double.pi
      spin.duration = 2
      spin.isRemovedOnCompletion = false
      spin.repeatCount = .greatestFiniteMagnitude
      loadingImageView.layer.add(spin, forKey: "spin")
      isLoading = true
    }
    if frame.origin.y < -60, !isTurned {
      turnArrow()
      isTurned = true
    } else if frame.origin.y > -60, isTurned {
      turnArrow()
      isTurned = false
    }
  }

  private func turnArrow() {
    View.animate(withDuration: 1) {
      self.pullImageView.transform = self.pullImageView.transform.rotated(by: .pi)
    }
  }

  /// Ends refreshing, shows the arrow again and stops the spin.
  open override func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    super.endRefreshing(completion: completion)
    pullImageView.isHidden = false
    loadingImageView.isHidden = true
    loadingImageView.layer.removeAllAnimations()
    isLoading = false
  }
}
