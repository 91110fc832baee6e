import Foundation
import Testing
import ViewKitLite

@MainActor
@Suite("View animations")
struct ViewAnimationTests {
  func scene() -> (Window, View) {
    let window = Window(size: CGSize(width: 400, height: 400))
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    return (window, view)
  }

  @Test("a window is not idle while a view or a layer animates, by that alone, and is once it ends")
  func notIdleWhileAnimating() {
    for layerOnly in [false, true] {
      let window = Window(size: CGSize(width: 100, height: 100))
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(view)
      window.advance(by: 0.1)
      #expect(window.isIdle)
      if layerOnly {
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        view.layer.add(fade, forKey: "fade")
      } else {
        View.animate(withDuration: 1) { view.alpha = 0 }
      }
      window.advance(by: 0.5)
      #expect(!window.isIdle, "halfway, layer only: \(layerOnly)")
      window.advance(by: 0.6)
      #expect(window.isIdle, "ended, layer only: \(layerOnly)")
    }
  }

  @Test("the model changes at once and is observed once; the picture interpolates")
  func modelAndPresentation() {
    let (window, view) = scene()
    var heard: [CGPoint?] = []
    let token = view.observe(\.center, options: .new) { _, change in heard.append(change.newValue) }
    View.animate(withDuration: 1, options: .curveLinear) {
      view.center = CGPoint(x: 150, y: 50)
    }
    #expect(view.center == CGPoint(x: 150, y: 50))
    #expect(heard == [CGPoint(x: 150, y: 50)])
    #expect(view.presentation().center == CGPoint(x: 50, y: 50))
    window.advance(by: 0.25)
    #expect(view.presentation().center == CGPoint(x: 75, y: 50))
    window.advance(by: 0.5)
    #expect(view.presentation().center == CGPoint(x: 125, y: 50))
    window.advance(by: 0.25)
    #expect(view.presentation().center == CGPoint(x: 150, y: 50))
    #expect(window.isIdle)
    _ = token
  }

  @Test("ease-in-ease-out by default: halfway in time is halfway in value, a quarter is 12.92 %")
  func defaultCurve() {
    let (window, view) = scene()
    View.animate(withDuration: 1) { view.alpha = 0 }
    window.advance(by: 0.25)
    #expect(abs(view.presentation().alpha - (1 - 0.1292)) < 1e-4)
    window.advance(by: 0.25)
    #expect(abs(view.presentation().alpha - 0.5) < 1e-4)
  }

  @Test("two views animating at once, from two blocks: each ends on time, with its completion")
  func twoViews() {
    let (window, view) = scene()
    let other = View(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
    window.addSubview(other)
    var ended: [String] = []
    View.animate(withDuration: 0.25) {
      view.alpha = 0.5
    } completion: { _ in
      ended.append("first")
    }
    window.advance(by: 0.1)
    View.animate(withDuration: 0.25) {
      other.alpha = 0.5
    } completion: { _ in
      ended.append("second")
    }
    window.advance(by: 0.2)
    #expect(ended == ["first"])
    #expect(!window.isIdle, "the second still animates")
    window.advance(by: 0.1)
    #expect(ended == ["first", "second"])
    #expect(window.isIdle)
  }

  @Test("one block changing the same property of two views animates each to its own value")
  func oneBlockTwoViews() {
    let (window, view) = scene()
    let other = View(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
    window.addSubview(other)
    View.animate(withDuration: 0.25, delay: 0, options: .curveLinear) {
      view.alpha = 0.5
      other.alpha = 0
    }
    window.advance(by: 0.125)
    #expect(abs(view.presentation().alpha - 0.75) < 1e-9)
    #expect(abs(other.presentation().alpha - 0.5) < 1e-9)
    #expect((view.alpha, other.alpha) == (0.5, 0))
  }

  @Test(
    "a spinning layer taken off screen is let go, nothing kept: with its view at once, out of its superlayer on the next frame",
    arguments: [false, true])
  func leavingLetsGo(outOfItsSuperlayer: Bool) {
    let window = Window(size: CGSize(width: 100, height: 100))
    weak var released: Layer?
    do {
      let view = View(frame: window.bounds)
      window.addSubview(view)
      let ring = ShapeLayer()
      view.layer.addSublayer(ring)
      let spin = BasicAnimation(keyPath: "transform.rotation.z")
      spin.toValue = 2 * CGFloat.pi
      spin.duration = 1
      spin.repeatCount = .infinity
      ring.add(spin, forKey: "spin")
      window.advance(by: 0.1)
      #expect(!window.isIdle)
      if outOfItsSuperlayer { ring.removeFromSuperlayer() } else { view.removeFromSuperview() }
      released = ring
    }
    if outOfItsSuperlayer { window.advance(by: 1.0 / 60) }
    #expect(released == nil, "the window's animator keeps nothing it no longer shows")
    #expect(window.isIdle)
  }

  @Test("completion(true) on the first frame at or after the end")
  func completionTrue() {
    let (window, view) = scene()
    var completions: [(Bool, TimeInterval)] = []
    View.animate(withDuration: 0.25) {
      view.alpha = 0.5
    } completion: { finished in
      completions.append((finished, window.now))
    }
    window.advance(by: 0.24)
    #expect(completions.isEmpty)
    window.advance(by: 0.1)
    #expect(completions.count == 1)
    #expect(completions[0].0)
    #expect(abs(completions[0].1 - 0.25) < 1e-9)
  }

  @Test("a replaced animation completes with false; the new one starts where the old showed")
  func replacedCompletesFalse() {
    let (window, view) = scene()
    var results: [Bool] = []
    View.animate(withDuration: 1, options: .curveLinear) {
      view.center.x = 150
    } completion: {
      results.append($0)
    }
    window.advance(by: 0.5)
    View.animate(withDuration: 1, options: .curveLinear) {
      view.center.x = 0
    } completion: {
      results.append($0)
    }
    #expect(results == [false])
    #expect(view.presentation().center.x == 100)
    window.advance(by: 0.5)
    #expect(view.presentation().center.x == 50)
    window.advance(by: 0.5)
    #expect(results == [false, true])
  }

  @Test(
    "a block's completion waits until its commit is done, even when a callback run at the commit cancels its animations"
  )
  func completionAfterTheCommit() {
    let (window, view) = scene()
    let scrollView = ScrollView(frame: window.bounds)
    window.addSubview(scrollView)
    var events: [String] = []
    View.animate(withDuration: 1) {
      view.alpha = 0.5
      scrollView.whenContentInsetChangeIsShown {
        events.append("first shown")
        view.removeFromSuperview()
      }
      scrollView.whenContentInsetChangeIsShown { events.append("second shown") }
    } completion: {
      events.append("completion \($0)")
    }
    #expect(events == ["first shown", "second shown", "completion false"])
  }

  @Test("a duration of 0 applies at once and completes at once")
  func zeroDuration() {
    let (_, view) = scene()
    var finished: Bool?
    View.animate(withDuration: 0) {
      view.alpha = 0.2
    } completion: {
      finished = $0
    }
    #expect(view.presentation().alpha == 0.2)
    #expect(finished == true)
  }

  @Test("nested blocks keep their own durations")
  func nested() {
    let (window, view) = scene()
    View.animate(withDuration: 1, options: .curveLinear) {
      view.alpha = 0
      View.animate(withDuration: 0.5, options: .curveLinear) {
        view.center.x = 100
      }
    }
    window.advance(by: 0.25)
    #expect(abs(view.presentation().alpha - 0.75) < 1e-9)
    #expect(abs(view.presentation().center.x - 75) < 1e-9)
  }

  @Test("a delay holds the old value on screen until the animation starts")
  func delay() {
    let (window, view) = scene()
    View.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear) { view.alpha = 0 }
    window.advance(by: 0.4)
    #expect(view.presentation().alpha == 1)
    window.advance(by: 0.35)
    #expect(abs(view.presentation().alpha - 0.5) < 1e-9)
  }

  @Test("a rotation of exactly π turns the positive way, by angle")
  func rotationByAngle() {
    let (window, view) = scene()
    View.animate(withDuration: 1, options: .curveLinear) {
      view.transform = Transform(rotationAngle: .pi)
    }
    window.advance(by: 0.5)
    #expect(abs(view.presentation().transform.rotationAngle - .pi / 2) < 1e-9)
    window.advance(by: 0.5)
    View.animate(withDuration: 1, options: .curveLinear) {
      view.transform = .identity
    }
    window.advance(by: 0.5)
    let angle = view.presentation().transform.rotationAngle
    #expect(abs(angle - -.pi / 2) < 1e-9, "π → 2π passes 3π/2, shown as −π/2")
  }

  @Test("a turn from 3π/4 to −3π/4 goes the short way, through the half turn, not through 0")
  func rotationAcrossTheHalfTurn() {
    let (window, view) = scene()
    view.transform = Transform(rotationAngle: 3 * .pi / 4)
    View.animate(withDuration: 1, options: .curveLinear) {
      view.transform = Transform(rotationAngle: -3 * .pi / 4)
    }
    window.advance(by: 0.5)
    let angle = view.presentation().transform.rotationAngle
    #expect(abs(abs(angle) - .pi) < 1e-9, "a quarter turn the positive way: \(angle)")
  }

  @Test("a transform animates each part on its own: halfway is half the turn, scale and move")
  func transformPartsHalfway() {
    let (window, view) = scene()
    var target = Transform(scaleX: 3, y: 2).concatenating(Transform(rotationAngle: .pi / 2))
    target.tx = 40
    target.ty = -20
    View.animate(withDuration: 1, options: .curveLinear) { view.transform = target }
    window.advance(by: 0.5)
    var halfway = Transform(scaleX: 2, y: 1.5).concatenating(Transform(rotationAngle: .pi / 4))
    halfway.tx = 20
    halfway.ty = -10
    let shown = view.presentation().transform
    for (part, expected) in zip(
      [shown.a, shown.b, shown.c, shown.d, shown.tx, shown.ty],
      [halfway.a, halfway.b, halfway.c, halfway.d, halfway.tx, halfway.ty])
    {
      #expect(abs(part - expected) < 1e-9, "\(shown) is not \(halfway)")
    }
  }

  @Test("a critically damped spring reaches its end without overshoot")
  func spring() {
    let (window, view) = scene()
    var shown: [CGFloat] = []
    let link = DisplayLink(window: window) { _ in shown.append(view.presentation().center.x) }
    View.animate(
      withDuration: 0.5, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: {
        view.center.x = 150
      })
    window.advance(by: 0.6)
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
    #expect(shown.allSatisfy { $0 <= 150 })
    #expect(view.presentation().center.x == 150)
    link.invalidate()
  }

  /// Where a spring from 0 to 1 is, for UIKit's spring of `damping` over `duration`, at each
  /// time: the closed forms' values (natural frequency 2π ÷ duration), worked out by hand.
  @Test(
    "a spring follows its closed form: critically damped 82.1 % at half, 0.3 overshoots 36.8 %",
    arguments: [
      (damping: 1.0, duration: 0.5, at: [(0.25, 0.821026), (0.5 - 1.0 / 60, 0.983712)]),
      (damping: 0.3, duration: 1.0, at: [(0.25, 0.759078), (0.5, 1.367918)]),
    ])
  func springClosedForm(damping: CGFloat, duration: TimeInterval, at: [(TimeInterval, CGFloat)]) {
    let (window, view) = scene()
    View.animate(
      withDuration: duration, usingSpringWithDamping: damping, initialSpringVelocity: 0,
      animations: { view.center.x = 150 })
    for (time, covered) in at {
      window.advance(by: time - window.now)
      #expect(abs(view.presentation().center.x - (50 + 100 * covered)) < 1e-4, "at \(time) s")
    }
  }

  @Test("an underdamped spring overshoots")
  func springOvershoots() {
    let (window, view) = scene()
    var peak: CGFloat = 0
    let link = DisplayLink(window: window) { _ in peak = max(peak, view.presentation().center.x) }
    View.animate(
      withDuration: 1, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
      animations: {
        view.center.x = 150
      })
    window.advance(by: 1.1)
    #expect(peak > 150)
    link.invalidate()
  }

  @Test(
    "a view leaving its window, or moved straight into another, ends its animations unfinished",
    arguments: [false, true])
  func leavingWindow(intoAnother: Bool) {
    let (window, view) = scene()
    let other = Window(size: CGSize(width: 400, height: 400))
    var finished: Bool?
    View.animate(withDuration: 1) {
      view.alpha = 0
    } completion: {
      finished = $0
    }
    window.advance(by: 0.1)
    if intoAnother { other.addSubview(view) } else { view.removeFromSuperview() }
    #expect(finished == false)
    #expect(view.presentation().alpha == 0 && window.isIdle)
    other.advance(by: 2)
    #expect(finished == false, "no second completion in the new window")
  }

  /// The alpha shown after advancing `window` to each of `times`, rounded to 1e-6.
  func shownAlpha(_ view: View, in window: Window, at times: [TimeInterval]) -> [CGFloat] {
    times.map { time in
      window.advance(by: time - window.now)
      return (view.presentation().alpha * 1e6).rounded() / 1e6
    }
  }

  @Test("repeat: the animation starts over each period and never completes on its own")
  func repeating() {
    let (window, view) = scene()
    var completions: [Bool] = []
    View.animate(withDuration: 1, options: [.curveLinear, .repeat]) {
      view.alpha = 0
    } completion: {
      completions.append($0)
    }
    #expect(shownAlpha(view, in: window, at: [0.25, 1.25, 10.5]) == [0.75, 0.75, 0.5])
    #expect(completions.isEmpty)
    #expect(!window.isIdle)
    view.alpha = 0.5
    #expect(completions == [false])
    #expect(view.presentation().alpha == 0.5)
    window.advance(by: 1.0 / 60)
    #expect(window.isIdle)
  }

  @Test("autoreverse: forward, back, then the model value at once, and completion(true)")
  func autoreversing() {
    let (window, view) = scene()
    var completions: [(Bool, TimeInterval)] = []
    View.animate(withDuration: 1, options: [.curveLinear, .autoreverse]) {
      view.alpha = 0
    } completion: {
      completions.append(($0, window.now))
    }
    #expect(shownAlpha(view, in: window, at: [0.5, 1, 1.25, 1.75]) == [0.5, 0, 0.25, 0.75])
    #expect(completions.isEmpty)
    #expect(shownAlpha(view, in: window, at: [2.1]) == [0])
    #expect(completions.count == 1)
    #expect(completions.first?.0 == true)
    #expect(abs((completions.first?.1 ?? 0) - 2) < 1e-9)
  }

  @Test("an animation begun exactly as an autoreversed one ends starts from the model value")
  func afterAutoreverse() {
    let (window, view) = scene()
    View.animate(withDuration: 0.5, options: [.curveLinear, .autoreverse]) { view.alpha = 0 }
    window.advance(by: 1)
    View.animate(withDuration: 1, options: .curveLinear) { view.alpha = 0.5 }
    #expect(view.presentation().alpha == 0)
    window.advance(by: 0.5)
    #expect(abs(view.presentation().alpha - 0.25) < 1e-9)
  }

  @Test("read on the frame an autoreversed animation ends, by a display link, it shows the model")
  func autoreverseEndReadByALink() {
    let (window, view) = scene()
    var shown: [TimeInterval: CGFloat] = [:]
    let link = DisplayLink(window: window) { _ in shown[window.now] = view.presentation().alpha }
    View.animate(withDuration: 0.5, options: [.curveLinear, .autoreverse]) { view.alpha = 0 }
    window.advance(by: 1.5)
    link.invalidate()
    let end = shown.keys.filter { abs($0 - 1) < 1e-9 }
    #expect(
      end.count == 1 && end.allSatisfy { shown[$0] == 0 }, "\(shown.sorted { $0.key < $1.key })")
  }

  @Test("repeat and autoreverse: back and forth without end")
  func repeatingAndAutoreversing() {
    let (window, view) = scene()
    View.animate(withDuration: 1, options: [.curveLinear, .repeat, .autoreverse]) {
      view.alpha = 0
    }
    let shown = shownAlpha(view, in: window, at: [0.25, 1.25, 2.25, 3.75, 100.5])
    #expect(shown == [0.75, 0.25, 0.75, 0.75, 0.5])
    #expect(view.alpha == 0)
  }

  @Test(
    "a frame runs its display links before the animations end: a link on the last frame still sees it running, then the completion"
  )
  func linksBeforeCompletions() {
    let (window, view) = scene()
    var runningAt: [Int] = []
    var completedAt: [Int] = []
    var order: [String] = []
    let link = DisplayLink(window: window) { _ in
      guard view.hasRunningAnimations else { return }
      runningAt.append(window.frameCount)
      order.append("link")
    }
    View.animate(
      withDuration: 0.1, animations: { view.alpha = 0 },
      completion: { _ in
        completedAt.append(window.frameCount)
        order.append("completion")
      })
    window.advance(by: 0.2)
    link.invalidate()
    #expect(
      completedAt.count == 1 && runningAt.last == completedAt.first, "\(runningAt) \(completedAt)")
    #expect(order.last == "completion")
  }

}
