import Foundation

/// A scripted finger on a window's screen: touch down, move, hold, lift.
///
/// ```swift
/// let finger = window.touchDown(at: CGPoint(x: 160, y: 200))
/// finger.move(by: CGPoint(x: 0, y: 120), duration: 0.5)
/// finger.hold(for: 0.2)
/// finger.lift()
/// ```
///
/// Moves run the window's clock: the finger advances in equal steps, one pan event per frame,
/// and ends exactly where it was sent. The touch goes to the view under the finger (hit
/// testing); the nearest scroll view that scrolls takes the pan, and a control under the finger
/// gets `.touchDown` and, when the finger lifts inside it without a drag, `.touchUpInside`.
@MainActor
public final class Finger {
  /// The window the finger touches.
  public let window: Window
  /// Where the finger is, in window points.
  @exclusivity(unchecked) public private(set) var location: CGPoint
  /// Where the finger touched down.
  public let startLocation: CGPoint
  /// Whether the finger is still down.
  public private(set) var isDown = true
  /// The view the finger touched down on.
  public private(set) weak var touchedView: View?
  @exclusivity(unchecked) weak var scrollView: ScrollView?
  weak var control: Control?
  private var estimator = VelocityEstimator()
  @exclusivity(unchecked) private var path: Path?

  private struct Path {
    let from: CGPoint
    let to: CGPoint
    let frames: Int
    var done = 0
  }

  init(window: Window, location: CGPoint, scrollView target: ScrollView? = nil) {
    self.window = window
    self.location = location
    self.startLocation = location
    estimator.add(location, at: window.now)
    touchedView = target ?? window.hitTest(location)
    scrollView = target ?? Finger.nearestScrollView(from: touchedView)
    control = target == nil ? Finger.nearestControl(from: touchedView) : nil
  }

  /// How far the finger is from where it touched down.
  public var translation: CGPoint {
    CGPoint(x: location.x - startLocation.x, y: location.y - startLocation.y)
  }

  /// The finger's velocity now, in points per second, by the fixed `VelocityEstimator` rule.
  public var velocity: CGPoint { estimator.velocity(at: window.now) }

  /// Moves the finger by `offset` over `duration` seconds (at least one frame).
  public func move(by offset: CGPoint, duration: TimeInterval = 0.1) {
    move(to: CGPoint(x: location.x + offset.x, y: location.y + offset.y), duration: duration)
  }

  /// Moves the finger to `point` over `duration` seconds (at least one frame), one pan event
  /// per frame, at a constant speed.
  public func move(to point: CGPoint, duration: TimeInterval = 0.1) {
    guard checkDown("move(to:duration:)"), point.isFinite, duration.isFinite else {
      if isDown {
        window.reportDiagnostic(
          member: "Finger.move", "refused a non-finite point or duration; the finger stays.")
      }
      return
    }
    let frames = max(1, Int((max(duration, 0) * Double(window.frameRate)).rounded()))
    path = Path(from: location, to: point, frames: frames)
    while let current = path, current.done < current.frames {
      window.advanceToNextFrame()
    }
    path = nil
  }

  /// Keeps the finger still for `seconds`; after 100 ms its velocity is zero.
  public func hold(for seconds: TimeInterval) {
    guard checkDown("hold(for:)") else { return }
    window.advance(by: seconds)
  }

  /// Lifts the finger now.
  public func lift() {
    guard checkDown("lift()") else { return }
    isDown = false
    window.removeFinger(self)
    scrollView?.touchEnded(self)
    if let control {
      control.isHighlighted = false
      let inside = control.point(inside: control.convert(location, from: nil))
      if inside, control.isEnabled, !(scrollView?.isDragging ?? false), !draggedContent {
        control.sendActions(for: .touchUpInside)
      }
    }
  }

  /// Whether this finger dragged a scroll view's content.
  private var draggedContent = false

  /// One frame: the next step of a move, delivered as one pan event.
  func advanceFrame() {
    guard var current = path, current.done < current.frames else { return }
    current.done += 1
    path = current
    let fraction = CGFloat(current.done) / CGFloat(current.frames)
    location = CGPoint(
      x: current.from.x + (current.to.x - current.from.x) * fraction,
      y: current.from.y + (current.to.y - current.from.y) * fraction)
    estimator.add(location, at: window.now)
    if let scrollView {
      scrollView.touchMoved(self)
      if scrollView.isDragging {
        draggedContent = true
        control?.isHighlighted = false
      }
    }
    if let control, control.isEnabled, !draggedContent {
      // As UIKit's: highlighted while the finger is inside, not while it strays outside.
      let inside = control.point(inside: control.convert(location, from: nil))
      if control.isHighlighted != inside { control.isHighlighted = inside }
    }
  }

  func touchDown() {
    if let control, control.isEnabled {
      control.isHighlighted = true
      control.sendActions(for: .touchDown)
    }
    scrollView?.touchBegan(self)
  }

  private func checkDown(_ member: String) -> Bool {
    if !isDown {
      window.reportDiagnostic(
        member: "Finger.\(member)",
        "the finger was already lifted; nothing happened. Touch down again with "
          + "window.touchDown(at:).")
    }
    return isDown
  }

  private static func nearestScrollView(from view: View?) -> ScrollView? {
    var current = view
    while let candidate = current {
      if let scrollView = candidate as? ScrollView, scrollView.isScrollEnabled {
        return scrollView
      }
      current = candidate.superview
    }
    return nil
  }

  private static func nearestControl(from view: View?) -> Control? {
    var current = view
    while let candidate = current, !(candidate is ScrollView) {
      if let control = candidate as? Control { return control }
      current = candidate.superview
    }
    return nil
  }
}
