import Foundation

/// An immutable path: what ``ShapeLayer/path`` holds, as Core Graphics' `CGPath`.
///
/// Angles follow UIKit in y-down coordinates: 0 points right, π/2 straight down, and a
/// clockwise arc (on screen) runs toward increasing angles.
public struct ShapePath: Hashable, Sendable {
  /// One step of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A circular arc; a straight line joins the current point to its start.
    case arc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the subpath with a line to its start.
    case close
  }

  /// The steps, in order.
  public var elements: [Element]

  /// A path of the given steps.
  public init(elements: [Element] = []) {
    self.elements = elements
  }

  /// Whether the path draws nothing.
  public var isEmpty: Bool { elements.isEmpty }

  /// Whether every point, radius and angle is a finite number.
  public var isFinite: Bool {
    elements.allSatisfy { element in
      switch element {
      case .move(let point), .line(let point): point.isFinite
      case .arc(let center, let radius, let start, let end, _):
        center.isFinite && radius.isFinite && start.isFinite && end.isFinite
      case .curve(let to, let c1, let c2): to.isFinite && c1.isFinite && c2.isFinite
      case .close: true
      }
    }
  }

  /// A short, stable description for tree dumps: `arc(c=(22.5, 22.5) r=10.5 90°→0° ccw)`.
  public var summary: String {
    elements.map(\.summary).joined(separator: " ")
  }

  /// Whether `other` has the same steps, so the two can be interpolated.
  func hasSameStructure(as other: ShapePath) -> Bool {
    elements.count == other.elements.count
      && zip(elements, other.elements).allSatisfy { $0.kind == $1.kind }
  }

  /// The path `fraction` of the way to `other`, element by element (same structure only).
  func interpolated(to other: ShapePath, fraction f: CGFloat) -> ShapePath {
    guard hasSameStructure(as: other) else { return f < 1 ? self : other }
    return ShapePath(elements: zip(elements, other.elements).map { $0.interpolated(to: $1, f) })
  }
}

extension ShapePath.Element {
  var kind: Int {
    switch self {
    case .move: 0
    case .line: 1
    case .arc: 2
    case .curve: 3
    case .close: 4
    }
  }

  var summary: String {
    func p(_ point: CGPoint) -> String { NumberFormat.string(point) }
    func degrees(_ angle: CGFloat) -> String { NumberFormat.string(angle * 180 / .pi) + "°" }
    switch self {
    case .move(let to): return "M\(p(to))"
    case .line(let to): return "L\(p(to))"
    case .arc(let center, let radius, let start, let end, let clockwise):
      return "arc(c=\(p(center)) r=\(NumberFormat.string(radius)) "
        + "\(degrees(start))→\(degrees(end)) \(clockwise ? "cw" : "ccw"))"
    case .curve(let to, let c1, let c2): return "C\(p(c1))\(p(c2))\(p(to))"
    case .close: return "Z"
    }
  }

  func interpolated(to other: ShapePath.Element, _ f: CGFloat) -> ShapePath.Element {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
    func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
    switch (self, other) {
    case (.move(let a), .move(let b)): return .move(to: mix(a, b))
    case (.line(let a), .line(let b)): return .line(to: mix(a, b))
    case (.arc(let c1, let r1, let s1, let e1, let cw), .arc(let c2, let r2, let s2, let e2, _)):
      return .arc(
        center: mix(c1, c2), radius: mix(r1, r2), startAngle: mix(s1, s2), endAngle: mix(e1, e2),
        clockwise: cw)
    case (.curve(let t1, let a1, let b1), .curve(let t2, let a2, let b2)):
      return .curve(to: mix(t1, t2), control1: mix(a1, a2), control2: mix(b1, b2))
    default:
      return f < 1 ? self : other
    }
  }
}
