import Foundation
import Testing
import ViewKitLite

/// The window's point at the end of each frame: after fingers, display links, animations and
/// layout, in the order observations were made, until invalidated or released.
@MainActor
@Suite("Frame ends")
struct FrameEndObservationTests {
  @Test("each frame ends after its animations and layout, observations in creation order")
  func order() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    var seen: [String] = []
    let first = window.observeFrameEnds { window in
      seen.append(
        "first \(window.frameCount) x=\(NumberFormat.string(view.presentation().center.x))")
    }
    let second = window.observeFrameEnds { window in seen.append("second \(window.frameCount)") }
    View.animate(withDuration: 2.0 / 60, options: .curveLinear) { view.center.x = 25 }
    window.advance(by: 2.0 / 60)
    #expect(seen == ["first 1 x=15", "second 1", "first 2 x=25", "second 2"])
    first.invalidate()
    window.advance(by: 1.0 / 60)
    #expect(seen.suffix(1) == ["second 3"] && !first.isValid && second.isValid)
  }

  @Test("a released observation is called no more")
  func released() {
    let window = Window(size: CGSize(width: 100, height: 100))
    var calls = 0
    var observation: FrameEndObservation? = window.observeFrameEnds { _ in calls += 1 }
    window.advance(by: 1.0 / 60)
    #expect(calls == 1 && observation?.isValid == true)
    observation = nil
    window.advance(by: 1.0 / 60)
    #expect(calls == 1)
  }
}
