import Foundation
import SceneFixtures
import Testing
import ViewKitLite

/// The rules a path follows as UIKit's do: a fill by the non-zero winding rule, and a subpath's
/// start as the current point after it closes.
@MainActor
@Suite("Path rules")
struct PathRuleTests {
  /// The dots a fill of `path` sets on a 64-point canvas.
  func filledDots(_ path: BezierPath) -> Int {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 64, height: 64))
    RenderFixtures.shape(path.cgPath, in: view, stroke: nil, fill: .black)
    return dots(of: window.picture()).count
  }

  /// A square from `low` to `high` on both axes, clockwise on screen or against it.
  func addSquare(_ low: CGFloat, _ high: CGFloat, clockwise: Bool, into path: BezierPath) {
    let corners = [
      CGPoint(x: low, y: low), CGPoint(x: high, y: low), CGPoint(x: high, y: high),
      CGPoint(x: low, y: high),
    ]
    let ordered = clockwise ? corners : [corners[0]] + corners.dropFirst().reversed()
    path.move(to: ordered[0])
    for corner in ordered.dropFirst() { path.addLine(to: corner) }
    path.close()
  }

  @Test(
    "a fill is non-zero: a square inside another turning the other way is a hole, the same way it is filled"
  )
  func nonZeroWinding() {
    let outer = BezierPath()
    addSquare(8, 56, clockwise: true, into: outer)
    let inner = BezierPath()
    addSquare(24, 40, clockwise: true, into: inner)
    let whole = filledDots(outer)
    let hole = filledDots(inner)
    #expect(whole > hole && hole > 0)
    for innerClockwise in [false, true] {
      let ring = BezierPath()
      addSquare(8, 56, clockwise: true, into: ring)
      addSquare(24, 40, clockwise: innerClockwise, into: ring)
      #expect(
        filledDots(ring) == (innerClockwise ? whole : whole - hole),
        "inner square \(innerClockwise ? "the same way" : "the other way")")
    }
  }

  /// The picture of `path` stroked on a 64-point canvas.
  func stroked(_ path: BezierPath) -> [String] {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 64, height: 64))
    RenderFixtures.shape(path.cgPath, in: view, lineWidth: 2)
    return window.picture().rows
  }

  @Test(
    "after a close, a line starts where the subpath started: at its move, or at its arc's start",
    arguments: [false, true])
  func lineAfterClose(beginsWithArc: Bool) {
    let start = CGPoint(x: 48, y: 20)
    func closedSubpath() -> BezierPath {
      let path = BezierPath()
      if !beginsWithArc { path.move(to: start) }
      path.addArc(
        withCenter: CGPoint(x: 32, y: 20), radius: 16, startAngle: 0, endAngle: .pi / 2,
        clockwise: true)
      path.close()
      return path
    }
    let alone = stroked(closedSubpath())
    let implicit = closedSubpath()
    implicit.addLine(to: CGPoint(x: 48, y: 60))
    let explicit = closedSubpath()
    explicit.move(to: start)
    explicit.addLine(to: CGPoint(x: 48, y: 60))
    #expect(stroked(implicit) == stroked(explicit))
    #expect(stroked(implicit) != alone, "the line after the close is drawn")
  }
}
