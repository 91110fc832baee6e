import Foundation
import ViewKitLite

/// The DZ design: a gray blob grows as you pull; past the view's 80 points, releasing starts a
/// 0.8 s wobble through seven ovals, drawn as a dashed outline, that settles into a dashed ring
/// drawing itself round and round (strokeEnd 0 → 1 every 2 s, for 5 s).
///
/// As in the article it takes the scroll view's delegate to hear `scrollViewDidScroll` and
/// `scrollViewWillEndDragging`; unlike the article it forwards every call, the table's too, to
/// the screen's own delegate (``screenDelegate``, taken from the scroll view when the blob
/// joins it). The end clears the ring when its inset animation completes.
open class BlobRefreshView: RefreshBaseView, TableViewDelegate {
  /// The view's height.
  public static let height: CGFloat = 80
  /// Told when a refresh begins.
  public weak var delegate: (any BlobRefreshViewDelegate)?
  /// The screen's own scroll-view delegate, which hears every call.
  public weak var screenDelegate: ScrollViewDelegate?
  /// The blob, then the ring.
  public let shapeLayer = ShapeLayer()
  /// How far pulled, 0…1 of the height.
  public private(set) var progress: CGFloat = 0
  private var isAnimating = false

  /// A blob view for `scrollView`, added to it: as wide as the scroll view (it follows its
  /// width), so the blob stays centred on a table narrower than the screen.
  public convenience init(scrollView: ScrollView) {
    self.init(frame: CGRect(x: 0, y: -BlobRefreshView.height, width: 0, height: 0))
    scrollView.addSubview(self)
  }

  /// Sets the layer's gray stroke.
  open override func prepare() {
    super.prepare()
    shapeLayer.strokeColor = .gray
    shapeLayer.fillColor = .gray
    shapeLayer.lineWidth = 0
    layer.addSublayer(shapeLayer)
  }

  /// Takes the scroll view's delegate, keeping the screen's to forward to.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    guard let scrollView else { return }
    if scrollView.delegate !== self {
      screenDelegate = scrollView.delegate
      scrollView.delegate = self
    }
  }

  /// Gives the scroll view its screen's delegate back when leaving.
  open override func willMove(toSuperview newSuperview: View?) {
    if let scrollView, scrollView.delegate === self, newSuperview !== scrollView {
      scrollView.delegate = screenDelegate
    }
    super.willMove(toSuperview: newSuperview)
  }

  /// Keeps the view 80 high above the content.
  open override func placeSubviews() {
    super.placeSubviews()
    frame.origin.y = -BlobRefreshView.height
    frame.size.height = BlobRefreshView.height
    shapeLayer.frame = bounds
  }

  // MARK: - Delegate

  /// Measures the pull and redraws the blob, then forwards.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {
    let pull = max(-(scrollView.contentOffset.y + scrollViewOriginalInset.top), 0)
    progress = min(pull / BlobRefreshView.height, 1)
    pullingPercent = progress
    setArmed(scrollView.isDragging && progress >= 1 && refreshingSibling == nil)
    redraw(pull: pull)
    screenDelegate?.scrollViewDidScroll(scrollView)
  }

  /// Begins a refresh when released fully pulled, then forwards.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    if !isRefreshing, progress >= 1, refreshingSibling == nil {
      delegate?.doRefresh(self)
      state = .refreshing
    }
    screenDelegate?.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
  }

  /// Forwards.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    screenDelegate?.scrollViewWillBeginDragging(scrollView)
  }

  /// Forwards.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    screenDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }

  /// Forwards.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    screenDelegate?.scrollViewWillBeginDecelerating(scrollView)
  }

  /// Forwards.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    screenDelegate?.scrollViewDidEndDecelerating(scrollView)
  }

  /// Forwards.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    screenDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
  }

  /// Forwards the row height to the screen's table delegate, or the table's row height.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    (screenDelegate as? TableViewDelegate)?.tableView(tableView, heightForRowAt: indexPath)
      ?? tableView.rowHeight
  }

  // MARK: - Drawing

  private func redraw(pull: CGFloat) {
    guard !isAnimating else { return }
    shapeLayer.lineWidth = 0
    shapeLayer.lineDashPattern = []
    shapeLayer.fillColor = .gray
    let width = min(bounds.width * progress * 0.8, 15)
    shapeLayer.path =
      BezierPath(
        ovalIn: CGRect(
          x: bounds.width / 2 - 7.5, y: BlobRefreshView.height - pull + 1, width: width,
          height: BlobRefreshView.height * progress * 0.8)
      ).cgPath
  }

  /// The seven ovals of the wobble, relative to the view's centre (from the article).
  var wobble: [ShapePath] {
    let (cx, cy) = (bounds.width / 2, bounds.height / 2)
    return [
      (-20, -15, 10), (-8, -2, 30), (-18, -18, 20), (-12, -7, 35), (-17, -17, 28), (-15, -13, 33),
      (-15, -15, 30),
    ]
    .map {
      BezierPath(ovalIn: CGRect(x: cx + $0.0, y: cy + $0.1, width: $0.2, height: $0.2)).cgPath
    }
  }

  /// Refreshing: inset +80 in 0.3 s, the wobble and the ring; normal: the inset back.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      beginAnimating()
    } else if oldState == .refreshing {
      View.animate(withDuration: 0.3) {
        self.setInsetContribution(.zero)
      } completion: { [weak self] _ in
        guard let self, !self.isRefreshing else { return }
        self.isAnimating = false
        self.shapeLayer.removeAllAnimations()
        self.shapeLayer.path = nil
      }
    }
  }

  private func beginAnimating() {
    isAnimating = true
    View.animate(withDuration: 0.3) {
      self.setInsetContribution(
        EdgeInsets(top: BlobRefreshView.height, left: 0, bottom: 0, right: 0))
    }
    let wobble = KeyframeAnimation(keyPath: "path")
    wobble.duration = 0.8
    wobble.values = self.wobble
    shapeLayer.add(wobble, forKey: "wobble")
    shapeLayer.path = self.wobble.last
    shapeLayer.fillColor = nil
    shapeLayer.lineWidth = 4
    shapeLayer.lineDashPattern = [2]
    let draw = BasicAnimation(keyPath: "strokeEnd")
    draw.duration = 2
    draw.fromValue = 0
    draw.toValue = 1
    draw.repeatDuration = 5
    shapeLayer.add(draw, forKey: "draw")
  }

  /// A screen reader's begin is a release fully pulled: the delegate's `doRefresh(_:)` runs
  /// first, as it does for a pull.
  open override func accessibilityBeginRefreshing() -> Bool {
    guard canBeginForAccessibility else { return false }
    delegate?.doRefresh(self)
    state = .refreshing
    return true
  }

  /// The article's name for the end.
  public func endRefresh() {
    endRefreshing()
  }
}
