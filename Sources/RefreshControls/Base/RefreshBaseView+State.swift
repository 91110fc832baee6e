import Foundation
import ViewKitLite

/// The state machine: states, arming, callbacks, begins and ends, and their completions.
extension RefreshBaseView {
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

  /// Whether offsets are heard: not while hidden, nor while transparent unless the alpha is
  /// ``automaticallyChangeAlpha``'s doing.
  public var hearsScrollView: Bool {
    !isHidden && (alpha > 0.01 || automaticallyChangeAlpha)
  }

  /// Changes the state, or, when asked from inside a change of state (an observer of `state`
  /// calling back into the control), right after that change has run its course: a control
  /// reacts to one state at a time.
  func transition(to newState: RefreshState) {
    guard !isChangingState else {
      queuedStates.append(newState)
      return
    }
    runStateChange { changeState(to: newState) }
  }

  /// Shows the starting state: ``stateDidChange(from:)`` once, from the state itself, as a
  /// change of state runs (a state set inside it is applied after it).
  func deliverStartingState() {
    runStateChange { showStateChange(from: storedState) }
  }

  /// Runs `change` as the one change of state in progress, then the states asked for inside
  /// it, in order.
  private func runStateChange(_ change: () -> Void) {
    isChangingState = true
    change()
    isChangingState = false
    while !queuedStates.isEmpty {
      transition(to: queuedStates.removeFirst())
    }
  }

  func changeState(to newState: RefreshState) {
    let oldState = storedState
    guard newState != oldState else { return }
    if newState == .refreshing, let other = refreshingSibling {
      reportDiagnostic(
        member: "state",
        "\(other.diagnosticName) of the same scroll view is refreshing; refresh controls are "
          + "exclusive, so this one did not start. End the other first.")
      if oldState == .pulling { changeState(to: .normal) }
      runBeginCompletions()
      return
    }
    // An end still finishing when a refresh begins is over: its waiting ends run below, once
    // the new refresh has called back. The new refresh exists before the state is stored, so
    // an observer of the state that ends it waits for its inset.
    let finishing = newState == .refreshing ? refresh : nil
    if newState == .refreshing {
      refresh = RefreshInProgress(insetBefore: insetContribution)
      refreshesBegun += 1
    }
    storedState = newState
    updateArming(from: oldState, to: newState)
    applyState(from: oldState)
    announceState(newState)
    showStateChange(from: oldState)
    if newState == .refreshing {
      if !defersRefreshingCallback { refresh?.callbackPending = true }
      noteRefreshingInsetIfShown()
      deliverCallbackIfOnScreen()
      finishing?.endCompletions.forEach { $0() }
      runBeginCompletionsIfShown()
    } else if oldState == .refreshing {
      refresh?.callbackPending = false
      refreshTask.forget()
      endRefreshingAnimationBeginAction?()
      runBeginCompletions()
      runEndCompletionsIfInsetRemoved()
    }
  }

  /// `.pulling` arms; leaving it disarms, unless for a refresh, which tells `.refreshing`.
  func updateArming(from oldState: RefreshState, to newState: RefreshState) {
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

  func deliverCallbackIfOnScreen() {
    guard let refresh, refresh.callbackPending, !refresh.hasCalledBack, !isMoving,
      window != nil, state == .refreshing
    else { return }
    self.refresh?.callbackPending = false
    self.refresh?.hasCalledBack = true
    refreshingCallback?()
    startRefreshTask()
    if sendsValueChanged {
      sendActions(for: .valueChanged)
    }
    runBeginCompletionsIfShown()
  }

  /// Runs the deferred callback of the running refresh and sends `.valueChanged`, once the
  /// control is on screen (at once, or when it joins a window). Does nothing when not
  /// refreshing, or when this refresh has already called back: each refresh calls back once.
  public func sendRefreshingCallback() {
    guard state == .refreshing, refresh?.hasCalledBack == false else { return }
    refresh?.callbackPending = true
    deliverCallbackIfOnScreen()
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
  }

  /// Begins a refresh as ``beginRefreshing()`` does, and returns once it has ended and the end
  /// animation has finished (the completion of ``endRefreshing(completion:)``): `await` it as
  /// SwiftUI's `RefreshAction` is awaited. While a refresh runs it waits for that one instead;
  /// when the begin is refused it returns at once. Cancelling the waiting task does not stop
  /// the refresh.
  public func refresh() async {
    await withCheckedContinuation { continuation in
      guard !isRefreshing else {
        return waitForEnd { continuation.resume() }
      }
      let begun = refreshesBegun
      beginRefreshing { [weak self] in
        guard let self, self.refreshesBegun > begun else { return continuation.resume() }
        self.waitForEnd { continuation.resume() }
      }
    }
  }

  /// Runs ``refreshingInsetDidShow()`` once for the running refresh, when its inset is in
  /// place (no inset change of this control in flight) and the control is on screen.
  func noteRefreshingInsetIfShown() {
    guard let refresh, !refresh.insetShown, isRefreshing, insetChangesInFlight == 0,
      window != nil, !isMoving
    else { return }
    self.refresh?.insetShown = true
    refreshingInsetDidShow()
  }

  /// Runs the waiting begins' completions once the refresh shows.
  func runBeginCompletionsIfShown() {
    guard !beginCompletions.isEmpty, isRefreshing, insetChangesInFlight == 0,
      refresh?.hasCalledBack == true || !defersRefreshingCallback
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
    announce(accessibilityAnnouncement(for: result))
    refresh?.heldEndCompletion = completion
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

  /// Finishes the end of the last refresh once no inset change of this control is in flight
  /// and what it adds is no more than before that refresh: drops the refresh and runs the ends
  /// waiting for it, oldest first, once each.
  func runEndCompletionsIfInsetRemoved() {
    guard let finished = refresh, state != .refreshing, insetChangesInFlight == 0 else { return }
    let now = insetContribution
    let before = finished.insetBefore
    guard
      now.top <= before.top, now.left <= before.left, now.bottom <= before.bottom,
      now.right <= before.right
    else { return }
    refresh = nil
    finished.endCompletions.forEach { $0() }
  }

  /// Runs `completion` once the running (or ending) refresh's end has finished; at once when
  /// there is none.
  func waitForEnd(_ completion: @escaping @MainActor () -> Void) {
    guard refresh != nil else { return completion() }
    refresh?.endCompletions.append(completion)
  }

  /// Starts the task of ``asyncRefreshingCallback`` for the refresh that called back, unless
  /// the callback ended that refresh or took the control off screen (which, as leaving would,
  /// ends it).
  func startRefreshTask() {
    guard let asyncRefreshingCallback, isRefreshing else { return }
    guard window != nil else { return endRefreshing() }
    refreshTask.start(asyncRefreshingCallback, for: self)
  }

  /// Cancels the running task of ``asyncRefreshingCallback``, if any, and ends its refresh.
  func cancelRefreshTask() {
    guard refreshTask.cancel(), isRefreshing else { return }
    endRefreshing()
  }
}
