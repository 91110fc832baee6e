import Foundation
import Testing
import ViewKitLite

@MainActor
@Suite("Timing functions")
struct TimingFunctionTests {
  static let samples: [(TimingFunction, [CGFloat])] = [
    (.linear, [0.1000, 0.2500, 0.5000, 0.7500, 0.9000]),
    (.easeIn, [0.0170, 0.0935, 0.3154, 0.6219, 0.8394]),
    (.easeOut, [0.1606, 0.3781, 0.6846, 0.9065, 0.9830]),
    (.easeInEaseOut, [0.0197, 0.1292, 0.5000, 0.8708, 0.9803]),
    (.default, [0.0948, 0.4085, 0.8024, 0.9605, 0.9943]),
  ]

  @Test("a curve Newton's method cannot solve is solved by halving: x = t³ at 0.001 is t = 0.1")
  func bisection() {
    let cubic = TimingFunction(controlPoints: 0, 0, 0, 1)
    #expect(abs(cubic.value(at: 0.001) - 0.028) < 1e-6, "y = 3t² − 2t³ at t = 0.1")
  }

  @Test("values at x = 0.1, 0.25, 0.5, 0.75, 0.9 to 1e-4", arguments: 0..<5)
  func samples(index: Int) {
    let (function, expected) = Self.samples[index]
    for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9] as [CGFloat], expected) {
      #expect(abs(function.value(at: x) - y) < 1e-4, "\(function) at \(x)")
    }
    #expect(function.value(at: 0) == 0 && function.value(at: 1) == 1)
  }

  @Test("control points' x clamp to 0…1, on each side of each point; y is kept; progress clamps")
  func clamping() {
    let wide = TimingFunction(controlPoints: 1.5, -0.5, -0.5, 1.5)
    #expect(wide.c1 == CGPoint(x: 1, y: -0.5) && wide.c2 == CGPoint(x: 0, y: 1.5))
    let narrow = TimingFunction(controlPoints: -1, 2, 2, -1)
    #expect(narrow.c1 == CGPoint(x: 0, y: 2) && narrow.c2 == CGPoint(x: 1, y: -1))
    let inside = TimingFunction(controlPoints: 0.3, 0.2, 0.7, 0.9)
    #expect(inside.c1 == CGPoint(x: 0.3, y: 0.2) && inside.c2 == CGPoint(x: 0.7, y: 0.9))
    #expect(TimingFunction.easeIn.value(at: -0.5) == 0 && TimingFunction.easeIn.value(at: 1.5) == 1)
  }
}
