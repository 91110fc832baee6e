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
///
/// Its rules hold for every subclass, in any module, whatever path sets the state: a refresh
/// calls back once, and only on screen (``defersRefreshingCallback`` and
/// ``sendRefreshingCallback()`` let a control call back when its own animation ends); begins and
/// ends are guarded; controls of one scroll view are exclusive (``refreshingSibling``); and the
/// completion of ``endRefreshing(completion:)`` runs once, when the inset that refresh added
/// (through ``setInsetContribution(_:)``) has been removed and shown.
open class RefreshBaseView: Control {
  /// The scroll view the control is attached to.
  public private(set) weak var scrollView: ScrollView?
  @Dynamic(key: "state") private var storedState = RefreshState.normal
  @Dynamic(key: "pullingPercent") private var storedPullingPercent: CGFloat = 0
  @Dynamic(key: "isArmed") private var storedIsArmed = false
  /// The result shown while a refresh holds it before collapsing; observable.
  @Dynamic public private(set) var heldResult: RefreshResult?
  /// Called when a refresh begins (after the state is stored).
  public var refreshingCallback: (@MainActor () -> Void)?
  /// Run as a task when a refresh begins, after ``refreshingCallback``, as SwiftUI's
  /// `refreshable` runs its action: the refresh ends by itself when it returns, and ends with
  /// ``RefreshResult/failure(_:)`` carrying the error's description when it throws. Removing the
  /// control from its scroll view, or the scroll view from the screen, cancels the task and ends
  /// the refresh; the task then ends nothing. An end from elsewhere lets the task run on, and
  /// its return ends nothing either.
  public var asyncRefreshingCallback: (@MainActor () async throws -> Void)?
  private let refreshTask = RefreshTask()
  /// The texts shown: those assigned, or the language's defaults.
  @Dynamic(key: "texts") private var shownTexts = RefreshTexts.chineseHeader
  /// The texts assigned to this control, which win over its window's language.
  private var assignedTexts: RefreshTexts?
  /// Seconds the inset takes to show a refresh: MJRefresh's fast animation, 0.25 s.
  public var fastAnimationDuration: TimeInterval = 0.25
  /// Seconds the inset takes to go back at the end: MJRefresh's slow animation (0.4 s there);
  /// 0.25 s here, the HW design's.
  public var slowAnimationDuration: TimeInterval = 0.25
  /// Told when the control arms, disarms and starts refreshing: a haptic engine on a device, a
  /// recorder in tests.
  public var feedback: (@MainActor (RefreshFeedback) -> Void)?
  /// Runs as an end's animation starts (the state has left `.refreshing`): MJRefresh's
  /// `endRefreshingAnimationBeginAction`.
  public var endRefreshingAnimationBeginAction: (@MainActor () -> Void)?
  private var observations: [KeyValueObservation] = []
  private var callbackPending = false
  /// Whether the running refresh has called its callback: each refresh calls it once.
  private var hasCalledBack = false
  /// The completion of an end that holds its result, run with the collapse.
  private var heldEndCompletion: (@MainActor () -> Void)?
  /// The completions of begins waiting for their refresh to show, oldest first.
  private var beginCompletions: [@MainActor () -> Void] = []
  /// The completions of ends waiting for the inset to go back, oldest first.
  private var endCompletions: [@MainActor () -> Void] = []
  /// What the control added to the inset when the running (or last) refresh began.
  private var insetBeforeRefresh = EdgeInsets.zero
  /// Animated inset changes of this control not yet shown in full.
  private var insetChangesInFlight = 0
  /// Whether the control is between `willMove(toSuperview:)` and `didMoveToSuperview()`.
  private var isMoving = false
  /// How many refreshes have begun, so a waiter can tell whether its begin started one.
  private var refreshesBegun = 0
  /// Whether a change of state is running its hooks and callback.
  private var isChangingState = false
  /// States asked for while one was changing, applied after it in order.
  private var queuedStates: [RefreshState] = []

  /// Creates a control; ``prepare()`` sets it up.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    prepare()
  }

  // MARK: - State

  /// The control's state. Setting the same state does nothing; a new state is stored (and its
  /// observers told) before ``stateDidChange(from:)`` and any callback run. A state set while
  /// a change runs (by an observer of the state, or by the callback) is applied right after it.
  public var state: RefreshState {
    get { storedState }
    set { transition(to: newValue) }
  }

  /// The words shown in each state; observable. Unless assigned, the control's
  /// ``defaultTexts(for:)`` in its window's ``ViewKitLite/Window/refreshLanguage``, following
  /// the window when that changes. Assigned texts win over the window's language and show at
  /// once.
  public var texts: RefreshTexts {
    get { shownTexts }
    set {
      assignedTexts = newValue
      shownTexts = newValue
    }
  }

  /// The texts this kind of control shows in `language` unless ``texts`` are assigned: the
  /// header texts here, the footer texts for footers. Override it to give your control texts of
  /// its own in each language.
  open func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    .header(in: language)
  }

  /// Shows the defaults in `language`, unless texts were assigned.
  func showTexts(of language: RefreshLanguage) {
    guard assignedTexts == nil else { return }
    let texts = defaultTexts(for: language)
    if texts != shownTexts { shownTexts = texts }
  }

  /// Sets the text shown in `state` (assigning ``texts``, which then keep every state's words
  /// whatever the window's language): MJRefresh's `setTitle(_:forState:)`.
  public func setTitle(_ title: String, for state: RefreshState) {
    switch state {
    case .normal: texts.pull = title
    case .pulling: texts.release = title
    case .refreshing: texts.refreshing = title
    case .noMoreData: texts.noMoreData = title
    }
  }

  /// Whether releasing now would refresh; observable. A control that pulls (the headers, the
  /// back footers, JK) is armed while `.pulling`; one with a trigger of its own arms through
  /// ``setArmed(_:)``. Never while refreshing; an automatic footer never arms.
  public var isArmed: Bool { storedIsArmed }

  /// Arms or disarms the control, telling ``feedback`` when that changes: for a control whose
  /// trigger is not the `.pulling` state (the DZ design arms when fully pulled while dragging).
  /// Ignored while refreshing.
  public func setArmed(_ armed: Bool) {
    guard armed != storedIsArmed, state != .refreshing else { return }
    storedIsArmed = armed
    feedback?(armed ? .armed : .disarmed)
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
      if automaticallyChangeAlpha, !isRefreshing { alpha = min(max(newValue, 0), 1) }
      pullingPercentDidChange()
    }
  }

  /// Whether the control's alpha follows ``pullingPercent`` while pulled, is 1 while
  /// refreshing, and fades back to 0 with the end: MJRefresh's option, off by default. With it
  /// on, a transparent header or footer still hears its scroll view (with it off they ignore
  /// offsets at alpha 0.01 or less, as the HW design does).
  public var automaticallyChangeAlpha = false {
    didSet {
      guard !isRefreshing else { return }
      alpha = automaticallyChangeAlpha ? min(max(pullingPercent, 0), 1) : 1
    }
  }

  /// Whether offsets are heard: not while hidden, nor while transparent unless the alpha is
  /// ``automaticallyChangeAlpha``'s doing.
  public var hearsScrollView: Bool {
    !isHidden && (alpha > 0.01 || automaticallyChangeAlpha)
  }

  /// `value` when it is a finite number of points, 0 or more; otherwise `fallback`, with a
  /// diagnostic naming `member`: how the ignored insets of headers and footers are checked.
  func insetToIgnore(_ value: CGFloat, member: String, fallback: CGFloat) -> CGFloat {
    guard value.isFinite, value >= 0 else {
      reportDiagnostic(
        member: member,
        "refused \(NumberFormat.string(value)): an inset to ignore is a finite number of points, "
          + "0 or more; \(NumberFormat.string(fallback)) is kept.")
      return fallback
    }
    return value
  }

  /// The app's own inset of the scroll view, adjusted for the safe area, without anything
  /// refresh controls added: what thresholds are measured from.
  public var scrollViewOriginalInset: EdgeInsets {
    guard let scrollView else { return .zero }
    return scrollView.adjustedContentInset - RefreshInsetLedger.of(scrollView).total
  }

  /// Changes the state, or, when asked from inside a change of state (an observer of `state`
  /// calling back into the control), right after that change has run its course: a control
  /// reacts to one state at a time.
  private func transition(to newState: RefreshState) {
    guard !isChangingState else {
      queuedStates.append(newState)
      return
    }
    isChangingState = true
    changeState(to: newState)
    isChangingState = false
    while !queuedStates.isEmpty {
      transition(to: queuedStates.removeFirst())
    }
  }

  private func changeState(to newState: RefreshState) {
    let oldState = storedState
    guard newState != oldState else { return }
    let endsBefore = endCompletions.count
    if newState == .refreshing, let other = refreshingSibling {
      reportDiagnostic(
        member: "state",
        "\(other.diagnosticName) of the same scroll view is refreshing; refresh controls are "
          + "exclusive, so this one did not start. End the other first.")
      if oldState == .pulling { changeState(to: .normal) }
      runBeginCompletions()
      return
    }
    storedState = newState
    updateArming(from: oldState, to: newState)
    if newState == .refreshing {
      insetBeforeRefresh = insetContribution
      refreshesBegun += 1
    }
    applyState(from: oldState)
    stateDidChange(from: oldState)
    if newState == .refreshing {
      hasCalledBack = false
      callbackPending = !defersRefreshingCallback
      deliverCallbackIfOnScreen()
      runEndCompletions(first: endsBefore)
      runBeginCompletionsIfShown()
    } else if oldState == .refreshing {
      callbackPending = false
      refreshTask.forget()
      endRefreshingAnimationBeginAction?()
      runBeginCompletions()
      runEndCompletionsIfInsetRemoved()
    }
  }

  /// `.pulling` arms; leaving it disarms, unless for a refresh, which tells `.refreshing`.
  private func updateArming(from oldState: RefreshState, to newState: RefreshState) {
    if newState == .refreshing {
      storedIsArmed = false
      if automaticallyChangeAlpha { alpha = 1 }
      feedback?(.refreshing)
    } else if newState == .pulling {
      setArmed(true)
    } else if oldState == .pulling {
      setArmed(false)
    }
  }

  private func deliverCallbackIfOnScreen() {
    guard callbackPending, !hasCalledBack, !isMoving, window != nil, state == .refreshing else {
      return
    }
    callbackPending = false
    hasCalledBack = true
    refreshingCallback?()
    startRefreshTask()
    if sendsValueChanged {
      sendActions(for: .valueChanged)
    }
    runBeginCompletionsIfShown()
  }

  /// Whether entering refreshing sends `.valueChanged`. `true`; a system-style control's
  /// programmatic begin answers `false`.
  open var sendsValueChanged: Bool { true }

  /// Whether the control takes its scroll view's width and follows it. `true`, as headers and
  /// footers do; a glyph of its own size, like the JK design's, answers `false`.
  open var followsScrollViewWidth: Bool { true }

  /// Whether the callback waits for ``sendRefreshingCallback()`` instead of running when the
  /// state becomes `.refreshing`. `false`; a control that calls back when its own animation
  /// ends (the JK design does, once its inset is shown) answers `true`.
  open var defersRefreshingCallback: Bool { false }

  /// Runs the deferred callback of the running refresh and sends `.valueChanged`, once the
  /// control is on screen (at once, or when it joins a window). Does nothing when not
  /// refreshing, or when this refresh has already called back: each refresh calls back once.
  public func sendRefreshingCallback() {
    guard state == .refreshing, !hasCalledBack else { return }
    callbackPending = true
    deliverCallbackIfOnScreen()
  }

  // MARK: - Beginning and ending

  /// Starts a refresh, as a user's pull would. Refused with a diagnostic while refreshing (or
  /// holding a result), or while another refresh control of the same scroll view refreshes
  /// (they are exclusive).
  open func beginRefreshing() {
    guard heldResult == nil else {
      reportDiagnostic(
        member: "beginRefreshing()",
        "still showing the last refresh's result; begin once the control has collapsed.")
      return runBeginCompletions()
    }
    guard state != .refreshing else {
      return reportDiagnostic(
        member: "beginRefreshing()", "already refreshing; the second begin was ignored.")
    }
    state = .refreshing
  }

  /// Starts a refresh as ``beginRefreshing()`` does; `completion` runs once the refresh shows:
  /// the inset it adds is in and shown, and a control that calls back when shown has called
  /// back. It runs at once when the begin is refused, and at the end when the refresh ends
  /// before it shows: MJRefresh's `beginRefreshingWithCompletionBlock:`.
  public func beginRefreshing(completion: @escaping @MainActor () -> Void) {
    guard !isRefreshing else {
      beginRefreshing()
      return completion()
    }
    beginCompletions.append(completion)
    beginRefreshing()
    runBeginCompletionsIfShown()
  }

  /// Begins a refresh as ``beginRefreshing()`` does, and returns once it has ended and the end
  /// animation has finished (the completion of ``endRefreshing(completion:)``): `await` it as
  /// SwiftUI's `RefreshAction` is awaited. While a refresh runs it waits for that one instead;
  /// when the begin is refused it returns at once. Cancelling the waiting task does not stop
  /// the refresh.
  public func refresh() async {
    await withCheckedContinuation { continuation in
      guard !isRefreshing else {
        return endCompletions.append { continuation.resume() }
      }
      let begun = refreshesBegun
      beginRefreshing { [weak self] in
        guard let self, self.refreshesBegun > begun else { return continuation.resume() }
        self.endCompletions.append { continuation.resume() }
      }
    }
  }

  /// Runs the waiting begins' completions once the refresh shows.
  private func runBeginCompletionsIfShown() {
    guard !beginCompletions.isEmpty, isRefreshing, insetChangesInFlight == 0,
      hasCalledBack || !defersRefreshingCallback
    else { return }
    runBeginCompletions()
  }

  /// Runs the waiting begins' completions now, once each: the begin they wait for showed, or
  /// will not (it was refused, cancelled, or its refresh ended first).
  ///
  /// The control calls it itself in every case it knows of. A subclass whose
  /// ``beginRefreshing()`` defers the change to ``RefreshState/refreshing`` (to scroll first, as
  /// the JK design does) calls it when it cancels such a begin, so that
  /// ``beginRefreshing(completion:)``'s completion still runs once.
  public func runBeginCompletions() {
    let completions = beginCompletions
    beginCompletions = []
    completions.forEach { $0() }
  }

  /// Ends the refresh: the state returns to normal at once, the inset animates back, and
  /// `completion` runs once the inset this refresh added has been removed (at once when it added
  /// none), whatever the subclass. Ignored, with a diagnostic, when not refreshing (the
  /// completion runs at once); a footer with no more data keeps that state (its completion runs
  /// at once).
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
    if let held = heldEndCompletion { endCompletions.append(held) }
    if let completion { endCompletions.append(completion) }
    heldEndCompletion = nil
    heldResult = nil
    state = .normal
  }

  /// Ends the refresh after showing how it went: the state label (of a state header or a
  /// normal footer) and a system-style control's title show `result` for `holding` seconds,
  /// then the control collapses as ``endRefreshing(completion:)`` does, and the state turns
  /// `.normal` as the collapse starts. A begin during the hold is refused with a diagnostic;
  /// a plain end during it collapses at once. Controls without a label collapse after the hold.
  public func endRefreshing(
    result: RefreshResult, holding: TimeInterval = 0.5,
    completion: (@MainActor () -> Void)? = nil
  ) {
    guard state == .refreshing, heldResult == nil else {
      return endRefreshing(completion: completion)
    }
    heldResult = result
    heldEndCompletion = completion
    mainQueue.asyncAfter(holding.isFinite ? max(holding, 0) : 0) { [weak self] in
      guard let self, self.heldResult != nil else { return }
      self.endRefreshing()
    }
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

  /// Another refresh control of the same scroll view that is refreshing, if any: refresh
  /// controls are exclusive, so this one does not start while it is.
  public var refreshingSibling: RefreshBaseView? {
    scrollView?.subviews.lazy.compactMap { $0 as? RefreshBaseView }
      .first { $0 !== self && $0.isRefreshing }
  }

  /// Runs the waiting ends' completions once no inset change of this control is in flight and
  /// what it adds is no more than before the refresh.
  private func runEndCompletionsIfInsetRemoved() {
    guard state != .refreshing, insetChangesInFlight == 0 else { return }
    let now = insetContribution
    let before = insetBeforeRefresh
    guard
      now.top <= before.top, now.left <= before.left, now.bottom <= before.bottom,
      now.right <= before.right
    else { return }
    runEndCompletions()
  }

  /// Runs the waiting ends' completions, oldest first, once each: every one, or the `first`
  /// that were waiting before a new refresh began (an end asked for during its start waits for
  /// its own inset).
  private func runEndCompletions(first count: Int? = nil) {
    let completions = endCompletions.prefix(count ?? endCompletions.count)
    endCompletions.removeFirst(completions.count)
    completions.forEach { $0() }
  }

  // MARK: - Insets

  /// What this control adds to the scroll view's inset now.
  public var insetContribution: EdgeInsets {
    scrollView.map { RefreshInsetLedger.of($0).contribution(of: self) } ?? .zero
  }

  /// Sets what this control adds to the scroll view's inset, through the ledger, which removes
  /// exactly what it added; inside an animation block the change animates. An end's
  /// completion waits until the inset added for its refresh is removed and shown.
  public func setInsetContribution(_ inset: EdgeInsets) {
    guard let scrollView else { return }
    let ledger = RefreshInsetLedger.of(scrollView)
    guard ledger.contribution(of: self) != inset else { return }
    ledger.setContribution(inset, of: self)
    insetChangesInFlight += 1
    scrollView.whenContentInsetChangeIsShown { [weak self] in
      guard let self else { return }
      self.insetChangesInFlight -= 1
      self.runEndCompletionsIfInsetRemoved()
      self.runBeginCompletionsIfShown()
    }
  }

  /// Takes back what this control adds to the inset, animated over ``slowAnimationDuration``,
  /// and sets ``pullingPercent`` to 0 once that is shown: how the headers and footers end a
  /// refresh.
  public func animateInsetContributionBack() {
    View.animate(withDuration: slowAnimationDuration) {
      self.setInsetContribution(.zero)
      if self.automaticallyChangeAlpha { self.alpha = 0 }
    } completion: { [weak self] _ in
      self?.pullingPercent = 0
    }
  }

  // MARK: - Attaching

  /// Stops observing the old scroll view and starts on the new one, as the HW design does.
  /// Callbacks wait while the control moves (a callback that moved the control again would
  /// meet it half moved); ``didMoveToSuperview()`` delivers them. Leaving a scroll view cancels
  /// the task of ``asyncRefreshingCallback`` and ends its refresh. Call `super`.
  open override func willMove(toSuperview newSuperview: View?) {
    super.willMove(toSuperview: newSuperview)
    isMoving = true
    if scrollView != nil { cancelRefreshTask() }
    detach()
    guard let newScrollView = newSuperview as? ScrollView else { return }
    attach(to: newScrollView)
  }

  /// Delivers a callback that waited for the move.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    isMoving = false
    deliverCallbackIfOnScreen()
  }

  /// Shows the texts of the new window's language, and delivers a refresh begun while the
  /// control was off screen; leaving the screen cancels the task of
  /// ``asyncRefreshingCallback`` and ends its refresh. Call `super`.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil { cancelRefreshTask() }
    showTexts(of: window?.refreshLanguage ?? .simplifiedChinese)
    deliverCallbackIfOnScreen()
  }

  /// Starts the task of ``asyncRefreshingCallback`` for the refresh that called back, unless
  /// the callback ended that refresh or took the control off screen (which, as leaving would,
  /// ends it).
  private func startRefreshTask() {
    guard let asyncRefreshingCallback, isRefreshing else { return }
    guard window != nil else { return endRefreshing() }
    refreshTask.start(asyncRefreshingCallback, for: self)
  }

  /// Cancels the running task of ``asyncRefreshingCallback``, if any, and ends its refresh.
  private func cancelRefreshTask() {
    guard refreshTask.cancel(), isRefreshing else { return }
    endRefreshing()
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
        guard let self else { return }
        self.placeInScrollView()
        guard self.isUserInteractionEnabled else { return }
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
    layOut()
  }

  private func detach() {
    observations.forEach { $0.invalidate() }
    observations = []
    if let scrollView {
      RefreshInsetLedger.of(scrollView).setContribution(.zero, of: self)
      scrollView.forgetRefreshControl(self)
    }
    scrollView = nil
    runEndCompletionsIfInsetRemoved()
  }

  /// Whether the control is observing a scroll view.
  public var isObservingScrollView: Bool { !observations.isEmpty }

  // MARK: - Override points

  /// Sets the control up; called once from the initialiser. Call `super`.
  open func prepare() {
    backgroundColor = nil
    showTexts(of: .simplifiedChinese)
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
    layOut()
  }

  /// Places the control in its scroll view, then its subviews.
  private func layOut() {
    placeInScrollView()
    placeSubviews()
  }

  // MARK: - The logic classes' own steps

  /// What the header and footer logic does for a new state, before ``stateDidChange(from:)``:
  /// kept out of the open hooks, so a subclass that draws cannot lose it by not calling
  /// `super`.
  func applyState(from oldState: RefreshState) {}

  /// Where the header and footer logic puts the control, before ``placeSubviews()`` and after
  /// each change of the content's size, for the same reason.
  func placeInScrollView() {}

  /// Adds the state and pulling percent to the dump.
  open override func dumpAttributes() -> [String] {
    var fields = super.dumpAttributes() + ["state=\(state)"]
    if pullingPercent != 0 { fields.append("pulling=\(NumberFormat.string(pullingPercent))") }
    if insetContribution != .zero { fields.append("adds=\(insetContribution)") }
    return fields
  }
}
