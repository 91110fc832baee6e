import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// A view whose size animates to zero, or from it, shows what it drew at the size the screen
/// shows on every frame: drawing is taken from the larger end.
@MainActor
@Suite("Shrinking to nothing")
struct ShrinkingToNothingTests {
  /// A white 40 × 80 window with a 40 × 60 black image filling an image view of that size.
  private func scene() -> (Window, ImageView) {
    let window = Window(size: CGSize(width: 40, height: 80))
    window.backgroundColor = .white
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
    view.image = Image(size: CGSize(width: 40, height: 60)) { _, _, _, _ in true }
    view.tintColor = .black
    window.addSubview(view)
    window.advance(by: 1.0 / 60)
    return (window, view)
  }

  /// The rows of the picture with any dots in them.
  private func inkedRows(_ window: Window) -> Int {
    window.picture().rows.filter { $0.contains { $0 != " " } }.count
  }

  @Test("an image view going 60 → 0 pt high over 0.25 s is about half height at half time")
  func imageShrinks() {
    let (window, view) = scene()
    #expect(inkedRows(window) == 8, "60 pt: 7.5 rows of 8")
    View.animate(withDuration: 0.25, options: .curveLinear) { view.frame.size.height = 0 }
    #expect(view.bounds.height == 0, "the model is at its end at once")
    window.advance(by: 0.125)
    #expect(view.presentation().bounds.height == 30)
    #expect(inkedRows(window) == 4, "30 pt shown: 3.75 rows, not none")
    window.advance(by: 0.125)
    #expect(inkedRows(window) == 0, "at the end, nothing")
  }

  @Test("filmstrip: an image view shrinking to nothing and growing back, frame by frame")
  func filmstrip() {
    let (window, view) = scene()
    var strip = Filmstrip(window: window) {
      "height=\(NumberFormat.string(view.presentation().bounds.height))"
    }
    View.animate(withDuration: 0.25, options: .curveLinear) { view.frame.size.height = 0 }
    strip.capture(every: 5, frames: 3)
    View.animate(withDuration: 0.25, options: .curveLinear) { view.frame.size.height = 60 }
    strip.capture(every: 5, frames: 3)
    assertSnapshot(of: strip, as: .filmstrip)
  }

  @Test("a label growing from zero width lays its text out in the width shown, not the final one")
  func labelGrows() {
    let window = Window(size: CGSize(width: 200, height: 16))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 0, height: 16))
    label.text = "Loading more rows"
    label.textAlignment = .left
    window.addSubview(label)
    window.advance(by: 1.0 / 60)
    #expect(window.picture().rows.allSatisfy { !$0.contains("L") }, "no width, no text")
    View.animate(withDuration: 0.2, options: .curveLinear) { label.frame.size.width = 200 }
    window.advance(by: 0.05)
    #expect(label.presentation().bounds.width == 50)
    let row = window.picture().rows.first { $0.contains("L") } ?? ""
    #expect(row.trimmingCharacters(in: .whitespaces) == "Loading more", "12 columns of 50 pt")
    window.advance(by: 0.15)
    #expect(window.picture().rows.contains { $0.contains("Loading more rows") })
  }
}
