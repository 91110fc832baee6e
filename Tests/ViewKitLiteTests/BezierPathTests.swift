import Foundation
import Testing
import ViewKitLite

@MainActor
@Suite("Bézier paths: where each step leaves the pen")
struct BezierPathTests {
  /// Whether two points agree to 1e-9.
  func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  @Test("an arc first in a path starts the subpath at its start point; close() goes back there")
  func arcStartsTheSubpath() {
    let path = BezierPath()
    path.addArc(
      withCenter: CGPoint(x: 20, y: 30), radius: 10, startAngle: .pi / 2, endAngle: .pi,
      clockwise: true)
    #expect(close(path.currentPoint, CGPoint(x: 10, y: 30)), "the end: centre − radius across")
    path.addLine(to: CGPoint(x: 0, y: 0))
    path.close()
    #expect(close(path.currentPoint, CGPoint(x: 20, y: 40)), "the start: centre + radius down")
  }

  @Test("after a move, an arc leaves the subpath's start at the move; a later move starts anew")
  func moveThenArc() {
    let path = BezierPath()
    path.move(to: CGPoint(x: 5, y: 5))
    path.addArc(
      withCenter: CGPoint(x: 20, y: 20), radius: 4, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    #expect(close(path.currentPoint, CGPoint(x: 20, y: 24)))
    path.close()
    #expect(close(path.currentPoint, CGPoint(x: 5, y: 5)))
    path.move(to: CGPoint(x: 50, y: 60))
    path.addLine(to: CGPoint(x: 70, y: 60))
    path.close()
    #expect(close(path.currentPoint, CGPoint(x: 50, y: 60)))
    path.removeAllPoints()
    #expect(path.elements.isEmpty && path.currentPoint == .zero)
  }

  @Test("a path is finite only while every point, radius and angle of every element is")
  func finiteness() {
    let p = CGPoint(x: 1, y: 2)
    let bad = CGPoint(x: CGFloat.nan, y: 2)
    let off = CGPoint(x: 1, y: CGFloat.infinity)
    let good: [ShapePath.Element] = [
      .move(to: p), .line(to: p), .curve(to: p, control1: p, control2: p),
      .arc(center: p, radius: 3, startAngle: 0, endAngle: 1, clockwise: true), .close,
    ]
    #expect(ShapePath(elements: good).isFinite)
    let broken: [ShapePath.Element] = [
      .move(to: bad), .line(to: off), .curve(to: bad, control1: p, control2: p),
      .curve(to: p, control1: off, control2: p), .curve(to: p, control1: p, control2: bad),
      .arc(center: bad, radius: 3, startAngle: 0, endAngle: 1, clockwise: true),
      .arc(center: p, radius: .infinity, startAngle: 0, endAngle: 1, clockwise: true),
      .arc(center: p, radius: 3, startAngle: .nan, endAngle: 1, clockwise: true),
      .arc(center: p, radius: 3, startAngle: 0, endAngle: -.infinity, clockwise: false),
    ]
    for element in broken {
      #expect(!ShapePath(elements: good + [element]).isFinite, "\(element)")
    }
  }
}
