import Foundation
import Testing
import ViewKitLite

/// The spinner turns through its eight images, a tenth of a second each, and comes back to the
/// first after 0.8 s: no image missing from the cycle, none shown twice in it.
@MainActor
@Suite("Activity indicator frames")
struct ActivityIndicatorFrameTests {
  /// A 20 × 20 window with a spinner filling it.
  func spinnerInWindow() -> (Window, ActivityIndicatorView) {
    let window = Window(size: CGSize(width: 20, height: 20))
    let spinner = ActivityIndicatorView()
    spinner.center = CGPoint(x: 10, y: 10)
    window.addSubview(spinner)
    return (window, spinner)
  }

  @Test("eight different pictures, one a tenth of a second, then the first again")
  func cycle() {
    let (window, spinner) = spinnerInWindow()
    spinner.startAnimating()
    var pictures: [[String]] = []
    window.advance(by: 0.05)
    for _ in 0..<9 {
      pictures.append(window.picture(scale: 2).rows)
      window.advance(by: 0.1)
    }
    #expect(Set(pictures.prefix(8)).count == 8, "eight different images")
    #expect(pictures[8] == pictures[0], "the ninth tenth shows the first again")
    #expect(pictures.allSatisfy { $0.joined().contains { $0 != " " && $0 != "\u{2800}" } })
  }

  @Test("an observer of isAnimating sees the first image at once: the turn starts as it is told")
  func observerSeesTheFirstImage() {
    let (window, spinner) = spinnerInWindow()
    window.advance(by: 0.35)
    var seen: [String] = []
    let token = spinner.observe(\.isAnimating) { _, _ in seen = window.picture(scale: 2).rows }
    spinner.startAnimating()
    #expect(!seen.isEmpty)
    #expect(seen == window.picture(scale: 2).rows, "the image the observer saw is the one shown")
    token.invalidate()
  }

  @Test(
    "stopped, it shows nothing while it hides when stopped, and its first image while it does not"
  )
  func stoppedShowsNothingOrItsFirstImage() {
    let (window, spinner) = spinnerInWindow()
    func inked() -> Bool {
      window.picture(scale: 2).rows.joined().contains { $0 != " " && $0 != "\u{2800}" }
    }
    #expect(spinner.hidesWhenStopped && !inked(), "stopped and hiding: a blank picture")
    spinner.startAnimating()
    window.advance(by: 0.35)
    let spinning = window.picture(scale: 2).rows
    spinner.stopAnimating()
    #expect(!inked(), "stopped again: blank")
    spinner.hidesWhenStopped = false
    #expect(inked(), "stopped, not hiding: still there")
    let stopped = window.picture(scale: 2).rows
    spinner.startAnimating()
    #expect(window.picture(scale: 2).rows == stopped, "stopped, it shows the first image")
    #expect(stopped != spinning, "not the image it stopped on")
  }
}
