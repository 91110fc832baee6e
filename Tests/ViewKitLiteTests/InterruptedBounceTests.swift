import Foundation
import SceneFixtures
import Testing
import ViewKitLite
import ViewKitLiteHarness

/// Content left past a limit by an interruption springs back: no scroll view rests past its
/// edge once nothing moves it, unless code put it there.
@MainActor
@Suite("Interrupted bounces")
struct InterruptedBounceTests {
  /// A 300 × 300 window whose scroll view has `content`, dragged 120 points down past its top
  /// and released: bouncing back when returned.
  func bouncingScene(content: CGSize = CGSize(width: 900, height: 900)) -> (Window, ScrollView) {
    let (window, scrollView) = square(content: content)
    window.drag(from: CGPoint(x: 150, y: 100), by: CGPoint(x: 0, y: 120), duration: 0.2)
    return (window, scrollView)
  }

  @Test("a bounce caught by a drag locked to the other axis springs back when it lifts")
  func lockedOutAxisSettles() {
    let (window, scrollView) = bouncingScene()
    scrollView.isDirectionalLockEnabled = true
    let finger = window.touchDown(at: CGPoint(x: 200, y: 150))
    finger.move(by: CGPoint(x: -80, y: 0), duration: 0.2)
    let caught = scrollView.contentOffset.y
    #expect(caught < -1, "the bounce is caught past the top: \(caught)")
    #expect(scrollView.contentOffset.x > 0)
    finger.lift()
    #expect(scrollView.isDecelerating)
    window.advance(by: 8)
    #expect(scrollView.contentOffset.y == 0)
    #expect(!scrollView.isDecelerating)
  }

  @Test("a bounce caught by a tap resumes on the lift, the scroll view no longer tracking by then")
  func tappedBounceResumes() {
    let (window, scrollView) = bouncingScene()
    window.advance(by: 0.05)
    let finger = window.touchDown(at: CGPoint(x: 150, y: 150))
    window.advance(by: 0.1)
    #expect(scrollView.isTracking && !scrollView.isDecelerating, "held where it was caught")
    var seen: [String] = []
    let token = scrollView.observe(\.isDecelerating, options: .new) { scrollView, change in
      seen.append("decelerating \(change.newValue == true) tracking \(scrollView.isTracking)")
    }
    finger.lift()
    #expect(seen == ["decelerating true tracking false"])
    window.advance(by: 2)
    #expect(scrollView.contentOffset.y == 0)
    _ = token
  }

  @Test(
    "an offset set in code stops the motion first: its observers hear it from a scroll view at rest, mid-bounce or mid-fling",
    arguments: [false, true])
  func offsetSetStopsMotionFirst(flinging: Bool) {
    let (window, scrollView) =
      flinging ? square(content: CGSize(width: 900, height: 3000)) : bouncingScene()
    if flinging {
      window.drag(from: CGPoint(x: 150, y: 250), by: CGPoint(x: 0, y: -150), duration: 0.1)
    }
    window.advance(by: 0.05)
    #expect(scrollView.isDecelerating)
    var heard: [String] = []
    let token = scrollView.observe(\.contentOffset, options: .new) { scrollView, change in
      heard.append("\(change.newValue?.y ?? -1) decelerating \(scrollView.isDecelerating)")
    }
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    #expect(heard == ["40.0 decelerating false"])
    window.advance(by: 1)
    #expect(scrollView.contentOffset.y == 40, "nothing moves it on")
    _ = token
  }

  @Test(
    "a finger that catches a fling stops it first, then drags from where its observers left the content"
  )
  func caughtFlingDragsFromWhereObserversLeftIt() {
    let (window, scrollView) = square(content: CGSize(width: 900, height: 3000))
    window.drag(from: CGPoint(x: 150, y: 250), by: CGPoint(x: 0, y: -150), duration: 0.1)
    window.advance(by: 0.05)
    #expect(scrollView.isDecelerating)
    let token = scrollView.observe(\.isDecelerating, options: .new) { scrollView, change in
      if change.newValue == false { scrollView.contentOffset.y = 400 }
    }
    let finger = window.touchDown(at: CGPoint(x: 150, y: 150))
    finger.move(by: CGPoint(x: 0, y: -60), duration: 0.2)
    #expect(scrollView.isDragging)
    #expect(scrollView.contentOffset.y == 460, "60 points on from 400")
    finger.lift()
    _ = token
  }

  /// Notes whether the scroll view decelerates when its scrolling animation ends.
  final class AnimationEndDelegate: ScrollViewDelegate {
    var heard: [String] = []
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
      heard.append(
        "ended at y \(scrollView.contentOffset.y), decelerating \(scrollView.isDecelerating)")
    }
  }

  @Test(
    "an animation across a bounce ends where it was asked, told so before the content springs back")
  func animationEndToldBeforeTheSpringBack() {
    let (window, scrollView) = bouncingScene()
    let delegate = AnimationEndDelegate()
    scrollView.delegate = delegate
    window.advance(by: 0.05)
    let caught = scrollView.contentOffset.y
    #expect(caught < -1)
    scrollView.setContentOffset(CGPoint(x: 100, y: caught), animated: true)
    window.advance(by: 0.5)
    #expect(delegate.heard == ["ended at y \(caught), decelerating false"])
    window.advance(by: 2)
    #expect(scrollView.contentOffset == CGPoint(x: 100, y: 0), "then it springs back")
  }

  @Test("a scroll view that left its window mid-bounce springs back when it returns")
  func returningScrollViewSettles() {
    let (window, scrollView) = bouncingScene()
    window.advance(by: 0.05)
    scrollView.removeFromSuperview()
    let left = scrollView.contentOffset.y
    #expect(left < -1)
    window.addSubview(scrollView)
    window.advance(by: 0.1)
    #expect(scrollView.contentOffset.y > left)
    window.advance(by: 2)
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test("an animation across that stops a bounce leaves the bounce's axis to spring back")
  func animationAcrossSettles() {
    let (window, scrollView) = bouncingScene()
    window.advance(by: 0.05)
    let y = scrollView.contentOffset.y
    scrollView.setContentOffset(CGPoint(x: 100, y: y), animated: true)
    window.advance(by: 0.4)
    #expect(scrollView.contentOffset.x == 100)
    window.advance(by: 2)
    #expect(scrollView.contentOffset == CGPoint(x: 100, y: 0))
  }

  @Test(
    "a finger down on an animated offset holds the content where it shows: mid-way, or on a repeating one as it shows its end",
    arguments: [false, true])
  func touchCatchesAnAnimatedOffset(repeating: Bool) {
    let (window, scrollView) = square(content: CGSize(width: 300, height: 900))
    let options: View.AnimationOptions = repeating ? [.curveLinear, .repeat, .autoreverse] : []
    View.animate(withDuration: repeating ? 0.5 : 1, options: options) {
      scrollView.contentOffset.y = 400
    }
    window.advance(by: 0.5)
    let shown = scrollView.presentation().bounds.minY
    #expect(repeating ? shown == 400 : shown > 100 && shown < 300, "\(shown)")
    let finger = window.touchDown(at: CGPoint(x: 150, y: 150))
    #expect(scrollView.contentOffset.y == shown)
    window.advance(by: 0.25)
    #expect(!scrollView.hasRunningAnimations, "the finger stopped the animation")
    #expect(scrollView.presentation().bounds.minY == shown, "and holds the content still")
    finger.lift()
  }

  @Test("an offset past the edge that code animates to stays there, as UIKit's does")
  func animatedPastTheEdgeStays() {
    let (window, scrollView) = square(content: CGSize(width: 300, height: 900))
    scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: true)
    window.advance(by: 2)
    #expect(scrollView.contentOffset.y == -60)
  }

  @Test(
    "content code left up to a screen past the top springs back from where it rests when it joins a window; beyond a screen, from 95 % of one",
    arguments: [-299.5, -300, -300.5] as [CGFloat])
  func joiningSpringStartsWhereTheContentRests(offset: CGFloat) {
    let (window, scrollView) = square(content: CGSize(width: 900, height: 900))
    let reach = scrollView.bounds.height
    scrollView.removeFromSuperview()
    scrollView.contentOffset.y = offset
    let start = window.now
    window.addSubview(scrollView)
    #expect(scrollView.contentOffset.y == offset, "nothing moves before the next frame")
    #expect(scrollView.isDecelerating)
    window.advance(by: 1.0 / 60)
    let from = -offset > reach ? -0.95 * reach : offset
    let expected = ScrollPhysics.springDisplacement(
      from, velocity: 0, time: CGFloat(window.now - start))
    #expect(
      abs(scrollView.contentOffset.y - expected) < 1e-9,
      "first frame at \(scrollView.contentOffset.y), the spring from \(from) shows \(expected)")
    window.advance(by: 2)
    #expect(scrollView.contentOffset.y == 0 && !scrollView.isDecelerating)
  }
}

@MainActor
@Suite("A script's finger")
struct ScriptFingerTests {
  @Test("move, hold and lift move a finger that a call put down")
  func callsFinger() throws {
    let (window, scrollView) = square(content: CGSize(width: 300, height: 900))
    var vocabulary = GestureScript.Vocabulary()
    vocabulary.perform("press") { window, _ in _ = window.touchDown(at: CGPoint(x: 150, y: 200)) }
    try GestureScript("call press\nmove 0 -100 0.2\nhold 0.1\nlift\n")
      .play(in: window, vocabulary: vocabulary)
    #expect(scrollView.contentOffset.y > 50)
    #expect(!scrollView.isTracking)
  }

  @Test("pull top N: the finger pulls N points past the top and stays down until lift")
  func pullWord() throws {
    let (window, scrollView) = square(content: CGSize(width: 300, height: 900))
    var pulled: CGFloat = 0
    var vocabulary = GestureScript.Vocabulary()
    vocabulary.perform("note") { _, _ in pulled = scrollView.contentOffset.y }
    try GestureScript("call pull top 40\nhold 0.1\ncall note\nlift\nwait 2\n")
      .play(in: window, vocabulary: vocabulary)
    #expect(abs(pulled - -40) < 0.001)
    #expect(scrollView.contentOffset.y == 0)
    try GestureScript("call pull bottom 25\ncall note\n").play(in: window, vocabulary: vocabulary)
    #expect(abs(pulled - 625) < 0.001)
    #expect(!scrollView.isTracking, "the script's end lifts the finger its pull put down")
  }

  @Test("a finger down before the script plays is not the script's to lift")
  func fingerBeforeTheScript() throws {
    let (window, scrollView) = square(content: CGSize(width: 300, height: 900))
    let finger = window.touchDown(at: CGPoint(x: 150, y: 200))
    try GestureScript("wait 0.1\n").play(in: window)
    #expect(finger.isDown)
    #expect(scrollView.isTracking)
    finger.lift()
  }
}

@MainActor
@Suite("Limits that move under a finger")
struct LimitsUnderAFingerTests {
  @Test("content left more than a screen past by shrinking stays under the finger until it lifts")
  func shrinkUnderAFinger() {
    let (window, scrollView) = square(content: CGSize(width: 300, height: 2_000))
    scrollView.contentOffset.y = 1_000
    let finger = window.touchDown(at: CGPoint(x: 150, y: 150))
    finger.move(by: CGPoint(x: 0, y: -40), duration: 0.2)
    let held = scrollView.contentOffset.y
    scrollView.contentSize = CGSize(width: 300, height: 300)
    scrollView.contentInset.top = 80
    #expect(scrollView.contentOffset.y == held, "the finger holds it: \(held)")
    finger.hold(for: 0.1)
    #expect(scrollView.contentOffset.y == held)
    finger.lift()
    #expect(scrollView.contentOffset.y < 300, "banded within a screen of the limit")
    #expect(scrollView.contentOffset.y > 0)
    window.advance(by: 2)
    #expect(scrollView.contentOffset.y == 0)
  }
}
