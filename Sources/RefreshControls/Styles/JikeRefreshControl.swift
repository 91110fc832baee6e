import Foundation
import ViewKitLite

/// The Jike "J" (the JK design): a 45 × 45 glyph that follows the pull at half speed, fills
/// with a dark stroke from the hook's tip to the top of the stem, closes into a spinning ring
/// while refreshing, and thins away when it ends.
///
/// The design's numbers: line width 5, bar 16, inner radius 8, drawing centre (22.5, 22.5),
/// rest centre y = −35, stay height 70, hide 0.5 s; `result = (offset + top) / 2`, fill
/// `scale = −(offset + top) / 70`. Fixed from the article: the rest position is set when the
/// control joins its scroll view (and on each frame change), observation ends when it leaves,
/// and every inset change goes through the ledger.
open class JikeRefreshControl: RefreshBaseView {
  /// The light-gray J, rgb 222, 226, 229.
  public static let grayColor = Color(red255: 222, green255: 226, blue255: 229)
  /// The dark fill, rgb 59, 84, 106.
  public static let darkColor = Color(red255: 59, green255: 84, blue255: 106)
  /// The glyph's size.
  public static let size: CGFloat = 45
  /// The centre's y at rest: −45/2 − 12.5.
  public static let restCenterY: CGFloat = -35
  /// How far the content stays pulled while refreshing.
  public static let stayHeight: CGFloat = 70
  /// The duration of the end.
  public static let hideDuration: TimeInterval = 0.5

  let grayLayer = ShapeLayer()
  let bottomLayer = ShapeLayer()
  let topLayer = ShapeLayer()
  private let drawCenter = CGPoint(x: 22.5, y: 22.5)
  private var frameToken: KeyValueObservation?
  private var isShowingRing = false
  /// Whether the running refresh has started its ring and inset: the article's guard against
  /// starting twice, cleared when the refresh ends.
  private var hasStarted = false
  /// Counts the refreshes started, so a start animation that ends late (its control moved and
  /// came back, a new refresh begun meanwhile) calls back only for its own refresh.
  private var refreshSerial = 0
  /// Whether a programmatic begin is scrolling the content down, before it refreshes.
  private var isBeginScrolling = false

  /// The fill: 0 at rest, 1 when pulled 70 points.
  public private(set) var scale: CGFloat = 0

  /// Builds the three layers.
  open override func prepare() {
    super.prepare()
    frame.size = CGSize(width: JikeRefreshControl.size, height: JikeRefreshControl.size)
    grayLayer.fillColor = JikeRefreshControl.grayColor
    grayLayer.strokeColor = JikeRefreshControl.grayColor
    for layer in [bottomLayer, topLayer] {
      layer.strokeColor = JikeRefreshControl.darkColor
      layer.fillColor = nil
      layer.lineWidth = 5
    }
    for layer in [grayLayer, bottomLayer, topLayer] {
      layer.frame = CGRect(
        x: 0, y: 0, width: JikeRefreshControl.size, height: JikeRefreshControl.size)
      self.layer.addSublayer(layer)
    }
  }

  /// Keeps the glyph 45 × 45 at its rest position (or where the pull put it).
  open override func placeSubviews() {
    super.placeSubviews()
    guard let scrollView else { return }
    frame.size = CGSize(width: JikeRefreshControl.size, height: JikeRefreshControl.size)
    center = CGPoint(
      x: scrollView.bounds.width / 2, y: min(center.y, JikeRefreshControl.restCenterY))
  }

  /// Sets the rest position on joining and on each frame change of the scroll view.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    frameToken = nil
    guard let scrollView else { return }
    center = CGPoint(x: scrollView.bounds.width / 2, y: JikeRefreshControl.restCenterY)
    frameToken = scrollView.observe(\.frame) { [weak self] scrollView, _ in
      self?.center = CGPoint(x: scrollView.bounds.width / 2, y: JikeRefreshControl.restCenterY)
    }
    if isRefreshing {
      View.animate(withDuration: 0.5) {
        self.setInsetContribution(
          EdgeInsets(top: JikeRefreshControl.stayHeight, left: 0, bottom: 0, right: 0))
      }
    }
  }

  /// Follows the pull at half speed and fills; past 70 while dragging it is pulling, released
  /// it refreshes.
  ///
  /// The position rule runs on every offset change, in every state, with the whole top inset
  /// (the 70 points of a refresh included): inside the animation that shows the refresh it
  /// animates the glyph from where it is shown to its rest, and a drag while refreshing moves it.
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard let scrollView else { return }
    let result = (scrollView.contentOffset.y + scrollView.adjustedContentInset.top) / 2
    center.y = min(result, JikeRefreshControl.restCenterY)
    guard state != .refreshing else { return }
    let pull = -(scrollView.contentOffset.y + scrollViewOriginalInset.top)
    followPull(pastThreshold: -pull / 2 < JikeRefreshControl.restCenterY)
    scale = min(max(pull / JikeRefreshControl.stayHeight, 0), 1)
    pullingPercent = scale
    drawGlyph()
  }

  /// Draws the J, the bottom arc and the top bar for the current fill (``JikeGlyph``).
  func drawGlyph() {
    guard !isShowingRing else { return }
    guard scale >= 0.016 else {
      [grayLayer, bottomLayer, topLayer].forEach { $0.path = nil }
      return
    }
    let glyph = JikeGlyph(fill: scale)
    grayLayer.path = glyph.j.cgPath
    bottomLayer.path = glyph.bottomArc.cgPath
    topLayer.path = glyph.topBar?.cgPath
  }

  /// Calls back when the refreshing inset is shown, as the article does.
  open override var defersRefreshingCallback: Bool { true }

  /// Keeps the glyph's own 45 points.
  open override var followsScrollViewWidth: Bool { false }

  /// A tab-bar tap: the content scrolls down 70 in 0.25 s, then the refresh begins. Ignored
  /// while already begun. Under a finger dragging the content, the refresh begins at once and
  /// the content stays where the finger holds it.
  open override func beginRefreshing() {
    guard !isBeginScrolling else {
      return reportDiagnostic(
        member: "beginRefreshing()",
        "a begin is already scrolling the content down; the second begin was ignored.")
    }
    guard state == .normal, let scrollView, !scrollView.isDragging else {
      return super.beginRefreshing()
    }
    let top = scrollViewOriginalInset.top
    isBeginScrolling = true
    View.animate(withDuration: 0.25) {
      scrollView.contentOffset.y = -(top + JikeRefreshControl.stayHeight)
    } completion: { [weak self] _ in
      guard let self, self.isBeginScrolling else { return }
      self.isBeginScrolling = false
      self.scale = 1
      self.state = .refreshing
    }
  }

  /// A screen reader's begin, refused while a begin already scrolls the content down.
  open override func accessibilityBeginRefreshing() -> Bool {
    !isBeginScrolling && super.accessibilityBeginRefreshing()
  }

  /// Ends the refresh. An end while a begin still scrolls down cancels that begin, as
  /// UIKit's and MJRefresh's controls end a refresh begun a moment ago: the content scrolls back
  /// in 0.25 s, nothing calls back, and `completion` runs when it is back.
  open override func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    guard state == .normal, isBeginScrolling, let scrollView else {
      return super.endRefreshing(completion: completion)
    }
    isBeginScrolling = false
    runBeginCompletions()
    let top = scrollViewOriginalInset.top
    View.animate(withDuration: 0.25) {
      scrollView.contentOffset.y = -top
    } completion: { _ in
      completion?()
    }
  }

  /// Refreshing: the ring and the inset; normal after refreshing: the end.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      startRefreshing()
    } else if oldState == .refreshing {
      hide()
    }
  }

  private func startRefreshing() {
    guard !hasStarted else { return }
    hasStarted = true
    refreshSerial += 1
    let serial = refreshSerial
    bottomLayer.removeAnimation(forKey: "thin")
    showRing()
    mainQueue.async { [weak self] in
      guard let self, self.isRefreshing, self.refreshSerial == serial,
        let scrollView = self.scrollView
      else { return }
      View.animate(withDuration: 0.5) {
        self.setInsetContribution(
          EdgeInsets(top: JikeRefreshControl.stayHeight, left: 0, bottom: 0, right: 0))
        guard !scrollView.isDragging else { return }
        scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
      } completion: { [weak self] _ in
        guard let self, self.refreshSerial == serial else { return }
        self.sendRefreshingCallback()
      }
    }
  }

  /// The J closes into a ring (strokeEnd 0.25 → 1 in 0.15 s) as the bar draws back, then spins.
  private func showRing() {
    isShowingRing = true
    bottomLayer.lineWidth = 5
    grayLayer.path = nil
    bottomLayer.path =
      BezierPath(
        arcCenter: drawCenter, radius: 10.5, startAngle: 0, endAngle: 2 * .pi - 0.1, clockwise: true
      ).cgPath
    let close = BasicAnimation(keyPath: "strokeEnd")
    close.fromValue = 0.25
    close.toValue = 1
    close.duration = 0.15
    bottomLayer.add(close, forKey: "close")
    let retract = BasicAnimation(keyPath: "strokeEnd")
    retract.fromValue = 1
    retract.toValue = 0
    retract.duration = 0.15
    retract.fillMode = .forwards
    retract.isRemovedOnCompletion = false
    topLayer.add(retract, forKey: "retract")
    let spin = BasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = 2 * Double.pi
    spin.duration = 0.5
    spin.repeatCount = .infinity
    spin.beginTime = (window?.now ?? 0) + 0.15
    bottomLayer.add(spin, forKey: "spin")
  }

  /// The ring thins to nothing in 0.5 s while the inset goes back; then everything resets.
  private func hide() {
    hasStarted = false
    let thin = BasicAnimation(keyPath: "lineWidth")
    thin.fromValue = 5
    thin.toValue = 0
    thin.duration = JikeRefreshControl.hideDuration
    thin.fillMode = .forwards
    thin.isRemovedOnCompletion = false
    bottomLayer.add(thin, forKey: "thin")
    View.animate(withDuration: JikeRefreshControl.hideDuration) {
      self.setInsetContribution(.zero)
      self.scrollContentBackToTheTop()
    } completion: { [weak self] _ in
      self?.reset()
    }
  }

  /// Content a begin scrolled down past the top with no inset to hold it there (an end that
  /// came before the inset) goes back to the top, unless a finger holds it.
  private func scrollContentBackToTheTop() {
    guard let scrollView, !scrollView.isDragging else { return }
    let top = -scrollView.adjustedContentInset.top
    if scrollView.contentOffset.y < top { scrollView.contentOffset.y = top }
  }

  private func reset() {
    guard !isRefreshing else { return }
    isShowingRing = false
    for layer in [grayLayer, bottomLayer, topLayer] {
      layer.removeAllAnimations()
      layer.path = nil
      layer.strokeEnd = 1
    }
    bottomLayer.lineWidth = 5
    topLayer.lineWidth = 5
    scale = 0
  }

  /// Adds the fill to the dump.
  open override func dumpAttributes() -> [String] {
    super.dumpAttributes() + ["scale=\(NumberFormat.string(scale))"]
  }
}
