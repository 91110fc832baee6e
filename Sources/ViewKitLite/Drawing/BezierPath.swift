import Foundation

/// A path built step by step: UIKit's `UIBezierPath`. Hand ``cgPath`` to a ``ShapeLayer``.
///
/// ```swift
/// let path = BezierPath()
/// path.addArc(withCenter: center, radius: 8, startAngle: .pi / 2, endAngle: 0, clockwise: false)
/// path.addLine(to: CGPoint(x: 30.5, y: 6.5))
/// shapeLayer.path = path.cgPath
/// ```
@MainActor
public final class BezierPath {
  /// The steps so far.
  public private(set) var elements: [ShapePath.Element] = []
  /// Where the next step starts, or `.zero` on an empty path.
  public private(set) var currentPoint = CGPoint.zero
  private var subpathStart = CGPoint.zero
  /// The width ``stroke()`` draws at, in points: UIKit's `lineWidth`, 1 by default.
  public var lineWidth: CGFloat = 1
  /// How ``stroke()`` draws open ends: UIKit's `lineCapStyle`, `.butt` by default.
  public var lineCapStyle = ShapeLayer.LineCap.butt

  /// An empty path.
  public init() {}

  /// A full circle: UIKit's `init(arcCenter:radius:startAngle:endAngle:clockwise:)`.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// An oval inscribed in `rect`, drawn as four cubic curves clockwise from the right.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    let k: CGFloat = 0.552_284_749_8
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + k * ry),
      controlPoint2: CGPoint(x: cx + k * rx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - k * rx, y: cy + ry),
      controlPoint2: CGPoint(x: cx - rx, y: cy + k * ry))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - k * ry),
      controlPoint2: CGPoint(x: cx - k * rx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + k * rx, y: cy - ry),
      controlPoint2: CGPoint(x: cx + rx, y: cy - k * ry))
    close()
  }

  /// A rectangle with rounded corners of `cornerRadius`.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
    move(to: CGPoint(x: rect.minX + r, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
    addArc(
      withCenter: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -.pi / 2,
      endAngle: 0, clockwise: true)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
    addArc(
      withCenter: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0,
      endAngle: .pi / 2, clockwise: true)
    addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
    addArc(
      withCenter: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .pi / 2,
      endAngle: .pi, clockwise: true)
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
    addArc(
      withCenter: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .pi,
      endAngle: 3 * .pi / 2, clockwise: true)
    close()
  }

  /// The path as an immutable value, for ``ShapeLayer/path``.
  public var cgPath: ShapePath { ShapePath(elements: elements) }

  /// Whether the path has no steps.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) {
    elements.append(.move(to: point))
    currentPoint = point
    subpathStart = point
  }

  /// Adds a straight line to `point`.
  public func addLine(to point: CGPoint) {
    elements.append(.line(to: point))
    currentPoint = point
  }

  /// Adds an arc; a line joins the current point to the arc's start, as in UIKit.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    let start = CGPoint(
      x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if elements.isEmpty {
      subpathStart = start
    }
    elements.append(
      .arc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise))
    currentPoint = CGPoint(
      x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
  }

  /// Adds a cubic Bézier curve to `point`.
  public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
    currentPoint = point
  }

  /// Closes the subpath with a line to its start.
  public func close() {
    elements.append(.close)
    currentPoint = subpathStart
  }

  /// Removes every step.
  public func removeAllPoints() {
    elements.removeAll()
    currentPoint = .zero
  }
}
