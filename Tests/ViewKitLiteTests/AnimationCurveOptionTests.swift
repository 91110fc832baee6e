import Foundation
import Testing
import ViewKitLite

/// Each curve option of `View.animate` drives the picture along its own curve, pinned by the
/// Bézier curves' values a quarter and three quarters of the way (ease in 0.42, 0, 1, 1; ease
/// out 0, 0, 0.58, 1; both 0.42, 0, 0.58, 1), so no option can select another's curve unnoticed.
@MainActor
@Suite("Animation options and their curves")
struct AnimationCurveOptionTests {
  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let options: View.AnimationOptions
    let quarter: CGFloat
    let threeQuarters: CGFloat
    var description: String { name }
  }

  nonisolated static let cases = [
    Case(name: "ease in-out", options: .curveEaseInOut, quarter: 0.1292, threeQuarters: 0.8708),
    Case(name: "ease in", options: .curveEaseIn, quarter: 0.0935, threeQuarters: 0.6219),
    Case(name: "ease out", options: .curveEaseOut, quarter: 0.3781, threeQuarters: 0.9065),
    Case(name: "linear", options: .curveLinear, quarter: 0.25, threeQuarters: 0.75),
    Case(
      name: "ease in, repeating", options: [.curveEaseIn, .repeat], quarter: 0.0935,
      threeQuarters: 0.6219),
  ]

  @Test("the option's curve a quarter and three quarters of the way", arguments: cases)
  func curve(_ option: Case) {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    view.alpha = 0
    View.animate(withDuration: 1, options: option.options) { view.alpha = 1 }
    window.advance(by: 0.25)
    #expect(abs(view.presentation().alpha - option.quarter) < 0.0005)
    window.advance(by: 0.5)
    #expect(abs(view.presentation().alpha - option.threeQuarters) < 0.0005)
  }

  @Test("the options' bits are UIKit's")
  func bits() {
    let options: [View.AnimationOptions] = [
      .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse, .curveEaseInOut,
      .curveEaseIn, .curveEaseOut, .curveLinear,
    ]
    #expect(options.map(\.rawValue) == [2, 4, 8, 16, 0, 65_536, 131_072, 196_608])
  }
}
