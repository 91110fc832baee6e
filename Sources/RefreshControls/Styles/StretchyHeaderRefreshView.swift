import Foundation
import ViewKitLite

/// The Stretchy design: an image header that stretches instead of sliding, and a separate
/// 30 × 30 indicator above the scroll view that follows the pull, turns its arrow past 130,
/// and spins a ring while loading.
///
/// This view is the indicator; ``install(in:container:)`` adds the header image to the scroll
/// view (with the header's height as the app's top inset, and no automatic adjustment) and the
/// indicator to `container`. It observes the scroll view itself, instead of being fed from the
/// screen's `scrollViewDidScroll`. The design's numbers: header 150, indicator at
/// ((width − 30) / 2, 40), y = pull − 30 unless loading, threshold 130, arrow turns in 0.2 s,
/// slides back in 0.2 s, spins every 0.7 s, fades out in 0.7 s.
open class StretchyHeaderRefreshView: Control {
  /// The article's pull past which releasing loads: 130 points.
  public static let defaultThreshold: CGFloat = 130
  /// The indicator's size.
  public static let indicatorSize: CGFloat = 30
  /// The article's place of the indicator while loading: y 40 in its container.
  public static let defaultLoadingY: CGFloat = 40

  /// The pull past which releasing loads (130 unless set). A value that is not finite and
  /// positive is refused with a diagnostic.
  public var threshold: CGFloat {
    get { storedThreshold }
    set {
      guard newValue.isFinite, newValue > 0 else { return refuse("threshold", newValue) }
      storedThreshold = newValue
    }
  }

  /// Where the indicator rests while loading, its y in its container (40 unless set). A value
  /// that is not finite is refused with a diagnostic.
  public var loadingY: CGFloat {
    get { storedLoadingY }
    set {
      guard newValue.isFinite else { return refuse("loadingY", newValue) }
      storedLoadingY = newValue
    }
  }

  private var storedThreshold = StretchyHeaderRefreshView.defaultThreshold
  private var storedLoadingY = StretchyHeaderRefreshView.defaultLoadingY

  /// The stretching header image. In the scroll view, it passes a screen reader's scroll at the
  /// top and the scroll view's custom actions on to this indicator, which sits outside.
  public let headerImageView: ImageView = StretchyHeaderImageView()
  /// The header's height at rest.
  public let headerHeight: CGFloat
  /// The indicator's image: the arrow, then the ring while loading.
  public let indicatorImageView = ImageView()
  /// The state: normal, pulling (arrow turned), refreshing (loading).
  @Dynamic public private(set) var state = RefreshState.normal
  /// Called once when loading begins.
  public var refreshingCallback: (@MainActor () -> Void)?
  private weak var scrollView: ScrollView?
  private var token: KeyValueObservation?
  /// Whether the indicator is fading out after an end.
  private var isEnding = false
  /// A begin asked while the end fades: loading starts again once it has faded.
  private var beginsAfterEnd = false
  /// A load begun off screen: its callback runs once the indicator joins a window.
  private var callbackPending = false

  /// An indicator for a header showing `image`, `height` points tall.
  public init(image: Image?, height: CGFloat = 150) {
    headerHeight = height
    super.init(frame: CGRect(x: 0, y: -30, width: 30, height: 30))
    headerImageView.image = image
    headerImageView.clipsToBounds = true
    (headerImageView as? StretchyHeaderImageView)?.indicator = self
    isAccessibilityElement = true
    indicatorImageView.image = Image(named: "arrow")
    indicatorImageView.frame = bounds
    addSubview(indicatorImageView)
  }

  private func refuse(_ member: String, _ value: CGFloat) {
    reportDiagnostic(
      member: member,
      "refused \(NumberFormat.string(value)); the old value is kept. Give a finite number of "
        + "points\(member == "threshold" ? " above 0" : "").")
  }

  /// Puts the header image into `scrollView` and the indicator into `container`.
  public func install(in scrollView: ScrollView, container: View) {
    self.scrollView = scrollView
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentInset.top = headerHeight
    scrollView.contentOffset.y = -headerHeight
    headerImageView.frame = CGRect(
      x: 0, y: -headerHeight, width: scrollView.bounds.width, height: headerHeight)
    scrollView.insertSubview(headerImageView, at: 0)
    container.addSubview(self)
    placeAtRest()
    token = scrollView.observe(\.contentOffset) { [weak self] scrollView, _ in
      self?.scrollViewDidScroll(scrollView)
    }
  }

  private func placeAtRest() {
    guard let container = superview else { return }
    let size = StretchyHeaderRefreshView.indicatorSize
    frame = CGRect(x: (container.bounds.width - size) / 2, y: -size, width: size, height: size)
  }

  private func scrollViewDidScroll(_ scrollView: ScrollView) {
    let y = scrollView.contentOffset.y
    if y < -headerHeight {
      headerImageView.frame = CGRect(x: 0, y: y, width: scrollView.bounds.width, height: -y)
    } else if headerImageView.frame.height != headerHeight {
      headerImageView.frame = CGRect(
        x: 0, y: -headerHeight, width: scrollView.bounds.width, height: headerHeight)
    }
    let pull = -y - headerHeight
    guard pull >= 0 else {
      // Scrolled into the content in one step: a finger that had turned the arrow left it.
      if scrollView.isDragging, state == .pulling { disarm() }
      return
    }
    if state != .refreshing {
      frame.origin.y = pull - StretchyHeaderRefreshView.indicatorSize
    }
    if scrollView.isDragging {
      if pull >= threshold, state == .normal {
        state = .pulling
        View.animate(withDuration: 0.2) {
          self.indicatorImageView.transform = Transform(rotationAngle: .pi)
        }
      } else if pull < threshold, state == .pulling {
        disarm()
      }
    } else if state == .pulling {
      startLoading()
    }
  }

  /// Back to normal under the finger: the arrow turns back in 0.2 s.
  private func disarm() {
    state = .normal
    View.animate(withDuration: 0.2) { self.indicatorImageView.transform = .identity }
  }

  /// Starts loading now: the screen's first load at launch. Asked while an end fades out,
  /// loading starts again once it has faded; asked off screen, the callback runs once the
  /// indicator joins a window.
  public func beginRefreshing() {
    if isEnding {
      beginsAfterEnd = true
      return
    }
    guard state != .refreshing else {
      return reportDiagnostic(member: "beginRefreshing()", "already loading; ignored.")
    }
    startLoading()
  }

  private func startLoading() {
    state = .refreshing
    View.animate(withDuration: 0.2) {
      self.frame.origin.y = loadingY
    }
    indicatorImageView.transform = .identity
    indicatorImageView.image = RefreshImages.quan
    let spin = BasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = 2 * Double.pi
    spin.duration = 0.7
    spin.repeatCount = .infinity
    spin.isCumulative = true
    spin.isRemovedOnCompletion = false
    indicatorImageView.layer.add(spin, forKey: "spin")
    callbackPending = true
    callBackIfOnScreen()
  }

  /// Announces the load and calls back, once, when the indicator is on screen (an end clears
  /// the pending callback, so one never comes after the load has ended).
  private func callBackIfOnScreen() {
    guard callbackPending, let window else { return }
    callbackPending = false
    window.post(
      notification: .announcement,
      argument: RefreshTexts.header(in: window.refreshLanguage).refreshing)
    refreshingCallback?()
    sendActions(for: .valueChanged)
  }

  /// Ends loading after `holding` seconds, as refresh controls do with a result; the design
  /// shows no text, so the result only delays the fade.
  public func endRefreshing(result: RefreshResult, holding: TimeInterval = 0.5) {
    guard state == .refreshing else { return endRefreshing() }
    mainQueue.asyncAfter(holding.isFinite ? max(holding, 0) : 0) { [weak self] in
      guard let self, self.state == .refreshing else { return }
      self.endRefreshing()
    }
  }

  /// Finishes loading: the indicator fades out in 0.7 s, then goes back above the screen with
  /// its arrow. Asked again while it fades, it forgets a begin asked meanwhile.
  public func endRefreshing() {
    if isEnding {
      beginsAfterEnd = false
      return
    }
    guard state == .refreshing else {
      return reportDiagnostic(member: "endRefreshing()", "not loading; nothing to end.")
    }
    isEnding = true
    callbackPending = false
    View.animate(withDuration: 0.7) {
      self.alpha = 0
    } completion: { [weak self] _ in
      self?.didEnd()
    }
  }

  /// The end has faded: the indicator rests above the screen with its arrow, and loads again
  /// when a begin came meanwhile.
  private func didEnd() {
    isEnding = false
    placeAtRest()
    alpha = 1
    indicatorImageView.layer.removeAllAnimations()
    indicatorImageView.image = Image(named: "arrow")
    state = .normal
    if beginsAfterEnd {
      beginsAfterEnd = false
      startLoading()
    }
  }

  /// Registers the designs' images in the new window (``RefreshImages/register(in:)``). Call
  /// `super`.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if let window { RefreshImages.register(in: window) }
    callBackIfOnScreen()
  }

  // MARK: - Accessibility

  /// Unless set, the header text for the state in the window's language ("Pull down to
  /// refresh", "Loading..."): the design shows none, a screen reader says it.
  open override var accessibilityLabel: String? {
    get {
      super.accessibilityLabel
        ?? RefreshTexts.header(in: window?.refreshLanguage ?? .simplifiedChinese).text(for: state)
    }
    set { super.accessibilityLabel = newValue }
  }

  /// Besides those set, the indicator's own "Refresh": it sits outside the scroll view, whose
  /// elements offer it through the header image.
  open override var accessibilityCustomActions: [AccessibilityCustomAction] {
    get {
      super.accessibilityCustomActions
        + (scrollView.map { accessibilityActions(offeredIn: $0) } ?? [])
    }
    set { super.accessibilityCustomActions = newValue }
  }

  /// Unless set, the window's refresh language.
  open override var accessibilityLanguage: String? {
    get { super.accessibilityLanguage ?? window?.refreshLanguage.rawValue }
    set { super.accessibilityLanguage = newValue }
  }

  /// Asked for the content above at the top of its scroll view, the indicator loads, as
  /// `UIRefreshControl` does.
  open override func accessibilityScrollBeyondEdge(
    _ direction: AccessibilityScrollDirection, of scrollView: ScrollView
  ) -> Bool {
    direction == .up && scrollView === self.scrollView && beginForAccessibility()
  }

  /// "Refresh" in the window's language, offered on the scroll view's elements while the
  /// indicator rests.
  open override func accessibilityActions(
    offeredIn scrollView: ScrollView
  ) -> [AccessibilityCustomAction] {
    guard scrollView === self.scrollView, !isHidden else { return [] }
    let language = window?.refreshLanguage ?? .simplifiedChinese
    return [
      AccessibilityCustomAction(name: language.refreshActionName) { [weak self] _ in
        self?.beginForAccessibility() ?? false
      }
    ]
  }

  /// Begins loading for a screen reader, unless loading, ending or off screen.
  private func beginForAccessibility() -> Bool {
    guard state != .refreshing, !isEnding, window != nil, scrollView != nil else { return false }
    beginRefreshing()
    return true
  }

  /// Adds the state to the dump.
  open override func dumpAttributes() -> [String] {
    super.dumpAttributes() + ["state=\(state)"]
  }
}
