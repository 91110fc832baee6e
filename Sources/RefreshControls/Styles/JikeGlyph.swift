import Foundation
import ViewKitLite

/// The JK design's glyph as paths, at a fill from 0 to 1, in its 45 × 45-point box: the
/// light-gray J, and the dark fill that runs from the hook's tip (the bottom arc, the first
/// half) up the stem (the top bar, the second half).
///
/// ``JikeRefreshControl`` draws it with three shape layers; draw it anywhere else the same way:
///
/// ```swift
/// let glyph = JikeGlyph(fill: 0.75)
/// grayLayer.path = glyph.j.cgPath
/// bottomLayer.path = glyph.bottomArc.cgPath
/// topLayer.path = glyph.topBar?.cgPath
/// ```
@MainActor
public struct JikeGlyph {
  /// How far the dark fill has come: 0 empty, 0.5 the arc whole, 1 the bar whole too.
  public var fill: CGFloat
  /// The centre of the J's bowl: the middle of the 45-point box.
  public var center = CGPoint(x: 22.5, y: 22.5)

  /// The glyph at `fill` (clamped to 0…1).
  public init(fill: CGFloat) {
    self.fill = min(max(fill.isFinite ? fill : 0, 0), 1)
  }

  /// The J's outline, filled and stroked light gray: a bowl of radii 8 and 13 and a stem up to
  /// y 6.5, 5 points wide.
  public var j: BezierPath {
    let path = BezierPath()
    path.addArc(withCenter: center, radius: 8, startAngle: .pi / 2, endAngle: 0, clockwise: false)
    path.addLine(to: CGPoint(x: 30.5, y: 6.5))
    path.addLine(to: CGPoint(x: 35.5, y: 6.5))
    path.addLine(to: CGPoint(x: 35.5, y: 22.5))
    path.addArc(
      withCenter: center, radius: 13, startAngle: 0, endAngle: .pi / 2 - 0.05, clockwise: true)
    path.close()
    return path
  }

  /// The dark arc along the bowl, from the hook's tip, a quarter turn at half fill; stroked 5
  /// points wide.
  public var bottomArc: BezierPath {
    let path = BezierPath()
    path.addArc(
      withCenter: center, radius: 10.5, startAngle: .pi / 2,
      endAngle: .pi / 2 - .pi / 2 * min(fill, 0.5) * 2, clockwise: false)
    return path
  }

  /// The dark bar up the stem, 16 points at full fill; `nil` until the fill passes half.
  public var topBar: BezierPath? {
    guard fill > 0.5 else { return nil }
    let path = BezierPath()
    path.move(to: CGPoint(x: 33, y: 22.5))
    path.addLine(to: CGPoint(x: 33, y: 22.5 - (fill - 0.5) * 2 * 16))
    return path
  }
}
