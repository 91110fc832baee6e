import Foundation
import RefreshControls
import ViewKitLite

/// The rules of the control's base class (``RefreshRule``), judged on every frame against its
/// model (``RefreshModel``).
extension FuzzSequence {
  /// What one frame saw, for the rules about what changes from one frame to the next.
  struct Glance {
    var table: ObjectIdentifier
    var offset: CGPoint
    var isDragging: Bool
    var state: RefreshState
    var isArmed: Bool
    var refreshesEntered: Int
    var isJudged: Bool
  }

  /// What the rules remember between frames.
  struct RuleMemory {
    var last: Glance?
    var refreshesEntered = 0
    /// The frame of the last begin the sequence asked for.
    var lastBeginFrame = -1
    /// A release while armed, judged on the next frame (the rules run once a frame): the count
    /// of refreshes entered before it, and whether a finger caught the content as it let go.
    var releaseDue: (entered: Int, caught: Bool)?
    /// The refresh running: its table, its start, and the inset it must add.
    var refresh: (table: ObjectIdentifier, start: TimeInterval, inset: EdgeInsets)?
    /// A finger held still: its table, where it holds the content, the content's size (a
    /// change of which moves the content through the limits, and ends the judging) and the
    /// finger's translation (a move of the finger ends it too).
    var held: (table: ObjectIdentifier, offset: CGPoint, contentSize: CGSize, translation: CGPoint)?
    /// Whether the last arming feedback was `.armed`, with no `.disarmed` or `.refreshing`
    /// since.
    var feedbackArmed = false
    /// An end asked while refreshing: the refreshes entered when it was asked, and the seconds
    /// since that the control was on screen with no finger down.
    var endDue: (entered: Int, seconds: TimeInterval)?
    /// A begin asked: the refreshes entered when it was asked, and the seconds since that the
    /// control was on screen and attached.
    var beginDue: (entered: Int, seconds: TimeInterval)?
  }

  /// Fails the sequence for breaking `rule`, unless the rule is ignored.
  func check(_ rule: RefreshRule, _ condition: Bool, _ message: @autoclosure () -> String) {
    guard !ignoredRules.contains(rule) else { return }
    checks += 1
    if !condition { fail(.rule(rule), "rule \(rule.rawValue): \(message())") }
  }

  func checkRules() {
    guard let table else {
      rules.last = nil
      return
    }
    checkFingerHoldsContent(table)
    let now = glance(table)
    defer { rules.last = now }
    checkRefreshingInset(table)
    guard now.isJudged else { return }
    checkPlacement(table, now)
    checkArming(table, now)
    checkRelease(table, now)
    checkCallbackDelivered()
    checkEndsAndBegins(table)
  }

  func glance(_ table: ScrollView) -> Glance {
    let control = subject.control
    let attached = subject.scrollView === table || style == .stretchy
    let hears = subject.base?.hearsScrollView ?? !control.isHidden
    return Glance(
      table: ObjectIdentifier(table), offset: table.contentOffset, isDragging: table.isDragging,
      state: subject.state, isArmed: subject.base?.isArmed ?? (subject.state == .pulling),
      refreshesEntered: rules.refreshesEntered,
      isJudged: attached && hears && control.isUserInteractionEnabled && control.window != nil
        && table.window != nil)
  }

  /// The states in which a drag arms and disarms the control.
  static let idleStates: Set<RefreshState> = [.normal, .pulling]

  /// `.pulling` (or armed) exactly past the threshold while a drag goes on, judged on frames
  /// that moved the content through a whole frame of dragging with no begin between.
  func checkArming(_ table: ScrollView, _ now: Glance) {
    guard let last = rules.last, last.isJudged, last.table == now.table, last.isDragging,
      now.isDragging, now.offset != last.offset, rules.lastBeginFrame < frames - 1,
      let past = model.isPastThreshold(subject.control, in: table)
    else { return }
    func pull() -> String { NumberFormat.string(model.pull(of: subject.control, in: table) ?? 0) }
    if model.base == .system {
      guard last.state == .normal else { return }
      let started = now.refreshesEntered > last.refreshesEntered || now.state == .refreshing
      check(
        .arming, started == past,
        "pulled \(pull()) pt while dragging, the control \(started ? "started" : "did not start") "
          + "refreshing")
      return
    }
    guard Self.idleStates.contains(last.state), Self.idleStates.contains(now.state) else { return }
    let armed = model.armsByPulling ? now.state == .pulling : now.isArmed
    check(
      .arming, armed == past,
      "pulled \(pull()) pt while dragging, the control is \(now.state)"
        + "\(armed ? ", armed" : ", not armed"); past its threshold: \(past)")
    if model.armsByPulling, subject.base != nil {
      check(
        .arming, now.isArmed == (now.state == .pulling),
        "isArmed is \(now.isArmed) while the state is \(now.state)")
    }
  }

  /// Released while armed, a refresh starts by the frame after (unless the app said there is no
  /// more data before the finger let go); when a finger catches the
  /// content in the instant it is released, by the frame after that finger lets go, unless it
  /// drags again (its own release is judged then).
  func checkRelease(_ table: ScrollView, _ now: Glance) {
    if let due = rules.releaseDue, table.isTracking {
      rules.releaseDue = now.isDragging ? nil : (due.entered, true)
    } else if let due = rules.releaseDue, due.caught {
      rules.releaseDue = (due.entered, false)
    } else if let due = rules.releaseDue {
      rules.releaseDue = nil
      check(
        .release, now.refreshesEntered > due.entered,
        "released while \(model.armsByPulling ? "pulling" : "armed"), no refresh started by the "
          + "frame after")
    }
    guard let last = rules.last, last.isJudged, last.table == now.table, last.isDragging,
      !now.isDragging, model.base != .system, model.base != .autoFooter, model.base != .other
    else { return }
    let armed = model.armsByPulling ? last.state == .pulling : last.isArmed
    if armed, now.state != .noMoreData { rules.releaseDue = (last.refreshesEntered, false) }
  }

  /// A second into a refresh, with nothing moving, the inset is the app's plus what the control
  /// adds. The frame exactly a second in is judged: the times' difference is taken to within a
  /// nanosecond, far finer than the clock's tick, so rounding does not skip that frame.
  func checkRefreshingInset(_ table: ScrollView) {
    guard let index = tables.firstIndex(where: { $0 === table }),
      !table.hasRunningAnimations, !subject.control.hasRunningAnimations,
      subject.control.window != nil, subject.scrollView === table
    else { return }
    var expected = appInsets[index]
    if model.base == .autoFooter {
      guard let adds = model.refreshingInset(of: subject.control, in: table) else { return }
      expected = expected + adds
    } else {
      guard let refresh = rules.refresh, refresh.table == ObjectIdentifier(table),
        subject.isRefreshing, window.now - refresh.start >= 1 - 1e-9
      else { return }
      expected = expected + refresh.inset
    }
    check(
      .refreshingInset, table.contentInset.isClose(to: expected),
      "the inset is \(table.contentInset), expected \(expected) (the app's "
        + "\(appInsets[index]) and what the control adds)")
  }

  func checkPlacement(_ table: ScrollView, _ now: Glance) {
    guard !subject.control.hasRunningAnimations, !table.hasRunningAnimations else { return }
    if model.base == .system, now.offset == rules.last?.offset { return }
    check(
      .placement, model.placementHolds(subject.control, in: table),
      "the control sits at \(subject.control.frame), not where its base puts it (content "
        + "\(table.contentSize), inset \(table.contentInset))")
  }

  /// A refresh on screen that does not defer its callback has called it by the next frame.
  func checkCallbackDelivered() {
    guard let base = subject.base, base.isRefreshing, !base.defersRefreshingCallback,
      let entry = refreshEntry, rules.lastBeginFrame < frames - 1
    else { return }
    check(.callback, subject.callbacks > entry.callbacks, "refreshing on screen, not called back")
  }

  /// The callback runs only while refreshing and on screen.
  func checkCallbackMoment() {
    check(
      .callback, subject.isRefreshing && subject.control.window != nil,
      "the callback ran while \(subject.state)\(subject.control.window == nil ? ", off screen" : "")"
    )
  }

  /// An end's completion runs once the inset the refresh added is gone (or a new refresh has
  /// begun, which takes the completions still waiting with it).
  func checkCompletionMoment() {
    guard let base = subject.base, !base.isRefreshing, model.base != .autoFooter,
      model.base != .other, model.base != .stretchy
    else { return }
    check(
      .callback, base.insetContribution == .zero,
      "an end's completion ran while the control still adds \(base.insetContribution)")
  }

  /// While a finger that drags the content holds still, the content stays where it holds it.
  func checkFingerHoldsContent(_ table: ScrollView) {
    guard let held = rules.held, held.table == ObjectIdentifier(table) else { return }
    guard table.contentSize == held.contentSize, table.isDragging, table.window != nil,
      table.panGestureRecognizer.translation(in: nil) == held.translation
    else {
      rules.held = nil
      return
    }
    check(
      .fingerHoldsContent, table.contentOffset == held.offset,
      "a finger holds the content still at \(held.offset), yet it moved to \(table.contentOffset)")
  }

  /// Notes a refresh entered or left, for the rules.
  func noteRefreshRules(from old: RefreshState, to new: RefreshState) {
    if new == .refreshing {
      rules.refreshesEntered += 1
      rules.refresh = table.flatMap { table in
        model.refreshingInset(of: subject.control, in: table).map {
          (ObjectIdentifier(table), window.now, $0)
        }
      }
    } else if old == .refreshing {
      rules.refresh = nil
    }
  }

  /// The control or its scroll view left the screen: what the rules remember of the frames
  /// before does not carry over (a drag the removal cancelled is no release).
  func forgetTheLastFrame() {
    rules.last = nil
    rules.releaseDue = nil
  }

  /// Begins a refresh, noting the frame for the rules; a begin the control refuses with a
  /// diagnostic (one while it still shows a result, say) is not due.
  func beginRefresh() {
    rules.lastBeginFrame = frames
    rules.endDue = nil
    let refusals = window.diagnostics.messages.count
    rules.beginDue = subject.state == .noMoreData ? nil : (rules.refreshesEntered, 0)
    subject.begin()
    if window.diagnostics.messages.count > refusals { rules.beginDue = nil }
  }
}

extension EdgeInsets {
  /// Equal to `other` within a thousandth of a point on every edge.
  func isClose(to other: EdgeInsets) -> Bool {
    abs(top - other.top) < 0.001 && abs(left - other.left) < 0.001
      && abs(bottom - other.bottom) < 0.001 && abs(right - other.right) < 0.001
  }
}
