import Foundation
import ViewKitLite

/// The base of every refresh control: the HW design's base view, MJRefresh's component.
///
/// It attaches to the scroll view it is added to (in `willMove(toSuperview:)`), observes its
/// `contentOffset`, `contentSize` and pan state, and detaches when it leaves. It runs the state
/// machine (`.normal`, `.pulling`, `.refreshing`, `.noMoreData`), calls ``refreshingCallback``
/// and sends `.valueChanged` when a refresh begins (once the control is on screen), and changes
/// insets only through the scroll view's ledger, so it removes exactly what it added.
///
/// Override points carry MJRefresh's names: ``prepare()``, ``placeSubviews()``,
/// ``scrollViewContentOffsetDidChange(_:)``, ``scrollViewContentSizeDidChange(_:)``,
/// ``scrollViewPanStateDidChange(_:)``, ``stateDidChange(from:)`` and
/// ``pullingPercentDidChange()``.
open class RefreshBaseView: Control {
  /// The scroll view the control is attached to.
  public private(set) weak var scrollView: ScrollView?
  @Dynamic(key: "state") private var storedState = RefreshState.normal
  @Dynamic(key: "pullingPercent") private var storedPullingPercent: CGFloat = 0
  /// Called when a refresh begins (after the state is stored).
  public var refreshingCallback: (@MainActor () -> Void)?
  /// The words shown in each state.
  @Dynamic public var texts = RefreshTexts.chineseHeader
  /// Seconds the inset animates in and out.
  public var animationDuration: TimeInterval = 0.25
  private var observations: [KeyValueObservation] = []
  private var callbackPending = false
  /// Whether the running refresh has called its callback: each refresh calls it once.
  private var hasCalledBack = false

  /// Creates a control; ``prepare()`` sets it up.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    prepare()
  }

  // MARK: - State

  /// The control's state. Setting the same state does nothing; a new state is stored (and its
  /// observers told) before ``stateDidChange(from:)`` and any callback run.
  public var state: RefreshState {
    get { storedState }
    set { transition(to: newValue) }
  }

  /// Whether a refresh is running.
  public var isRefreshing: Bool { state == .refreshing }

  /// How far the control is pulled out, as a fraction of its height (0 at rest, 1 at the
  /// threshold, more beyond).
  public var pullingPercent: CGFloat {
    get { storedPullingPercent }
    set {
      guard newValue.isFinite, newValue != storedPullingPercent else { return }
      storedPullingPercent = newValue
      pullingPercentDidChange()
    }
  }

  /// The app's own inset of the scroll view, adjusted for the safe area, without anything
  /// refresh controls added: what thresholds are measured from.
  public var scrollViewOriginalInset: EdgeInsets {
    guard let scrollView else { return .zero }
    return scrollView.adjustedContentInset - RefreshInsetLedger.of(scrollView).total
  }

  private func transition(to newState: RefreshState) {
    let oldState = storedState
    guard newState != oldState else { return }
    storedState = newState
    stateDidChange(from: oldState)
    if newState == .refreshing {
      hasCalledBack = false
      callbackPending = !defersRefreshingCallback
      deliverCallbackIfOnScreen()
    } else if oldState == .refreshing {
      callbackPending = false
    }
  }

  private func deliverCallbackIfOnScreen() {
    guard callbackPending, !hasCalledBack, window != nil, state == .refreshing else { return }
    callbackPending = false
    hasCalledBack = true
    refreshingCallback?()
    if sendsValueChanged {
      sendActions(for: .valueChanged)
    }
  }

  /// Whether entering refreshing sends `.valueChanged` (a system-style control's programmatic
  /// begin does not).
  var sendsValueChanged: Bool { true }

  /// Whether the control takes its scroll view's width and follows it (headers and footers do;
  /// a glyph like JK's keeps its size).
  var followsScrollViewWidth: Bool { true }

  /// Whether the callback waits for ``sendRefreshingCallback()`` instead of running when the
  /// state becomes `.refreshing` (the JK design calls back when its inset animation ends).
  var defersRefreshingCallback: Bool { false }

  /// Runs the deferred callback and sends `.valueChanged`, once the control is on screen.
  func sendRefreshingCallback() {
    guard state == .refreshing else { return }
    callbackPending = true
    deliverCallbackIfOnScreen()
  }

  // MARK: - Beginning and ending

  /// Starts a refresh, as a user's pull would. Refused with a diagnostic while refreshing, or
  /// while another refresh control of the same scroll view refreshes (they are exclusive).
  open func beginRefreshing() {
    guard state != .refreshing else {
      return reportDiagnostic(
        member: "beginRefreshing()", "already refreshing; the second begin was ignored.")
    }
    if let other = refreshingSibling {
      return reportDiagnostic(
        member: "beginRefreshing()",
        "\(other.diagnosticName) of the same scroll view is refreshing; refresh controls are "
          + "exclusive, so this one did not start. End the other first.")
    }
    state = .refreshing
  }

  /// Ends the refresh: the state returns to normal at once, the inset animates back, and
  /// `completion` runs when it has. Ignored, with a diagnostic, when not refreshing; a footer
  /// with no more data keeps that state (its completion runs at once).
  open func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    guard state != .noMoreData else {
      completion?()
      return
    }
    guard state == .refreshing else {
      reportDiagnostic(
        member: "endRefreshing(completion:)",
        "not refreshing (state \(state)); nothing to end. End each refresh once.")
      completion?()
      return
    }
    endCompletion = completion
    state = .normal
  }

  /// The HW and MJRefresh rule on each offset change: while dragging, the control turns
  /// `.pulling` past its threshold and `.normal` back before it; released while `.pulling`, it
  /// refreshes. Call it from ``scrollViewContentOffsetDidChange(_:)``.
  public func followPull(pastThreshold: Bool) {
    guard let scrollView else { return }
    if scrollView.isDragging {
      if state == .normal, pastThreshold, refreshingSibling == nil {
        state = .pulling
      } else if state == .pulling, !pastThreshold {
        state = .normal
      }
    } else if state == .pulling {
      state = .refreshing
    }
  }

  /// The completion of the running end, called by subclasses when their inset is back.
  var endCompletion: (@MainActor () -> Void)?

  /// Runs and clears the end's completion.
  func finishEnding() {
    let completion = endCompletion
    endCompletion = nil
    completion?()
  }

  /// Another refresh control of the same scroll view that is refreshing, if any.
  var refreshingSibling: RefreshBaseView? {
    scrollView?.subviews.lazy.compactMap { $0 as? RefreshBaseView }
      .first { $0 !== self && $0.isRefreshing }
  }

  // MARK: - Insets

  /// What this control adds to the scroll view's inset now.
  public var insetContribution: EdgeInsets {
    scrollView.map { RefreshInsetLedger.of($0).contribution(of: self) } ?? .zero
  }

  /// Sets what this control adds to the scroll view's inset, through the ledger; inside an
  /// animation block the change animates.
  public func setInsetContribution(_ inset: EdgeInsets) {
    guard let scrollView else { return }
    RefreshInsetLedger.of(scrollView).setContribution(inset, of: self)
  }

  // MARK: - Attaching

  /// Stops observing the old scroll view and starts on the new one, as the HW design does.
  open override func willMove(toSuperview newSuperview: View?) {
    super.willMove(toSuperview: newSuperview)
    detach()
    guard let newScrollView = newSuperview as? ScrollView else { return }
    attach(to: newScrollView)
  }

  /// Delivers a refresh begun while the control was off screen.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    deliverCallbackIfOnScreen()
  }

  private func attach(to newScrollView: ScrollView) {
    scrollView = newScrollView
    newScrollView.alwaysBounceVertical = true
    _ = RefreshInsetLedger.of(newScrollView)
    if followsScrollViewWidth {
      frame.size.width = newScrollView.bounds.width
      autoresizingMask.insert(.flexibleWidth)
    }
    observations = [
      newScrollView.observe(\.contentOffset, options: [.old, .new]) { [weak self] _, change in
        guard let self, self.isUserInteractionEnabled else { return }
        self.scrollViewContentOffsetDidChange(change)
      },
      newScrollView.observe(\.contentSize, options: [.old, .new]) { [weak self] _, change in
        guard let self, self.isUserInteractionEnabled else { return }
        self.scrollViewContentSizeDidChange(change)
      },
      newScrollView.panGestureRecognizer.observe(\.state, options: [.old, .new]) {
        [weak self] _, change in
        guard let self, self.isUserInteractionEnabled else { return }
        self.scrollViewPanStateDidChange(change)
      },
    ]
    if state == .refreshing {
      stateDidChange(from: .normal)
    }
    placeSubviews()
  }

  private func detach() {
    observations.forEach { $0.invalidate() }
    observations = []
    if let scrollView {
      RefreshInsetLedger.of(scrollView).setContribution(.zero, of: self)
      scrollView.forgetRefreshControl(self)
    }
    scrollView = nil
  }

  /// Whether the control is observing a scroll view.
  public var isObservingScrollView: Bool { !observations.isEmpty }

  // MARK: - Override points

  /// Sets the control up; called once from the initialiser. Call `super`.
  open func prepare() {
    backgroundColor = nil
  }

  /// Sets `label` up as the HW design's state label (14 pt, centred, showing this state's text)
  /// and adds it.
  func installStateLabel(_ label: Label) {
    label.fontSize = 14
    label.textAlignment = .center
    label.text = texts.text(for: state)
    addSubview(label)
  }

  /// Places the subviews; called on every layout pass. Call `super`.
  open func placeSubviews() {}

  /// The scroll view's offset changed. The default does nothing.
  open func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {}

  /// The scroll view's content size changed. The default does nothing.
  open func scrollViewContentSizeDidChange(_ change: KeyValueObservedChange<CGSize>) {}

  /// The scroll view's pan changed state. The default does nothing.
  open func scrollViewPanStateDidChange(
    _ change: KeyValueObservedChange<PanGestureRecognizer.State>
  ) {}

  /// The state changed from `oldState` (the new one is already stored). Call `super`.
  open func stateDidChange(from oldState: RefreshState) {}

  /// ``pullingPercent`` changed. The default does nothing.
  open func pullingPercentDidChange() {}

  /// Lays out through ``placeSubviews()``.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeSubviews()
  }

  /// Adds the state and pulling percent to the dump.
  open override func dumpAttributes() -> [String] {
    var fields = super.dumpAttributes() + ["state=\(state)"]
    if pullingPercent != 0 { fields.append("pulling=\(NumberFormat.string(pullingPercent))") }
    if insetContribution != .zero { fields.append("adds=\(insetContribution)") }
    return fields
  }
}
