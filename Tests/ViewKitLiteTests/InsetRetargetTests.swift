import Foundation
import SceneFixtures
import Testing
import ViewKitLite

/// Watches a scroll view the way a refresh header does and records what the screen shows.
@MainActor
final class HeaderLikeObserver {
  var token: KeyValueObservation?
  var triggered = false
  var shown: [CGFloat] = []
  var link: DisplayLink?

  init(scrollView: ScrollView, threshold: CGFloat, animated: Bool) {
    token = scrollView.observe(\.contentOffset) { [weak self] scrollView, _ in
      guard let self, !self.triggered, !scrollView.isDragging,
        scrollView.contentOffset.y < threshold
      else { return }
      self.triggered = true
      if animated {
        View.animate(withDuration: 0.25) {
          scrollView.contentInset.top = 54
          scrollView.contentOffset.y = -54
        }
      } else {
        scrollView.contentInset.top = 54
      }
    }
    link = DisplayLink(window: scrollView.window!) { [weak self] _ in
      self?.shown.append(scrollView.presentation().contentOffset.y)
    }
  }
}

@MainActor
@Suite("Insets, limits and the no-jump rule")
struct InsetRetargetTests {
  @Test("a header that raises the inset during the bounce: the bounce settles at the new top")
  func bounceRetargets() throws {
    let scene = ScrollScene()
    let finger = try #require(scene.scrollView.pull(to: -80))
    finger.hold(for: 0.1)
    let header = HeaderLikeObserver(scrollView: scene.scrollView, threshold: -54, animated: false)
    finger.lift()
    scene.window.advance(by: 1.5)
    #expect(header.triggered)
    #expect(scene.scrollView.contentOffset.y == -54)
    #expect(zip(header.shown, header.shown.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
    #expect(header.shown.allSatisfy { $0 <= -54 + 1e-9 }, "never shows the old top")
    header.link?.invalidate()
  }

  @Test(
    "a header that animates inset and offset: the shown offset moves toward the rest every frame")
  func animatedRetarget() throws {
    let scene = ScrollScene()
    let finger = try #require(scene.scrollView.pull(to: -80))
    finger.hold(for: 0.1)
    let header = HeaderLikeObserver(scrollView: scene.scrollView, threshold: -54, animated: true)
    finger.lift()
    scene.window.advance(by: 1)
    #expect(header.triggered)
    #expect(scene.scrollView.contentOffset.y == -54)
    #expect(header.shown.count >= 30)
    #expect(zip(header.shown, header.shown.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
    #expect(header.shown.allSatisfy { $0 >= -80 - 1e-9 && $0 <= -54 + 1e-9 })
    #expect(header.shown.last == -54)
    header.link?.invalidate()
  }

  @Test("released while moving, the content follows its momentum one frame, then only rises")
  func movingRelease() throws {
    let scene = ScrollScene()
    let finger = try #require(scene.scrollView.pull(to: -80))
    let header = HeaderLikeObserver(scrollView: scene.scrollView, threshold: -54, animated: true)
    finger.lift()
    scene.window.advance(by: 1)
    let lowest = try #require(header.shown.indices.min { header.shown[$0] < header.shown[$1] })
    #expect(lowest == 1, "one frame of momentum past the release point")
    let rest = header.shown[lowest...]
    #expect(zip(rest, rest.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
    #expect(header.shown.allSatisfy { $0 <= -54 + 1e-9 }, "never shows the old top")
    header.link?.invalidate()
  }

  @Test("an idle inset decrease pulls the offset back, animated inside an animation block")
  func idlePullBack() {
    let scene = ScrollScene()
    scene.scrollView.contentInset.top = 54
    scene.scrollView.contentOffset.y = -54
    var heard: [CGFloat?] = []
    let token = scene.scrollView.observe(\.contentOffset, options: .new) { _, change in
      heard.append(change.newValue?.y)
    }
    View.animate(withDuration: 0.25, options: .curveLinear) {
      scene.scrollView.contentInset.top = 0
    }
    #expect(heard == [0], "the model value is observed exactly once")
    scene.window.advance(by: 0.125)
    #expect(abs(scene.scrollView.presentation().contentOffset.y - -27) < 1e-9)
    scene.window.advance(by: 0.125)
    #expect(scene.scrollView.presentation().contentOffset.y == 0)
    _ = token
  }

  @Test("an idle size decrease pulls an offset past the bottom back at once outside animations")
  func idleSizeDecrease() {
    let scene = ScrollScene()
    scene.scrollView.contentOffset.y = 4000
    scene.scrollView.contentSize.height = 1000
    #expect(scene.scrollView.contentOffset.y == 200)
  }

  @Test("while a finger drags, an inset change moves the limits, not the content")
  func insetDuringDrag() throws {
    let scene = ScrollScene()
    let finger = try #require(scene.scrollView.pull(to: -60))
    scene.scrollView.contentInset.top = 54
    #expect(abs(scene.scrollView.contentOffset.y - -60) < 1e-9)
    finger.move(by: CGPoint(x: 0, y: 0.001), duration: 0)
    #expect(abs(scene.scrollView.contentOffset.y - -60) < 0.01)
    finger.lift()
    scene.window.advance(by: 1)
    #expect(scene.scrollView.contentOffset.y == -54)
  }

  @Test("a release far past the top, moving outward fast, never bounces past the band's reach")
  func outwardReleaseStaysInReach() {
    let window = Window(size: CGSize(width: 375, height: 300))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 1000)
    window.addSubview(scrollView)
    var farthest: CGFloat = 0
    let link = DisplayLink(window: window) { _ in
      farthest = max(farthest, -scrollView.contentOffset.y)
    }
    window.fling(from: CGPoint(x: 100, y: 20), by: CGPoint(x: 0, y: 1500), velocity: 8000)
    window.advance(by: 2)
    #expect(farthest > 240, "the finger took the content far past the top")
    #expect(farthest <= 300, "the reach is the height, 300; the bounce went to \(farthest)")
    #expect(scrollView.contentOffset.y == 0)
    link.invalidate()
  }
}
