import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// An image view cycling its `animationImages`.
@MainActor
@Suite("Image view animation")
struct ImageViewAnimationTests {
  @Test("a second startAnimating while animating does not restart the cycle")
  func secondStart() {
    let (window, view) = animating(frames: 4, duration: 0.4)
    view.startAnimating()
    window.advance(by: 0.25)
    #expect(view.displayedImage?.size.width == 3)
    view.startAnimating()
    #expect(view.displayedImage?.size.width == 3)
    window.advance(by: 0.1)
    #expect(view.displayedImage?.size.width == 4)
  }

  /// A 10 × 10 image view in a 40 × 40 window, cycling `frames` images 1 … `frames` dots wide
  /// over `duration` seconds.
  private func animating(frames: Int, duration: TimeInterval) -> (Window, ImageView) {
    let window = Window(size: CGSize(width: 40, height: 40))
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.animationImages = (1...frames).map { width in
      Image(size: CGSize(width: CGFloat(width), height: 1)) { _, _, _, _ in true }
    }
    view.animationDuration = duration
    window.addSubview(view)
    return (window, view)
  }

  @Test("an observer told the animation started again sees its first frame, not the old run's")
  func observerSeesTheFirstFrame() {
    let (window, view) = animating(frames: 4, duration: 0.4)
    view.startAnimating()
    window.advance(by: 0.15)
    view.stopAnimating()
    window.advance(by: 0.2)
    var shown: [CGFloat?] = []
    let token = view.observe(\.isAnimating, options: .new) { view, change in
      if change.newValue == true { shown.append(view.displayedImage?.size.width) }
    }
    view.startAnimating()
    #expect(shown == [1], "the cycle starts over at 0.35 s")
    _ = token
  }

  @Test("an observer that starts the animation again when it stops gets a whole run, which stops")
  func restartedWhenItStops() {
    let (window, view) = animating(frames: 2, duration: 0.2)
    view.animationRepeatCount = 1
    var stops: [TimeInterval] = []
    let token = view.observe(\.isAnimating, options: .new) { view, change in
      guard change.newValue == false else { return }
      stops.append(window.now)
      if stops.count == 1 { view.startAnimating() }
    }
    view.startAnimating()
    window.advance(by: 1)
    #expect(stops.count == 2, "\(stops)")
    #expect(!view.isAnimating)
    _ = token
  }

  @Test("animating with no frames, or frames taken away, shows the still image and draws it")
  func noFrames() {
    let window = Window(size: CGSize(width: 40, height: 40))
    let still = Image(size: CGSize(width: 9, height: 1)) { _, _, _, _ in true }
    let view = ImageView(image: still)
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    view.animationDuration = 0.4
    window.addSubview(view)
    let stillPicture = window.picture().text
    #expect(stillPicture.contains { !$0.isWhitespace })
    for frames in [[], nil] as [[Image]?] {
      view.animationImages = frames
      view.startAnimating()
      window.advance(by: 0.25)
      #expect(view.isAnimating)
      #expect(view.displayedImage?.size.width == 9)
      #expect(window.picture().text == stillPicture)
      view.stopAnimating()
    }
  }

  @Test("an image under 3 points across or down has one dot that way, not two")
  func tinyImage() {
    let view = ImageView(image: Image(size: CGSize(width: 1, height: 2)) { _, _, _, _ in true })
    #expect(view.dumpAttributes().contains { $0.hasSuffix("/1dots") }, "\(view.dumpAttributes())")
  }

  /// A view of four frames 1 to 4 points wide, 0.4 s a cycle, and a still image 9 wide.
  private func counting(_ cycles: Int) -> (Window, ImageView) {
    let window = Window(size: CGSize(width: 40, height: 40))
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.image = Image(size: CGSize(width: 9, height: 1)) { _, _, _, _ in true }
    view.animationImages = (1...4).map { width in
      Image(size: CGSize(width: CGFloat(width), height: 1)) { _, _, _, _ in true }
    }
    view.animationDuration = 0.4
    view.animationRepeatCount = cycles
    window.addSubview(view)
    return (window, view)
  }

  @Test(
    "a repeat count of n plays n cycles, then stops and shows the still image", arguments: [1, 3])
  func repeatCount(cycles: Int) {
    let (window, view) = counting(cycles)
    view.startAnimating()
    let end = 0.4 * Double(cycles)
    window.advance(by: end - 0.05)
    #expect(view.isAnimating && view.displayedImage?.size.width == 4, "the last frame")
    window.advance(by: 0.05)
    #expect(!view.isAnimating, "stopped at \(end) s")
    #expect(view.displayedImage?.size.width == 9)
    window.advance(by: 1)
    #expect(!view.isAnimating && view.displayedImage?.size.width == 9)
  }

  @Test("0 repeats forever, and so does a count below 0")
  func forever() {
    for count in [0, -2] {
      let (window, view) = counting(count)
      view.startAnimating()
      window.advance(by: 10.05)
      #expect(view.isAnimating && view.displayedImage?.size.width == 1)
    }
  }

  @Test("stopAnimating before the end stops it; a start again counts its cycles afresh")
  func stopBeforeTheEnd() {
    let (window, view) = counting(1)
    view.startAnimating()
    window.advance(by: 0.2)
    view.stopAnimating()
    #expect(!view.isAnimating && view.displayedImage?.size.width == 9)
    window.advance(by: 0.1)
    view.startAnimating()
    window.advance(by: 0.3)
    #expect(view.isAnimating, "the first run's stop, due at 0.4 s, does not end the second")
    window.advance(by: 0.1)
    #expect(!view.isAnimating, "the second ends 0.4 s after it began")
  }

  @Test("a count started outside any window runs its cycles once the view is on screen")
  func startedOffScreen() {
    let (window, view) = counting(1)
    view.removeFromSuperview()
    view.startAnimating()
    window.advance(by: 1)
    window.addSubview(view)
    window.advance(by: 0.35)
    #expect(view.isAnimating)
    window.advance(by: 0.05)
    #expect(!view.isAnimating)
  }

  @Test("moved to another window mid-count, it plays its cycles afresh on that window's clock")
  func movedToAnotherWindow() {
    let (window, view) = counting(1)
    view.startAnimating()
    window.advance(by: 0.2)
    let other = Window(size: CGSize(width: 40, height: 40))
    view.removeFromSuperview()
    other.addSubview(view)
    other.advance(by: 0.35)
    #expect(view.isAnimating)
    other.advance(by: 0.05)
    #expect(!view.isAnimating, "stopped by the new window's clock, the old one never advanced")
  }

  @Test("filmstrip: a play-once animation steps through its frames and settles on the image")
  func playOnceFilmstrip() {
    let window = Window(size: CGSize(width: 32, height: 16))
    window.backgroundColor = .white
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 32, height: 16))
    view.contentMode = .topLeft
    view.tintColor = .black
    view.image = Image(size: CGSize(width: 32, height: 2)) { _, _, _, _ in true }
    view.animationImages = (1...4).map { step in
      Image(size: CGSize(width: CGFloat(step * 8), height: 16)) { _, _, _, _ in true }
    }
    view.animationDuration = 0.4
    view.animationRepeatCount = 1
    window.addSubview(view)
    view.startAnimating()
    var strip = Filmstrip(window: window) { view.isAnimating ? "animating" : "still" }
    strip.capture("start")
    strip.capture(every: 6, frames: 5)
    assertSnapshot(of: strip, as: .filmstrip)
  }
}
