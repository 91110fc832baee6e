import Foundation
import Testing
import ViewKitLite

@MainActor
@Suite("Layer animations")
struct LayerAnimationTests {
  /// An opacity animation from 1 to 0 over `duration`.
  func fade(duration: TimeInterval) -> BasicAnimation {
    let animation = BasicAnimation(keyPath: "opacity")
    animation.fromValue = 1
    animation.toValue = 0
    animation.duration = duration
    return animation
  }

  func scene() -> (Window, ShapeLayer) {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = View(frame: window.bounds)
    window.addSubview(view)
    let shape = ShapeLayer()
    view.layer.addSublayer(shape)
    return (window, shape)
  }

  @Test("a basic animation interpolates linearly by default and is removed at its end")
  func basic() {
    let (window, shape) = scene()
    let animation = BasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0.25
    animation.toValue = 1
    animation.duration = 1
    shape.add(animation, forKey: "draw")
    #expect(shape.animationKeys() == ["draw"])
    window.advance(by: 0.5)
    #expect(abs(shape.presentation().strokeEnd - 0.625) < 1e-9)
    #expect(shape.strokeEnd == 1, "the model is untouched")
    window.advance(by: 0.5 - 1.0 / 60)
    #expect(shape.animationKeys() == ["draw"], "a frame before its end")
    window.advance(by: 1.0 / 60)
    #expect(shape.animationKeys().isEmpty, "removed on the frame of its end")
    #expect(shape.presentation().strokeEnd == 1)
  }

  @Test("a plain layer presents a whole stroke and no line, still or animating its opacity")
  func plainLayerPresentsAWholeStroke() {
    let (window, shape) = scene()
    let plain = Layer()
    shape.addSublayer(plain)
    func expectWhole(_ shown: LayerPresentation) {
      #expect(shown.strokeStart == 0 && shown.strokeEnd == 1 && shown.lineWidth == 0)
      #expect(shown.path == nil)
    }
    expectWhole(plain.presentation())
    plain.add(fade(duration: 1), forKey: "fade")
    window.advance(by: 0.5)
    #expect(abs(plain.presentation().opacity - 0.5) < 1e-9)
    expectWhole(plain.presentation())
  }

  @Test("timing functions shape the progress")
  func timing() {
    let (window, shape) = scene()
    let animation = BasicAnimation(keyPath: "lineWidth")
    animation.fromValue = 0
    animation.toValue = 10
    animation.duration = 1
    animation.timingFunction = .easeIn
    shape.add(animation, forKey: "width")
    window.advance(by: 0.25)
    #expect(abs(shape.presentation().lineWidth - 0.935) < 1e-3)
  }

  @Test("a spin repeats forever, cumulative: the on-screen angle keeps growing")
  func cumulativeSpin() throws {
    let (window, shape) = scene()
    let spin = BasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = 2 * Double.pi
    spin.duration = 0.5
    spin.repeatCount = .infinity
    spin.isCumulative = true
    shape.add(spin, forKey: "spin")
    window.advance(by: 0.625)
    #expect(abs(shape.presentation().rotation - 2.5 * .pi) < 1e-9)
    #expect(throws: RunLoopError.self) { try window.runUntilIdle() }
    shape.removeAnimation(forKey: "spin")
    #expect(shape.presentation().rotation == 0)
  }

  @Test("two layers animating at once each end on their own frame, and then the window is idle")
  func twoLayers() {
    let (window, shape) = scene()
    let other = ShapeLayer()
    shape.superlayer?.addSublayer(other)
    for (layer, duration) in [(shape, 0.5), (other, 1.0)] {
      let animation = BasicAnimation(keyPath: "lineWidth")
      animation.fromValue = 1
      animation.toValue = 3
      animation.duration = duration
      layer.add(animation, forKey: "width")
    }
    window.advance(by: 0.5)
    #expect(shape.animationKeys().isEmpty)
    #expect(other.animationKeys() == ["width"])
    #expect(!window.isIdle)
    window.advance(by: 0.5)
    #expect(other.animationKeys().isEmpty)
    #expect(window.isIdle)
  }

  @Test(
    "before a later begin, the first value shows with a backwards fill or both, the model's otherwise",
    arguments: [
      (LayerAnimation.FillMode.removed, 0.0), (.forwards, 0.0), (.backwards, 0.4), (.both, 0.4),
    ] as [(LayerAnimation.FillMode, CGFloat)])
  func fillBeforeTheBegin(mode: LayerAnimation.FillMode, shown: CGFloat) {
    let (window, shape) = scene()
    let animation = BasicAnimation(keyPath: "strokeStart")
    animation.fromValue = 0.4
    animation.toValue = 1
    animation.duration = 1
    animation.beginTime = window.now + 1
    animation.fillMode = mode
    shape.add(animation, forKey: "later")
    window.advance(by: 0.5)
    #expect(abs(shape.presentation().strokeStart - shown) < 1e-9, "\(mode)")
  }

  @Test("a fractional repeat count and fill mode forwards keep the last value on screen")
  func fractionalAndForwards() {
    let (window, shape) = scene()
    let animation = BasicAnimation(keyPath: "strokeStart")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    animation.repeatCount = 1.5
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    shape.add(animation, forKey: "trim")
    window.advance(by: 1.25)
    #expect(abs(shape.presentation().strokeStart - 0.25) < 1e-9)
    window.advance(by: 1)
    #expect(abs(shape.presentation().strokeStart - 0.5) < 1e-9, "held at the end of 1.5 passes")
    #expect(shape.animationKeys() == ["trim"])
    shape.removeAllAnimations()
    #expect(shape.presentation().strokeStart == 0)
  }

  @Test("repeatDuration bounds the repeats in seconds")
  func repeatDuration() {
    let (window, shape) = scene()
    let animation = fade(duration: 2)
    animation.repeatDuration = 5
    shape.add(animation, forKey: "fade")
    window.advance(by: 4.5)
    #expect(abs(shape.presentation().opacity - 0.75) < 1e-9)
    window.advance(by: 1)
    #expect(shape.animationKeys().isEmpty)
  }

  @Test("autoreverses: each pass runs forward then back and lasts twice the duration")
  func autoreverses() {
    let (window, shape) = scene()
    let animation = BasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    animation.autoreverses = true
    animation.repeatCount = 1.5
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    shape.add(animation, forKey: "breathe")
    var shown: [CGFloat] = []
    for time in [0.25, 1.25, 2.5, 3.1] as [TimeInterval] {
      window.advance(by: time - window.now)
      shown.append((shape.presentation().strokeEnd * 1e6).rounded() / 1e6)
    }
    #expect(shown == [0.25, 0.75, 0.5, 1], "forward, back, forward, held after 1.5 passes (3 s)")
    #expect(shape.animationKeys() == ["breathe"])
  }

  @Test("a key-frame animation passes its values at its key times, paths included")
  func keyframes() throws {
    let (window, shape) = scene()
    let small = BezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20)).cgPath
    let large = BezierPath(ovalIn: CGRect(x: 30, y: 30, width: 40, height: 40)).cgPath
    let animation = KeyframeAnimation(keyPath: "path")
    animation.values = [small, large, small]
    animation.keyTimes = [0, 0.25, 1]
    animation.duration = 0.8
    shape.add(animation, forKey: "wobble")
    window.advance(by: 0.2)
    #expect(shape.presentation().path == large)
    window.advance(by: 0.3)
    let shown = try #require(shape.presentation().path)
    #expect(shown != large && shown != small)
    let widths = KeyframeAnimation(keyPath: "lineWidth")
    widths.values = [0, 4, 2]
    widths.duration = 1
    shape.add(widths, forKey: "widths")
    window.advance(by: 0.75)
    #expect(abs(shape.presentation().lineWidth - 3) < 1e-9)
  }

  @Test("between paths of other steps a path animation shows the first until its end, unmixed")
  func pathsOfOtherSteps() {
    let (window, shape) = scene()
    let line = BezierPath()
    line.move(to: CGPoint(x: 10, y: 10))
    line.addLine(to: CGPoint(x: 50, y: 10))
    let bent = BezierPath()
    bent.move(to: CGPoint(x: 10, y: 10))
    bent.addLine(to: CGPoint(x: 50, y: 50))
    bent.addLine(to: CGPoint(x: 90, y: 50))
    let animation = BasicAnimation(keyPath: "path")
    animation.fromValue = line.cgPath
    animation.toValue = bent.cgPath
    animation.duration = 1
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    shape.add(animation, forKey: "bend")
    window.advance(by: 0.5)
    #expect(shape.presentation().path == line.cgPath, "a line is no prefix of a bent line")
    window.advance(by: 0.5)
    #expect(shape.presentation().path == bent.cgPath)
  }

  @Test(
    "kept from exactly its end, an animation shows the model value, or its last with a fill",
    arguments: [0.5, 1])
  func keptWithoutFill(after seconds: TimeInterval) {
    let (window, shape) = scene()
    shape.strokeEnd = 0.5
    let animation = BasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 0.5
    animation.isRemovedOnCompletion = false
    shape.add(animation, forKey: "draw")
    window.advance(by: seconds)
    #expect(shape.animationKeys() == ["draw"])
    #expect(shape.presentation().strokeEnd == 0.5)
    animation.fillMode = .forwards
    shape.add(animation, forKey: "draw")
    window.advance(by: seconds)
    #expect(shape.presentation().strokeEnd == 1)
  }

  @Test(
    "before its first key time a key-frame animation shows its first value; key times of the wrong count are even",
    arguments: [
      ([0.25, 0.5, 1], 0.1, 2), ([0.25, 0.5, 1], 0.375, 4), ([0.25, 0.5, 1], 0.75, 8),
      ([0, 1], 0.25, 4), ([0, 1], 0.75, 8),
    ] as [([CGFloat], TimeInterval, CGFloat)])
  func keyTimesNotFromZero(keyTimes: [CGFloat], at time: TimeInterval, width: CGFloat) {
    let (window, shape) = scene()
    let widths = KeyframeAnimation(keyPath: "lineWidth")
    widths.values = [2, 6, 10]
    widths.keyTimes = keyTimes
    widths.duration = 1
    shape.add(widths, forKey: "widths")
    window.advance(by: time)
    #expect(abs(shape.presentation().lineWidth - width) < 1e-6)
  }

  @Test(
    "past its last key time a key-frame animation holds its last value; two values are one line",
    arguments: [
      ([2, 6, 10], [0, 0.25, 0.5], 0.75, 10), ([2, 6, 10], [0, 0.25, 0.5], 0.5, 10),
      ([2, 6], nil, 0.25, 3), ([2, 6], nil, 0.75, 5),
    ] as [([CGFloat], [CGFloat]?, TimeInterval, CGFloat)])
  func lastKeyframeHeld(
    values: [CGFloat], keyTimes: [CGFloat]?, at time: TimeInterval, width: CGFloat
  ) {
    let (window, shape) = scene()
    let widths = KeyframeAnimation(keyPath: "lineWidth")
    widths.values = values
    widths.keyTimes = keyTimes
    widths.duration = 1
    shape.add(widths, forKey: "widths")
    window.advance(by: time)
    #expect(abs(shape.presentation().lineWidth - width) < 1e-6)
  }

  @Test(
    "a key time given twice is a jump: from that time on the later value shows",
    arguments: [(0.25, 4), (0.4, 5.2), (0.5, 10), (0.75, 11)] as [(TimeInterval, CGFloat)])
  func repeatedKeyTimeJumps(at time: TimeInterval, width: CGFloat) {
    let (window, shape) = scene()
    let widths = KeyframeAnimation(keyPath: "lineWidth")
    widths.values = [2, 6, 10, 12]
    widths.keyTimes = [0, 0.5, 0.5, 1]
    widths.duration = 1
    shape.add(widths, forKey: "widths")
    window.advance(by: time)
    #expect(abs(shape.presentation().lineWidth - width) < 1e-6, "\(shape.presentation().lineWidth)")
  }

  @Test("an animation of another property presents a sheared transform as it is, not rebuilt")
  func shearKeptUnderOtherAnimations() {
    let (window, shape) = scene()
    let shear = Transform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)
    shape.transform = shear
    let fade = BasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    shape.add(fade, forKey: "fade")
    window.advance(by: 0.5)
    #expect(abs(shape.presentation().opacity - 0.5) < 1e-6, "the fade runs")
    #expect(shape.presentation().transform == shear)
  }

  @Test("an autoreversed layer animation goes out and back in twice its duration, then ends")
  func layerAutoreverse() {
    let (window, shape) = scene()
    let draw = BasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 0.25
    draw.autoreverses = true
    shape.add(draw, forKey: "draw")
    var shown: [CGFloat] = []
    for _ in 0..<3 {
      window.advance(by: 0.125)
      shown.append((shape.presentation().strokeEnd * 1000).rounded() / 1000)
    }
    #expect(shown == [0.5, 1, 0.5], "out in 0.25 s, back in 0.25 s")
    window.advance(by: 0.25)
    #expect(shape.animationKeys().isEmpty && shape.presentation().strokeEnd == 1, "ended at 0.5 s")
  }

  @Test("a key-frame animation of one value shows that value throughout")
  func oneKeyframe() {
    let (window, shape) = scene()
    let widths = KeyframeAnimation(keyPath: "lineWidth")
    widths.values = [5]
    widths.keyTimes = [0.5]
    widths.duration = 1
    shape.add(widths, forKey: "widths")
    for _ in 0..<3 {
      window.advance(by: 0.3)
      #expect(shape.presentation().lineWidth == 5)
    }
  }

  @Test("an unknown key path records a diagnostic")
  func unknownKeyPath() {
    let (window, shape) = scene()
    shape.add(BasicAnimation(keyPath: "cornerRadius"), forKey: "x")
    #expect(
      window.diagnostics.messages.last?.contains("'cornerRadius' is not an animatable key path")
        == true)
  }

  @Test("an animation repeating forever never ends, whatever its duration: it stays on its layer")
  func foreverWhateverTheDuration() {
    for count in [Float.infinity, .greatestFiniteMagnitude] {
      for duration in [0.5, 0, -1] as [TimeInterval] {
        let (window, shape) = scene()
        let forever = BasicAnimation(keyPath: "lineWidth")
        forever.fromValue = 1
        forever.toValue = 3
        forever.duration = duration
        forever.repeatCount = count
        shape.add(forever, forKey: "forever")
        window.advance(by: 1)
        #expect(shape.animationKeys() == ["forever"], "\(count) passes of \(duration) s")
        #expect(!window.isIdle, "\(count) passes of \(duration) s")
      }
    }
  }
}
