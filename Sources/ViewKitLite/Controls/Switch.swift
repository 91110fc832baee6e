import Foundation

/// An on/off switch: UIKit's `UISwitch`, 51 × 31 points whatever frame it is made with (and
/// after `sizeToFit()`; a frame set later is kept, and the track fills it).
///
/// ```swift
/// let toggle = Switch()
/// toggle.addAction(for: .valueChanged) { control in
///   header.showsTime = (control as? Switch)?.isOn ?? false
/// }
/// toggle.setOn(true, animated: true)  // no .valueChanged: only a tap sends one
/// ```
///
/// A tap that lifts inside flips it and sends `.valueChanged`; ``setOn(_:animated:)`` does not
/// send it, as UIKit's does not. It draws in ``draw(_:)`` a rounded track filled with
/// ``onTintColor`` when on and outlined in ``tintColor`` when off; its thumb, a disc of
/// ``thumbTintColor`` ringed in ``tintColor``, slides right when on (0.25 s when animated). The
/// disc clears the track in the cells it covers whole, so the thumb shows as a gap in the track
/// on any tint; where a cell holds both, the darker ink shows, so a tint darker than the ring
/// hides the ring's top and bottom.
open class Switch: Control {
  /// UIKit's switch size: 51 × 31 points.
  public static let size = CGSize(width: 51, height: 31)
  /// The thumb's diameter.
  static let thumbDiameter: CGFloat = 27
  /// How long the thumb slides when animated.
  public static let slideDuration: TimeInterval = 0.25

  /// Whether the switch is on. Setting it is ``setOn(_:animated:)`` without animation: the
  /// thumb jumps, and no `.valueChanged` is sent.
  public var isOn: Bool {
    get { storedIsOn }
    set { setOn(newValue, animated: false) }
  }
  @Dynamic(key: "isOn") private var storedIsOn = false
  /// The track's fill when on: UIKit's system green, RGB(52, 199, 89), by default.
  @Dynamic public var onTintColor = Color(red255: 52, green255: 199, blue255: 89) {
    didSet { setNeedsDisplay() }
  }
  /// The track's outline when off: RGB(120, 120, 128) by default.
  @Dynamic public var tintColor = Color(red255: 120, green255: 120, blue255: 128) {
    didSet {
      setNeedsDisplay()
      thumb.setNeedsDisplay()
    }
  }
  /// The thumb's fill: white by default, outlined in ``tintColor``.
  @Dynamic public var thumbTintColor = Color.white {
    didSet { thumb.backgroundColor = thumbTintColor }
  }
  private let thumb = SwitchThumb()

  /// A switch at `frame`'s origin, 51 × 31 points.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    thumb.owner = self
    thumb.isUserInteractionEnabled = false
    thumb.backgroundColor = thumbTintColor
    thumb.layer.cornerRadius = Switch.thumbDiameter / 2
    addSubview(thumb)
    thumb.center = thumbCenter(on: false)
  }

  /// A switch at the origin.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Sets the state, sliding the thumb over 0.25 s when `animated`; sends no `.valueChanged`.
  public func setOn(_ on: Bool, animated: Bool) {
    storedIsOn = on
    setNeedsDisplay()
    let center = thumbCenter(on: on)
    guard animated, window != nil else {
      thumb.center = center
      return
    }
    View.animate(withDuration: Switch.slideDuration) { self.thumb.center = center }
  }

  /// A switch is a toggle button element whose value is "1" when on and "0" when off, as
  /// UIKit's; a screen reader speaks them "on" and "off". Activating it toggles it.
  override var isAccessibilityElementByDefault: Bool { true }
  override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
  override var defaultAccessibilityTraits: AccessibilityTraits {
    super.defaultAccessibilityTraits.union([.button, .toggleButton])
  }

  /// A switch keeps UIKit's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.size }

  /// Flips an enabled switch on a tap that lifts inside, then sends `.valueChanged` with the
  /// other actions; a disabled one sends the tap's actions alone.
  open override func sendActions(for events: Event) {
    if events.contains(.touchUpInside), isEnabled {
      setOn(!isOn, animated: true)
      super.sendActions(for: events.union(.valueChanged))
    } else {
      super.sendActions(for: events)
    }
  }

  /// Draws the track: filled with ``onTintColor`` when on, outlined in ``tintColor`` when off.
  open override func draw(_ rect: CGRect) {
    // Inset so a 2-point outline stays inside the bounds, where the switch's drawing is cut.
    let track = BezierPath(
      roundedRect: bounds.insetBy(dx: 1.5, dy: 1.5), cornerRadius: (bounds.height - 3) / 2)
    if isOn {
      onTintColor.setFill()
      track.fill()
    } else {
      tintColor.setStroke()
      track.lineWidth = 2
      track.stroke()
    }
  }

  /// Adds `on` or `off` to the dump.
  open override func dumpAttributes() -> [String] {
    super.dumpAttributes() + [isOn ? "on" : "off"]
  }

  /// Keeps UIKit's size and the thumb where the state puts it after a layout.
  open override func layoutSubviews() {
    thumb.bounds = CGRect(
      origin: .zero, size: CGSize(width: Switch.thumbDiameter, height: Switch.thumbDiameter))
    if thumb.propertyAnimations.isEmpty { thumb.center = thumbCenter(on: isOn) }
  }

  private func thumbCenter(on: Bool) -> CGPoint {
    let inset = (Switch.size.height - Switch.thumbDiameter) / 2 + Switch.thumbDiameter / 2
    return CGPoint(x: on ? bounds.width - inset : inset, y: bounds.height / 2)
  }
}

/// A switch's thumb: a disc (its background, rounded) in the switch's thumb colour, ringed in its
/// tint.
final class SwitchThumb: View {
  weak var owner: Switch?

  init() {
    super.init(
      frame: CGRect(
        origin: .zero, size: CGSize(width: Switch.thumbDiameter, height: Switch.thumbDiameter)))
  }

  override func draw(_ rect: CGRect) {
    guard let owner else { return }
    let ring = BezierPath(ovalIn: bounds.insetBy(dx: 1.5, dy: 1.5))
    owner.tintColor.setStroke()
    ring.lineWidth = 2
    ring.stroke()
  }
}
