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
  @exclusivity(unchecked) public internal(set) weak var scrollView: ScrollView?
  @Dynamic(key: "state") var storedState = RefreshState.normal
  @Dynamic(key: "pullingPercent") var storedPullingPercent: CGFloat = 0
  @Dynamic(key: "isArmed") var storedIsArmed = false
  /// The result shown while a refresh holds it before collapsing; observable.
  @Dynamic public internal(set) var heldResult: RefreshResult?
  /// Called when a refresh begins (after the state is stored).
  public var refreshingCallback: (@MainActor () -> Void)?
  /// Run as a task when a refresh begins, after ``refreshingCallback``, as SwiftUI's
  /// `refreshable` runs its action: the refresh ends by itself when it returns, and ends with
  /// ``RefreshResult/failure(_:)`` carrying the error's description when it throws. Removing the
  /// control from its scroll view, or the scroll view from the screen, cancels the task and ends
  /// the refresh; the task then ends nothing. An end from elsewhere lets the task run on, and
  /// its return ends nothing either.
  public var asyncRefreshingCallback: (@MainActor () async throws -> Void)?
  let refreshTask = RefreshTask()
  /// The texts shown: those assigned, or the language's defaults.
  @Dynamic(key: "texts") var shownTexts = RefreshTexts.chineseHeader
  /// The texts assigned to this control, which win over its window's language.
  var assignedTexts: RefreshTexts?
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
  var observations: [KeyValueObservation] = []
  /// The label a state control says its state in, once it gives one (``showState(in:fillingControl:format:)``).
  var stateText: StateText?
  /// The image view a Gif control plays its images in, once it gives one
  /// (``playImages(in:beside:showsAtRest:)``).
  var stateImages: StateImages?
  /// How much of the app's inset the control sits beyond: a header's top, a footer's bottom.
  var ignoredInsets = EdgeInsets.zero
  /// The refresh running, or ending until its end has finished; `nil` between refreshes.
  var refresh: RefreshInProgress?
  /// The completions of begins waiting for their refresh to show, oldest first.
  var beginCompletions: [@MainActor () -> Void] = []
  /// Animated inset changes of this control not yet shown in full.
  var insetChangesInFlight = 0
  /// Whether the control is between `willMove(toSuperview:)` and `didMoveToSuperview()`.
  var isMoving = false
  /// How many refreshes have begun, so a waiter can tell whether its begin started one.
  var refreshesBegun = 0
  /// Whether a change of state is running its hooks and callback.
  var isChangingState = false
  /// States asked for while one was changing, applied after it in order.
  var queuedStates: [RefreshState] = []
  /// Whether the control is an accessibility element, when set.
  var assignedIsAccessibilityElement: Bool?

  /// Creates a control: ``prepare()`` sets it up, then ``stateDidChange(from:)`` shows the
  /// starting state, `.normal`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    prepare()
    deliverStartingState()
  }

  // MARK: - State: what subclasses override (the machine is in RefreshBaseView+State.swift)

  /// The texts this kind of control shows in `language` unless ``texts`` are assigned: the
  /// header texts here, the footer texts for footers. Override it to give your control texts of
  /// its own in each language.
  open func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    .header(in: language)
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

  /// Whether entering refreshing sends `.valueChanged`. `true`; a system-style control's
  /// programmatic begin answers `false`.
  open var sendsValueChanged: Bool { true }

  /// The axis the control is pulled along: vertical for headers and footers, horizontal for a
  /// trailer. Attaching makes the scroll view bounce along it (`alwaysBounceVertical` or
  /// `alwaysBounceHorizontal`), as the HW design does for headers.
  open var pullAxis: ScrollView.Axis { .vertical }

  /// Whether the control takes its scroll view's width and follows it. `true`, as headers and
  /// footers do; a glyph of its own size, like the JK design's, answers `false`.
  open var followsScrollViewWidth: Bool { true }

  /// Whether the callback waits for ``sendRefreshingCallback()`` instead of running when the
  /// state becomes `.refreshing`. `false`; a control that calls back when its own animation
  /// ends (the JK design does, once its inset is shown) answers `true`.
  open var defersRefreshingCallback: Bool { false }

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
    if let held = refresh?.heldEndCompletion { refresh?.endCompletions.append(held) }
    if let completion { refresh?.endCompletions.append(completion) }
    refresh?.heldEndCompletion = nil
    heldResult = nil
    state = .normal
  }

  // MARK: - The look of the labels

  /// The font of the control's labels (a state label, a header's last updated time): what
  /// MJRefresh's `MJRefreshLabelFont` is, bold 14 pt. The HW design's controls
  /// (``NormalRefreshHeader``, ``NormalRefreshFooter``) answer regular 14 pt. Override it for
  /// a look of your own in every control of your class; set a label's `font` to change one.
  open class var labelFont: Font { .boldSystemFont(ofSize: 14) }

  /// The colour of the control's labels: MJRefresh's `MJRefreshLabelTextColor`,
  /// RGB(90, 90, 90), `#5A5A5A`. The HW design's controls answer black. Override it as
  /// ``labelFont``.
  open class var labelTextColor: Color { Color(red255: 90, green255: 90, blue255: 90) }

  /// Gives `label` the class's ``labelFont`` and ``labelTextColor``, centred: MJRefresh's
  /// `mj_label`. Call it from `prepare()` for the labels of a control of your own.
  public func styleLabel(_ label: Label) {
    label.font = Self.labelFont
    label.textColor = Self.labelTextColor
    label.textAlignment = .center
  }

  // MARK: - Attaching: what subclasses override (the rest is in RefreshBaseView+Attaching.swift)

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
    noteRefreshingInsetIfShown()
    deliverCallbackIfOnScreen()
  }

  /// Registers the designs' images in the new window (``RefreshImages/register(in:)``), grows
  /// to fit images named for it that the window has (a `Gif` control's), shows the texts of
  /// its language, and delivers a refresh begun while the control was off screen; leaving the
  /// screen cancels the task of ``asyncRefreshingCallback`` and ends its refresh. Call
  /// `super`.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if let window { RefreshImages.register(in: window) }
    raiseToMinimumHeight()
    if window == nil { cancelRefreshTask() }
    showTexts(of: window?.refreshLanguage ?? .simplifiedChinese)
    announceRefreshIfOnScreen()
    noteRefreshingInsetIfShown()
    deliverCallbackIfOnScreen()
  }

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
  ///
  /// It also runs once for the starting state, right after ``prepare()`` returns, before any
  /// pull and before the control has a scroll view or a window, with `oldState` equal to
  /// ``state`` (both `.normal`): MJRefresh's first `setState:`, which takes every control from
  /// its state 0 to idle. So a control that shows its state only here shows it from the start,
  /// and ``prepare()`` need not. That call is the only one in which `oldState == state`.
  open func stateDidChange(from oldState: RefreshState) {}

  /// ``pullingPercent`` changed. The default does nothing.
  open func pullingPercentDidChange() {}

  /// The inset a begin shows has finished animating into place, on screen: once a refresh, when
  /// its inset animation ends, at once when it needed none, and for a refresh begun off screen
  /// when the control joins a window (before that refresh calls back). Not for a refresh that
  /// ends first. A control that calls back when its refresh has shown (ESPullToRefresh's
  /// handler after its begin animation) answers `true` to ``defersRefreshingCallback`` and
  /// calls ``sendRefreshingCallback()`` here, with no timer to guess the duration. The default
  /// does nothing.
  open func refreshingInsetDidShow() {}

  /// Lays out through ``placeSubviews()``.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOut()
  }

  // MARK: - The logic classes' own steps

  /// What the header and footer logic does for a new state, before ``stateDidChange(from:)``:
  /// kept out of the open hooks, so a subclass that draws cannot lose it by not calling
  /// `super`.
  func applyState(from oldState: RefreshState) {}

  /// The height the control needs at least: 0, or a `Gif` control's tallest image, as its
  /// window finds the images it names. Override it for a control of your own whose content
  /// sets its height: the control grows to it (never shrinks) when it joins a window and at
  /// each layout.
  open var minimumHeight: CGFloat { stateImages?.tallestHeight(in: window) ?? 0 }

  /// Raises the height to ``minimumHeight`` (never lowering it, as MJRefresh's
  /// `setImages:duration:forState:` only raises), and places the control again when it did.
  /// The base calls it; a subclass overrides ``minimumHeight`` instead.
  func raiseToMinimumHeight() {
    let height = minimumHeight
    guard height > frame.height else { return }
    frame.size.height = height
    placeInScrollView()
  }

  /// Where the header and footer logic puts the control, before ``placeSubviews()`` and after
  /// each change of the content's size, the scroll view's size or the app's inset, for the same
  /// reason. Here: as wide as the scroll view, when ``followsScrollViewWidth``.
  func placeInScrollView() {
    guard followsScrollViewWidth, let scrollView else { return }
    frame.size.width = scrollView.bounds.width
  }

  // MARK: - Accessibility (how it works: RefreshBaseView+Accessibility.swift)

  /// A refresh control is one element to a screen reader unless set otherwise, read only while
  /// it shows (the reading order leaves out what its scroll view cuts off, and a hidden or
  /// transparent control); its state label, arrow and spinner are not read on their own.
  open override var isAccessibilityElement: Bool {
    get { assignedIsAccessibilityElement ?? true }
    set { assignedIsAccessibilityElement = newValue }
  }

  /// Unless set, the text the control shows for its state: the held result's while it holds
  /// one, else ``texts``' text for ``state``.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? accessibilityStateText }
    set { super.accessibilityLabel = newValue }
  }

  /// Unless set, the window's ``ViewKitLite/Window/refreshLanguage`` while the control shows
  /// its built-in texts; `nil` once ``texts`` are assigned (they are in the app's language).
  open override var accessibilityLanguage: String? {
    get {
      super.accessibilityLanguage ?? (assignedTexts == nil ? window?.refreshLanguage.rawValue : nil)
    }
    set { super.accessibilityLanguage = newValue }
  }

  /// A control activates only when it is a button (the automatic footer, which loads); a
  /// header does nothing on a double tap.
  open override func accessibilityActivate() -> Bool {
    accessibilityTraits.contains(.button) ? super.accessibilityActivate() : false
  }

  /// Asked for the content beyond its scroll view's edge in ``accessibilityRefreshDirection``,
  /// the control refreshes, as `UIRefreshControl` does at the top: ``accessibilityBeginRefreshing()``.
  open override func accessibilityScrollBeyondEdge(
    _ direction: AccessibilityScrollDirection, of scrollView: ScrollView
  ) -> Bool {
    direction == accessibilityRefreshDirection && scrollView === self.scrollView
      && accessibilityBeginRefreshing()
  }

  /// The control's custom action ("Refresh", "Load more", in the window's language), offered on
  /// every element of its scroll view while the control could refresh: not while hidden, nor
  /// with no more data.
  open override func accessibilityActions(
    offeredIn scrollView: ScrollView
  ) -> [AccessibilityCustomAction] {
    offersAccessibilityAction(in: scrollView) ? [accessibilityRefreshAction] : []
  }

  /// The screen reader's scroll that asks this control to refresh at its edge: `.up` (the
  /// content above, at the top) for headers; footers answer `.down`, trailers `.right`.
  open var accessibilityRefreshDirection: AccessibilityScrollDirection { .up }

  /// The name of the control's custom action in `language`: "Refresh" for headers, "Load
  /// more" for footers and trailers, in each of the six languages. Override it to name yours.
  open func accessibilityActionName(in language: RefreshLanguage) -> String {
    language.refreshActionName
  }

  /// What a screen reader announces when the control enters `state`: ``texts``' refreshing
  /// text when a refresh begins, by any path; its no-more-data text when a footer has no more;
  /// `nil` (nothing) otherwise. Override it to say something else, or nothing. It is asked once
  /// the state is applied (a header's refreshing inset already in), before
  /// ``stateDidChange(from:)`` runs.
  open func accessibilityAnnouncement(for state: RefreshState) -> String? {
    switch state {
    case .refreshing: texts.refreshing
    case .noMoreData: texts.noMoreData
    case .normal, .pulling: nil
    }
  }

  /// What a screen reader announces when a refresh ends holding `result`: the result's text,
  /// as shown.
  open func accessibilityAnnouncement(for result: RefreshResult) -> String? {
    result.text(with: texts)
  }

  /// Begins a refresh a screen-reader user asked for, by the scroll at the edge or the custom
  /// action, exactly as ``beginRefreshing()`` (the same callback, once, and the same
  /// exclusivity), and returns whether it began. Refused (`false`, with no diagnostic: the
  /// user hears the refusal) while refreshing, holding a result, with no more data, hidden or
  /// off screen, or while another control of the scroll view refreshes.
  open func accessibilityBeginRefreshing() -> Bool {
    guard canBeginForAccessibility else { return false }
    beginRefreshing()
    return true
  }

  /// Adds the state and pulling percent to the dump.
  open override func dumpAttributes() -> [String] {
    var fields = super.dumpAttributes() + ["state=\(state)"]
    if pullingPercent != 0 { fields.append("pulling=\(NumberFormat.string(pullingPercent))") }
    if insetContribution != .zero { fields.append("adds=\(insetContribution)") }
    return fields
  }
}
