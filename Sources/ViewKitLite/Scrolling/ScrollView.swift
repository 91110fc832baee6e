import Foundation

/// A view whose content moves under a finger: UIKit's `UIScrollView`, on both axes.
///
/// `contentOffset` is `bounds.origin`: a subview at y = −44 shows when the offset is below 0.
/// Along each axis the offset rests within its limits (vertically `-adjustedContentInset.top …
/// contentSize.height − bounds.height + adjustedContentInset.bottom`, horizontally the same
/// with the width and the left and right insets); fingers drag it past them through a 0.55
/// rubber band whose dimension is the bounds' extent on that axis, and releasing starts momentum
/// and a critically damped bounce on each axis on its own (see ``ScrollPhysics``), all on the
/// window's clock. An axis scrolls when its content is larger than the bounds, or
/// ``alwaysBounceVertical`` / ``alwaysBounceHorizontal`` is set. ``isDirectionalLockEnabled``
/// keeps a drag that starts along an axis on it; ``isPagingEnabled`` stops on pages of the
/// bounds' size. Changing the inset or content size retargets a bounce or momentum; while
/// idle, an offset such a change leaves out of range is pulled back (animated inside an
/// animation block).
open class ScrollView: View {
  @Dynamic(key: "contentSize") private var storedContentSize = CGSize.zero
  @Dynamic(key: "contentInset") private var storedContentInset = EdgeInsets.zero
  /// Which safe-area insets join `contentInset` in `adjustedContentInset`.
  @Dynamic public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// Whether the content may be dragged and flung past its limits and bounce back.
  @Dynamic public var bounces = true
  /// Whether a vertical drag moves content shorter than the bounds.
  @Dynamic public var alwaysBounceVertical = false
  /// Whether a horizontal drag moves content narrower than the bounds.
  @Dynamic public var alwaysBounceHorizontal = false
  /// Whether a drag whose first 10 points of movement lie within 22.5° of an axis moves along
  /// that axis only, until the finger lifts (a more diagonal start moves both). Off by default;
  /// with it on, content waits for those 10 points before it moves.
  @Dynamic public var isDirectionalLockEnabled = false
  /// Whether a release stops on a page, a multiple of the bounds' size along each axis that
  /// scrolls: faster than 300 points a second, the next page in the release's direction;
  /// slower, the nearest page; moving there with the bounce's spring.
  @Dynamic public var isPagingEnabled = false
  /// Whether fingers scroll the content.
  @Dynamic public var isScrollEnabled = true
  /// How quickly momentum dies.
  @Dynamic public var decelerationRate = DecelerationRate.normal
  /// Whether a finger is down on the content (it may not have moved yet).
  @Dynamic public internal(set) var isTracking = false
  /// Whether a finger is dragging the content: from its first move until it lifts.
  @Dynamic public internal(set) var isDragging = false
  /// Whether momentum or a bounce is moving the content.
  @Dynamic public internal(set) var isDecelerating = false

  /// The pan that drags the content; observe its `state`.
  public let panGestureRecognizer = PanGestureRecognizer()
  /// Told about scrolling; held weakly.
  public weak var delegate: ScrollViewDelegate?

  /// Momentum or a bounce along each axis, moving on its own.
  @exclusivity(unchecked) var motions: [Axis: Motion] = [:]
  /// `setContentOffset(_:animated: true)` under way, on both axes.
  @exclusivity(unchecked) var scrollAnimation: ScrollAnimation?
  @exclusivity(unchecked) var drag: Drag?
  var motionLink: DisplayLink?

  /// Creates a scroll view that clips its content to its bounds.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    panGestureRecognizer.view = self
  }

  // MARK: - Content geometry

  /// Where the content's top-left corner shows: the bounds' origin. Setting it stops momentum,
  /// a bounce and a scrolling animation; inside an animation block it animates.
  public var contentOffset: CGPoint {
    get { boundsOrigin }
    set {
      guard accept(newValue, newValue.isFinite, for: "contentOffset", old: contentOffset) else {
        return
      }
      stopMotion()
      applyContentOffset(newValue)
    }
  }

  /// The size of the content.
  public var contentSize: CGSize {
    get { storedContentSize }
    set {
      guard accept(newValue, newValue.isFinite, for: "contentSize", old: storedContentSize) else {
        return
      }
      storedContentSize = CGSize(width: max(newValue.width, 0), height: max(newValue.height, 0))
      limitsDidChange()
    }
  }

  /// Extra space around the content, set by the app (and by refresh controls, through their
  /// bookkeeping). Inside an animation block it animates.
  public var contentInset: EdgeInsets {
    get { storedContentInset }
    set {
      guard accept(newValue, newValue.isFinite, for: "contentInset", old: storedContentInset)
      else { return }
      _ = recordAnimatedChange(
        .contentInset, from: .insets(storedContentInset), to: .insets(newValue))
      storedContentInset = newValue
      limitsDidChange()
    }
  }

  /// Runs `block` once the `contentInset` change made in the open animation block is shown in
  /// full (its animation ended, finished or not); outside any animation block, or when the
  /// change animates nothing, at once.
  ///
  /// A refresh control that adds to the inset while it refreshes and takes it back when it ends
  /// calls it right after writing the inset, inside the same `View.animate` block, so that what
  /// follows the end waits until the list has settled:
  ///
  /// ```swift
  /// View.animate(withDuration: 0.4) {
  ///   scrollView.contentInset.top -= 54
  ///   scrollView.whenContentInsetChangeIsShown { completion() }
  /// }
  /// ```
  ///
  /// UIKit has no such call; there an animation's completion handler serves, but it waits for
  /// every animation the block started, where this waits for the inset alone.
  public func whenContentInsetChangeIsShown(_ block: @escaping @MainActor () -> Void) {
    guard let transaction = AnimationTransaction.current else { return block() }
    transaction.whenAnimationEnds(of: self, .contentInset, block)
  }

  /// `contentInset` plus the safe-area insets that ``contentInsetAdjustmentBehavior`` adds.
  public var adjustedContentInset: EdgeInsets { safeAreaAdjustment + contentInset }

  /// The part of the window's safe area this scroll view adds to its inset.
  var safeAreaAdjustment: EdgeInsets {
    let safe = safeAreaInsetsInWindow
    switch contentInsetAdjustmentBehavior {
    case .never:
      return .zero
    case .always:
      return safe
    case .automatic, .scrollableAxes:
      let vertical = alwaysBounceVertical || contentSize.height > bounds.height
      let horizontal = contentSize.width > bounds.width
      return EdgeInsets(
        top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
        bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }
  }

  /// The window's safe-area insets where they overlap this view on screen: a part of the view
  /// past the window's edge is covered by nothing, so it adds nothing.
  var safeAreaInsetsInWindow: EdgeInsets {
    guard let window, window.safeAreaInsets != .zero else { return .zero }
    let frame = superview.map { $0.convert(self.frame, to: nil) } ?? self.frame
    let safe = window.safeAreaInsets
    let size = window.bounds.size
    return EdgeInsets(
      top: max(0, safe.top - max(frame.minY, 0)), left: max(0, safe.left - max(frame.minX, 0)),
      bottom: max(0, min(frame.maxY, size.height) - (size.height - safe.bottom)),
      right: max(0, min(frame.maxX, size.width) - (size.width - safe.right)))
  }

  /// The range the offset rests in, vertically.
  public var verticalLimits: ClosedRange<CGFloat> { limits(.vertical) }

  /// The range the offset rests in, horizontally.
  public var horizontalLimits: ClosedRange<CGFloat> { limits(.horizontal) }

  /// Whether a vertical drag moves the content.
  var scrollsVertically: Bool {
    isScrollEnabled
      && (alwaysBounceVertical || verticalLimits.upperBound > verticalLimits.lowerBound)
  }

  /// Whether a horizontal drag moves the content.
  var scrollsHorizontally: Bool {
    isScrollEnabled
      && (alwaysBounceHorizontal || horizontalLimits.upperBound > horizontalLimits.lowerBound)
  }

  /// Adds the offset, content size, insets and motion to the dump.
  open override func dumpAttributes() -> [String] {
    var fields = super.dumpAttributes().filter {
      !$0.hasPrefix("origin=") && !$0.hasPrefix("shownOrigin=")
    }
    fields.append("offset=\(NumberFormat.string(contentOffset))")
    let shown = presentation().contentOffset
    if shown != contentOffset { fields.append("shownOffset=\(NumberFormat.string(shown))") }
    fields.append("size=\(NumberFormat.string(contentSize))")
    if contentInset != .zero { fields.append("inset=\(contentInset)") }
    if adjustedContentInset != contentInset { fields.append("adjusted=\(adjustedContentInset)") }
    if isTracking { fields.append("tracking") }
    if isDragging { fields.append("dragging") }
    if isDecelerating { fields.append("decelerating") }
    return fields
  }

  /// A new height moves the limits: the offset follows as for an inset or size change.
  override func sizeDidChange() {
    limitsDidChange()
  }

  /// Publishes `contentOffset` (the bounds origin) by key.
  open override func value(forKey key: String) -> Any? {
    key == "contentOffset" ? contentOffset : super.value(forKey: key)
  }

  /// Stores the offset and tells the delegate, without touching the motion.
  func applyContentOffset(_ offset: CGPoint) {
    let old = bounds.origin
    setBoundsOrigin(offset)
    if offset != old {
      contentOffsetDidChange()
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// ViewKitLite's own work after the offset changed, before the delegate hears it.
  func contentOffsetDidChange() {}

  /// After an inset or size change, along each axis: an idle offset left out of range comes back
  /// to the nearest limit (animated inside an animation block); a bounce retargets at once,
  /// momentum on its next frame. While a finger drags or the content moves, an offset the change
  /// left beyond the rubber band's reach moves to where the band would show it, and bounces back
  /// from there; under a finger it stays until the finger lifts.
  func limitsDidChange() {
    limitsDidChange(along: .vertical)
    limitsDidChange(along: .horizontal)
  }

  private func limitsDidChange(along axis: Axis) {
    let limits = self.limits(axis)
    let motion = motions[axis] ?? .none
    if case .bounce(let bounce) = motion, let now = window?.now {
      // A bounce whose edge moved, a page's spring whose page left the limits, and any spring
      // made for another reach (the bounds were resized) go on from where they are.
      let stale: Bool
      if let edge = bounce.edge {
        stale = (edge == .lower ? limits.lowerBound : limits.upperBound) != bounce.target
      } else {
        stale = !limits.contains(bounce.target)
      }
      if stale || bounce.reach != boundsLength(along: axis) {
        motions[axis] = retargeted(bounce, along: axis, at: now)
      }
    }
    let value = Self.value(of: contentOffset, along: axis)
    let clamped = min(max(value, limits.lowerBound), limits.upperBound)
    let stopped = retargetScrollAnimation(along: axis, within: limits, leavingContentAt: value)
    guard clamped != value else { return }
    let moving = hasAxisMotion || stopped
    if !moving, scrollAnimation == nil, drag == nil {
      applyContentOffset(Self.point(contentOffset, with: clamped, along: axis))
      return
    }
    let excess = abs(value - clamped)
    let direction: CGFloat = value < clamped ? -1 : 1
    let dimension = self.boundsLength(along: axis)
    guard excess >= dimension else {
      if stopped || isDecelerating(along: axis), let now = window?.now {
        start(.bounce(makeBounce(from: value, velocity: 0, along: axis, at: now)), along: axis)
      }
      return
    }
    // A finger holds the content where it is, until it lifts.
    guard drag == nil, let now = window?.now else { return }
    let shown = clamped + direction * ScrollPhysics.rubberBand(excess, dimension: dimension)
    applyContentOffset(Self.point(contentOffset, with: shown, along: axis))
    start(.bounce(makeBounce(from: shown, velocity: 0, along: axis, at: now)), along: axis)
  }

  /// A scrolling animation the new `limits` leave the content past stops where it is, and
  /// returns `true`: the content springs back from there, as after momentum. One whose target
  /// they leave out (a page scroll, then rows removed) goes on from where it is to the nearest
  /// limit instead, in a new 0.33 s. An animation asked to move past a limit goes on.
  private func retargetScrollAnimation(
    along axis: Axis, within limits: ClosedRange<CGFloat>, leavingContentAt value: CGFloat
  ) -> Bool {
    guard var animation = scrollAnimation, !animation.pastLimits.contains(axis) else {
      return false
    }
    guard limits.contains(value) else {
      scrollAnimation = nil
      return true
    }
    let target = Self.value(of: animation.to, along: axis)
    guard !limits.contains(target) else { return false }
    let clamped = min(max(target, limits.lowerBound), limits.upperBound)
    animation.from = contentOffset
    animation.to = Self.point(animation.to, with: clamped, along: axis)
    animation.start = window?.now ?? animation.start
    scrollAnimation = animation
    return false
  }

  /// Whether momentum moves the content along `axis`.
  private func isDecelerating(along axis: Axis) -> Bool {
    if case .deceleration = motions[axis] ?? .none { return true }
    return false
  }

  /// Content a finger held more than a screen past a limit (the limits moved under it) moves
  /// to where the rubber band would show it, along each axis: what a finger lifting leaves.
  func bandWithinReach() {
    for axis in Axis.allCases {
      let limits = self.limits(axis)
      let value = Self.value(of: contentOffset, along: axis)
      let clamped = min(max(value, limits.lowerBound), limits.upperBound)
      let excess = abs(value - clamped)
      let dimension = boundsLength(along: axis)
      guard excess >= dimension else { continue }
      let direction: CGFloat = value < clamped ? -1 : 1
      let shown = clamped + direction * ScrollPhysics.rubberBand(excess, dimension: dimension)
      applyContentOffset(Self.point(contentOffset, with: shown, along: axis))
    }
  }

  /// Moves a page to show the content `direction` names, and says where it is now (a
  /// ``AccessibilityNotification/pageScrolled`` with ``accessibilityScrollStatus``); already at
  /// that edge, it asks its subviews' ``View/accessibilityScrollBeyondEdge(_:of:)`` (a refresh
  /// control there refreshes), frontmost first. `false` when nothing moved or answered.
  open override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
    scrollPage(direction)
  }

  /// What a screen reader says after a page scroll to `offset`: "Page 2 of 5" along the axis
  /// that scrolls. A table says its rows instead.
  func accessibilityScrollStatus(at offset: CGPoint) -> String {
    pageStatus(at: offset)
  }

  /// Moves the offset to `offset`, at a constant speed over 0.33 s when `animated`.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard accept(offset, offset.isFinite, for: "setContentOffset(_:animated:)", old: contentOffset)
    else { return }
    guard animated, window != nil else {
      contentOffset = offset
      return
    }
    stopMotion()
    startScrollAnimation(ScrollAnimation(from: contentOffset, to: offset, start: window?.now ?? 0))
  }

  /// Joining a window with its content resting past a limit (it left mid-bounce or
  /// mid-drag), the content springs back, as UIKit's scroll view brings its offset back within
  /// its limits when it is laid out again.
  override func didMoveToWindowInternally() {
    super.didMoveToWindowInternally()
    guard window != nil, drag == nil, scrollAnimation == nil, !hasAxisMotion else { return }
    settleAfterInterruption()
  }

  /// Stops the scroll view leaving its window mid-gesture: the pan is cancelled and motion
  /// stops where it is.
  open override func willMove(toWindow newWindow: Window?) {
    super.willMove(toWindow: newWindow)
    if drag != nil {
      cancelDrag()
    }
    stopMotion()
    motionLink?.invalidate()
    motionLink = nil
  }
}
