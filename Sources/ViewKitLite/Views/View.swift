import Foundation

/// A rectangle on screen that draws, lays out and contains other views: UIKit's `UIView`.
///
/// Geometry follows UIKit: `frame` is derived from `center`, `bounds.size` and `transform`;
/// `bounds.origin` is where the view's own content starts (a scroll view's content offset), so
/// changing it moves the subviews and never the view's `frame`. Every property is observable.
/// NaN or infinite geometry is refused: the old value stays and a diagnostic is recorded.
open class View: KVObject {
  // Geometry is read many times a frame, so its storage is held in `let`s rather than through
  // `@Dynamic`: a read then touches no reference count.
  private let centerStorage = DynamicStorage(CGPoint.zero, key: "center")
  private let boundsOriginStorage = DynamicStorage(CGPoint.zero, key: "bounds.origin")
  private let boundsSizeStorage = DynamicStorage(CGSize.zero, key: "bounds.size")
  private let transformStorage = DynamicStorage(Transform.identity, key: "transform")
  private let alphaStorage = DynamicStorage(CGFloat(1), key: "alpha")

  /// Whether the view and its subviews are hidden.
  @Dynamic public var isHidden = false
  /// The fill behind the view's content; `nil` and `.clear` draw nothing.
  @Dynamic public var backgroundColor: Color?
  /// Whether subviews are cut at the view's bounds.
  @Dynamic public var clipsToBounds = false
  /// Whether touches reach the view; when `false`, hit testing skips it and its subviews.
  @Dynamic public var isUserInteractionEnabled = true
  /// A number that identifies the view.
  @Dynamic public var tag = 0
  /// How the view resizes when its superview's bounds change.
  @Dynamic public var autoresizingMask: AutoresizingMask = []
  /// Whether the view resizes its subviews by their masks when its bounds size changes.
  @Dynamic public var autoresizesSubviews = true
  /// How the view lays out its content when its size differs from the content's (an image
  /// view's image); ``ContentMode/scaleToFill`` by default.
  @Dynamic public var contentMode = ContentMode.scaleToFill { didSet { setNeedsDisplay() } }

  /// The view that contains this one; held weakly.
  @exclusivity(unchecked) public internal(set) weak var superview: View?
  /// The views this one contains, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [View] = []
  @exclusivity(unchecked) weak var cachedWindow: Window?
  /// Whether `layoutSubviews()` runs at the next layout pass.
  @exclusivity(unchecked) public internal(set) var needsLayout = true
  /// Whether a subview, or a view inside one, waits for layout: where a pass descends.
  @exclusivity(unchecked) var hasSubviewNeedingLayout = false
  /// Work queued through ``mainQueue`` while the view belonged to no window.
  @exclusivity(unchecked) var pendingWork: [PendingWork] = []
  /// The running animations of this view's properties.
  @exclusivity(unchecked) var propertyAnimations: [AnimatableProperty: PropertyAnimation] = [:]
  /// The layer behind the view: add ``ShapeLayer``s to it to draw.
  public let layer = Layer()
  /// Where the subviews sit, for pictures of a clipping view with many; `nil` when stale.
  @exclusivity(unchecked) var subviewIndex: SubviewIndex?
  /// What ``draw(_:)`` drew last, replayed by every picture until the view is redrawn.
  var displayList = DisplayList()
  /// Whether ``draw(_:)`` runs before the next picture: set by ``setNeedsDisplay()``.
  var needsDisplay = true
  /// The bounds size ``displayList`` was drawn at; another size redraws.
  var displayedSize: CGSize?

  /// What was assigned to the accessibility properties; `nil` until one is.
  var accessibilityAttributes: AccessibilityAttributes?

  /// Whether the window's ``GeometryChangeLog`` has noted this view since its checker looked.
  @exclusivity(unchecked) var isGeometryChangeNoted = false

  /// The centre as stored, past every check: what the setters and the test hooks write.
  var storedCenter: CGPoint {
    get { centerStorage.read() }
    set {
      centerStorage.write(newValue)
      noteGeometryChange()
    }
  }
  private var storedBoundsOrigin: CGPoint {
    get { boundsOriginStorage.read() }
    set {
      boundsOriginStorage.write(newValue)
      noteGeometryChange()
    }
  }
  /// Sets the bounds' size in storage alone: no observer hears it, no change is noted. Only for
  /// drawing at another size, put back before anything else runs.
  func setBoundsSizeSilently(_ size: CGSize) {
    boundsSizeStorage.value = size
  }

  private var storedBoundsSize: CGSize {
    get { boundsSizeStorage.read() }
    set {
      boundsSizeStorage.write(newValue)
      noteGeometryChange()
    }
  }
  private var storedTransform: Transform {
    get { transformStorage.read() }
    set {
      transformStorage.write(newValue)
      noteGeometryChange()
    }
  }
  private var storedAlpha: CGFloat {
    get { alphaStorage.read() }
    set { alphaStorage.write(newValue) }
  }

  /// Creates a view with the given frame.
  public init(frame: CGRect) {
    super.init()
    layer.owningView = self
    if frame.isFinite {
      let rect = frame.standardized
      storedCenter = CGPoint(x: rect.midX, y: rect.midY)
      storedBoundsSize = rect.size
    } else {
      refuse(frame, for: "init(frame:)", keeping: CGRect.zero)
    }
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Views record diagnostics on their window, or on their own log while outside any window.
  override func diagnosticLog() -> DiagnosticLog {
    window?.diagnosticLog() ?? ownDiagnosticLog()
  }

  // MARK: - Geometry

  /// The view's position in its superview, at the centre of its bounds.
  public var center: CGPoint {
    get { storedCenter }
    set {
      guard accept(newValue, newValue.isFinite, for: "center", old: storedCenter) else { return }
      _ = recordAnimatedChange(.center, from: .point(storedCenter), to: .point(newValue))
      storedCenter = newValue
      superview?.subviewIndex = nil
    }
  }

  /// The view's own coordinate space: `origin` is where its content starts, `size` its size.
  ///
  /// Observers of `bounds` hear every set; observers of `frame` only a change of its size.
  public var bounds: CGRect {
    get { CGRect(origin: storedBoundsOrigin, size: storedBoundsSize) }
    set {
      guard accept(newValue, newValue.isFinite, for: "bounds", old: bounds) else { return }
      let rect = newValue.standardized
      let oldSize = storedBoundsSize
      _ = recordAnimatedChange(
        .boundsOrigin, from: .point(storedBoundsOrigin), to: .point(rect.origin))
      _ = recordAnimatedChange(.boundsSize, from: .size(oldSize), to: .size(rect.size))
      let changed: [ObservableStorage] =
        rect.size == oldSize
        ? [boundsOriginStorage]
        : [boundsOriginStorage, boundsSizeStorage]
      changeGeometry(changed) {
        boundsOriginStorage.value = rect.origin
        boundsSizeStorage.value = rect.size
      }
      boundsSizeDidChange(from: oldSize)
      if rect.size != oldSize { superview?.subviewIndex = nil }
    }
  }

  /// The smallest rectangle in the superview that contains the transformed bounds.
  ///
  /// Setting it sets `center` and `bounds.size` (the transform is kept), and notifies the
  /// observers of `center`, `bounds` and `frame` once each, after both are stored, in the order
  /// they registered.
  public var frame: CGRect {
    get {
      View.frame(center: storedCenter, size: storedBoundsSize, transform: storedTransform)
    }
    set {
      guard accept(newValue, newValue.isFinite, for: "frame", old: frame) else { return }
      let rect = newValue.standardized
      let oldSize = storedBoundsSize
      let newCenter = CGPoint(x: rect.midX, y: rect.midY)
      _ = recordAnimatedChange(.center, from: .point(storedCenter), to: .point(newCenter))
      _ = recordAnimatedChange(.boundsSize, from: .size(oldSize), to: .size(rect.size))
      let changed: [ObservableStorage] =
        rect.size == oldSize
        ? [centerStorage] : [centerStorage, boundsSizeStorage]
      changeGeometry(changed) {
        centerStorage.value = newCenter
        boundsSizeStorage.value = rect.size
      }
      boundsSizeDidChange(from: oldSize)
      superview?.subviewIndex = nil
    }
  }

  /// The transform applied about the view's centre.
  public var transform: Transform {
    get { storedTransform }
    set {
      guard accept(newValue, newValue.isFinite, for: "transform", old: storedTransform) else {
        return
      }
      _ = recordAnimatedChange(
        .transform, from: .transform(storedTransform), to: .transform(newValue))
      storedTransform = newValue
      superview?.subviewIndex = nil
    }
  }

  /// The view's opacity, 0…1; values outside are clamped. At 0.01 or less the view is invisible
  /// and does not take touches.
  public var alpha: CGFloat {
    get { storedAlpha }
    set {
      guard accept(newValue, !newValue.isNaN, for: "alpha", old: storedAlpha) else { return }
      let clamped = min(max(newValue, 0), 1)
      _ = recordAnimatedChange(.alpha, from: .scalar(storedAlpha), to: .scalar(clamped))
      storedAlpha = clamped
    }
  }

  /// The origin of the bounds, read alone: observing it (a scroll view's content offset) does
  /// not hear changes of the size.
  var boundsOrigin: CGPoint { storedBoundsOrigin }

  /// Sets the origin of the bounds without touching its size: the scroll views' content offset.
  /// Inside an animation block the change animates.
  func setBoundsOrigin(_ origin: CGPoint) {
    _ = recordAnimatedChange(.boundsOrigin, from: .point(storedBoundsOrigin), to: .point(origin))
    storedBoundsOrigin = origin
  }

  /// Publishes `frame` and `bounds`, which are derived, besides the stored properties.
  open override func value(forKey key: String) -> Any? {
    switch key {
    case "frame": frame
    case "bounds": bounds
    default: super.value(forKey: key)
    }
  }

  nonisolated static func frame(center: CGPoint, size: CGSize, transform: Transform) -> CGRect {
    let local = CGRect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    guard !transform.isIdentity else {
      return local.offsetBy(dx: center.x, dy: center.y)
    }
    return local.boundingBox(through: transform).offsetBy(dx: center.x, dy: center.y)
  }

  /// Runs `body`, which changes several storages, with one notification per observer.
  private func changeGeometry(_ storages: [ObservableStorage], _ body: () -> Void) {
    if storages.contains(where: \.hasRegistrations) {
      ChangeNotification.perform(on: storages, body)
    } else {
      body()
    }
    noteGeometryChange()
  }

  /// Refuses a non-finite value with a diagnostic, or accepts it.
  final func accept<Value>(
    _ value: Value, _ isValid: Bool, for member: String, old: Value
  )
    -> Bool
  {
    if !isValid {
      refuse(value, for: member, keeping: old)
    }
    return isValid
  }

  final func refuse<Value>(_ value: Value, for member: String, keeping old: Value) {
    reportDiagnostic(
      member: member,
      "refused \(NumberFormat.describe(value)): geometry must be finite (no NaN or infinity); kept \(NumberFormat.describe(old)). "
        + "Check the arithmetic that produced it, such as a division by zero.")
  }

  // MARK: - Size

  /// The size that best fits `size`; a plain view answers its current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its frame's origin.
  public func sizeToFit() {
    let origin = frame.origin
    frame = CGRect(origin: origin, size: sizeThatFits(bounds.size))
  }

  // MARK: - Hierarchy hooks

  /// Called before the view moves to `newSuperview` (`nil` when it is removed).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the view moved to a new superview, or was removed from one.
  open func didMoveToSuperview() {}
  /// Called before the view joins `newWindow` or (with `nil`) leaves its window.
  open func willMove(toWindow newWindow: Window?) {}
  /// Called after the view joined or left a window.
  open func didMoveToWindow() {}

  /// ViewKitLite's own work after a window change, before `didMoveToWindow()`: the view draws
  /// again, as the images it names are found in the new window.
  func didMoveToWindowInternally() {
    setNeedsDisplay()
  }

  /// ViewKitLite's own work after the bounds size changed (a scroll view's limits move).
  func sizeDidChange() {}
  /// Called after `subview` was added to this view.
  open func didAddSubview(_ subview: View) {}
  /// Called before `subview` is removed from this view, while it is still a subview.
  open func willRemoveSubview(_ subview: View) {}

  // MARK: - Hit testing

  /// Whether `point`, in this view's coordinates, lies inside its bounds.
  open func point(inside point: CGPoint) -> Bool {
    bounds.contains(point)
  }

  /// The frontmost visible, interactive view that contains `point` (in this view's coordinates):
  /// this view, one inside it, or `nil`.
  open func hitTest(_ point: CGPoint) -> View? {
    guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point) else {
      return nil
    }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self)) {
        return hit
      }
    }
    return self
  }

  // MARK: - Tree dump

  /// The fields `treeDump()` (`ViewKitLiteHarness`) prints for this view, `name=value`, after its type. Subclasses
  /// add theirs to `super`'s.
  open func dumpAttributes() -> [String] {
    var fields = ["frame=\(NumberFormat.string(frame))"]
    if bounds.origin != .zero { fields.append("origin=\(NumberFormat.string(bounds.origin))") }
    let shown = presentation()
    if shown.frame != frame { fields.append("shown=\(NumberFormat.string(shown.frame))") }
    if shown.bounds.origin != bounds.origin {
      fields.append("shownOrigin=\(NumberFormat.string(shown.bounds.origin))")
    }
    if !transform.isIdentity {
      fields.append("rotation=\(NumberFormat.string(transform.rotationAngle * 180 / .pi))°")
    }
    if alpha != 1 { fields.append("alpha=\(NumberFormat.string(alpha))") }
    if isHidden { fields.append("hidden") }
    if let color = backgroundColor { fields.append("background=\(color)") }
    if clipsToBounds, !(self is ScrollView) { fields.append("clips") }
    if layer.cornerRadius != 0 {
      fields.append("cornerRadius=\(NumberFormat.string(layer.cornerRadius))")
    }
    if tag != 0 { fields.append("tag=\(tag)") }
    return fields
  }

  // MARK: - Drawing

  /// Draws the view's content in `rect` (its bounds) into ``GraphicsContext/current``: UIKit's
  /// `draw(_:)`. The default draws nothing.
  ///
  /// It is the one way anything draws its content: ``Label``, ``ImageView``,
  /// ``ActivityIndicatorView``, ``Switch`` and your own views all draw here (a ``Button`` through
  /// its title label), so a subclass that overrides it replaces what its class drew (call
  /// `super` to keep it). Draw with `Color.setFill()`, `BezierPath.fill()`,
  /// `"text".draw(in:font:color:alignment:…)`, `image.draw(in:)` or the context's own calls.
  /// It runs before the next picture after
  /// ``setNeedsDisplay()``, a change of the bounds size (whatever the ``contentMode``, as
  /// UIKit's ``ContentMode/redraw``) or a move to another window, and what it drew is replayed
  /// until then, in the view's coordinates, over its background and under its sublayers and
  /// subviews, cut at its bounds. The built-in views call ``setNeedsDisplay()`` when a property
  /// they draw changes; call it yourself when what yours draws changes (from a ``DisplayLink``
  /// for drawing that follows the clock, as in UIKit). While the view's size animates, what it
  /// drew at its new size is stretched to the size the screen shows. Never call `draw(_:)`
  /// yourself.
  open func draw(_ rect: CGRect) {}

  /// Whether ``draw(_:)`` runs for every picture, not only when asked: an image view or an
  /// activity indicator whose frame follows the clock.
  var redrawsEveryPicture: Bool { false }

  // MARK: - Accessibility (defaults and reading in View+Accessibility.swift)

  /// Whether a screen reader reads the view as one element; its subviews are then not read on
  /// their own. Unless set: `false` for a plain view, a bare ``Control`` and an ``ImageView``;
  /// `true` for a ``Label``, a ``Button`` and a ``Switch``, as in UIKit.
  open var isAccessibilityElement: Bool {
    get { accessibilityAttributes?.isElement ?? isAccessibilityElementByDefault }
    set { assignedAccessibility.isElement = newValue }
  }

  /// What the element is called: a label's text, a button's title, unless set.
  open var accessibilityLabel: String? {
    get { accessibilityAttributes?.label ?? defaultAccessibilityLabel }
    set { assignedAccessibility.label = newValue }
  }

  /// What the element holds now (a switch's "1" or "0", a last update time), read after the
  /// label.
  open var accessibilityValue: String? {
    get { accessibilityAttributes?.value ?? defaultAccessibilityValue }
    set { assignedAccessibility.value = newValue }
  }

  /// What activating the element does, read last ("Double tap to load more").
  open var accessibilityHint: String? {
    get { accessibilityAttributes?.hint }
    set { assignedAccessibility.hint = newValue }
  }

  /// What kind of element this is and its condition; unless set, a label's ``AccessibilityTraits/staticText``,
  /// a button's ``AccessibilityTraits/button`` (with ``AccessibilityTraits/notEnabled`` while disabled).
  open var accessibilityTraits: AccessibilityTraits {
    get { accessibilityAttributes?.traits ?? defaultAccessibilityTraits }
    set { assignedAccessibility.traits = newValue }
  }

  /// The element's rectangle in window coordinates: where the screen reader's cursor is drawn
  /// and what the audit measures. Unless set, the view's bounds in its window, following it as
  /// it moves.
  open var accessibilityFrame: CGRect {
    get { accessibilityAttributes?.frame ?? convert(bounds, to: nil) }
    set { assignedAccessibility.frame = newValue }
  }

  /// Whether the view's subtree is hidden from a screen reader (the view too, when it is an
  /// element).
  open var accessibilityElementsHidden: Bool {
    get { accessibilityAttributes?.elementsHidden ?? false }
    set { assignedAccessibility.elementsHidden = newValue }
  }

  /// Whether a screen reader reads only this view's subtree while it shows: an alert over a
  /// screen.
  open var accessibilityViewIsModal: Bool {
    get { accessibilityAttributes?.viewIsModal ?? false }
    set { assignedAccessibility.viewIsModal = newValue }
  }

  /// The views read inside this one, in this order, in place of its subviews in reading order:
  /// UIKit's container protocol. `nil` (the default) reads the subviews, top to bottom and
  /// then left to right. ViewKitLite's elements are views.
  open var accessibilityElements: [View]? {
    get { accessibilityAttributes?.elements }
    set { assignedAccessibility.elements = newValue }
  }

  /// The language the element is spoken in, a BCP 47 tag (`"zh-Hans"`); `nil` speaks it in its
  /// container's, or the reader's own.
  open var accessibilityLanguage: String? {
    get { accessibilityAttributes?.language }
    set { assignedAccessibility.language = newValue }
  }

  /// The actions a screen reader offers on the element and on every element inside it.
  open var accessibilityCustomActions: [AccessibilityCustomAction] {
    get { accessibilityAttributes?.customActions ?? [] }
    set { assignedAccessibility.customActions = newValue }
  }

  /// Does what a double tap on the element does; `false` when the view has nothing to do, and a
  /// screen reader then taps its centre. A ``Control`` sends its tap's actions.
  open func accessibilityActivate() -> Bool { false }

  /// Raises an ``AccessibilityTraits/adjustable`` element's value one step.
  open func accessibilityIncrement() {}

  /// Lowers an ``AccessibilityTraits/adjustable`` element's value one step.
  open func accessibilityDecrement() {}

  /// Scrolls to show the content `direction` names, and returns whether anything happened. A
  /// screen reader asks the focused element, then each view containing it, until one answers
  /// `true`. A ``ScrollView`` moves a page; at its edge it asks its subviews' ``accessibilityScrollBeyondEdge(_:of:)``.
  open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }

  /// Asked by `scrollView`, already at its edge, when a screen reader asks it for the content
  /// beyond in `direction`: a refresh control begins its refresh here, as `UIRefreshControl`
  /// does at the top. Return whether the view did something; the default does nothing.
  /// ViewKitLite's own hook: UIKit's refresh control is private to it.
  open func accessibilityScrollBeyondEdge(
    _ direction: AccessibilityScrollDirection, of scrollView: ScrollView
  ) -> Bool { false }

  /// The actions this view offers on the elements of `scrollView`, the scroll view it is
  /// inside (a refresh control's "Refresh"), added to the scroll view's own
  /// ``accessibilityCustomActions``. The default offers none. ViewKitLite's own hook.
  open func accessibilityActions(offeredIn scrollView: ScrollView) -> [AccessibilityCustomAction] {
    []
  }

  /// Whether the view is an element unless set: UIKit's defaults, by class.
  var isAccessibilityElementByDefault: Bool { false }
  /// The label unless one is set.
  var defaultAccessibilityLabel: String? { nil }
  /// The value unless one is set.
  var defaultAccessibilityValue: String? { nil }
  /// The traits unless set.
  var defaultAccessibilityTraits: AccessibilityTraits { [] }

  // MARK: - Layout

  /// Lays out the subviews. Called once per layout pass after ``setNeedsLayout()``, and when
  /// the bounds size changes. The default does nothing.
  open func layoutSubviews() {}
}
