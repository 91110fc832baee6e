import Foundation
import Testing
import ViewKitLite

@MainActor
@Suite("View geometry, layout and hit testing")
struct ViewGeometryTests {
  @Test("frame, bounds and center stay consistent")
  func consistency() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    #expect(view.center == CGPoint(x: 60, y: 40))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -50, y: -20, width: 100, height: 40))
    view.bounds = CGRect(x: 5, y: 5, width: 50, height: 20)
    #expect(view.frame == CGRect(x: -25, y: -10, width: 50, height: 20))
    #expect(view.center == .zero)
  }

  @Test("a rotation by a quarter turn swaps the frame's width and height; π keeps the frame")
  func transformedFrame() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.transform = Transform(rotationAngle: .pi / 2)
    #expect(abs(view.frame.width - 40) < 1e-9 && abs(view.frame.height - 100) < 1e-9)
    #expect(view.bounds.size == CGSize(width: 100, height: 40))
    view.transform = Transform(rotationAngle: .pi)
    #expect(abs(view.frame.minX) < 1e-9 && abs(view.frame.width - 100) < 1e-9)
  }

  @Test("NaN and infinite values are refused: the old value stays, a diagnostic names it")
  func refusesNonFinite() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    window.addSubview(view)
    view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    view.center = CGPoint(x: 0, y: CGFloat.infinity)
    view.bounds = CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 1)
    view.transform = Transform(rotationAngle: .nan)
    view.alpha = .nan
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(view.transform == .identity)
    #expect(view.alpha == 1)
    let messages = window.diagnostics.messages
    #expect(messages.count == 5)
    #expect(messages[0].hasPrefix("View.frame: refused (nan, 0, 10, 10): geometry must be finite"))
    #expect(
      messages[1].hasSuffix(
        "kept (2.5, 4). Check the arithmetic that produced it, such as a division by zero."))
    #expect(messages.allSatisfy { $0.contains("kept") })
  }

  @Test("alpha is clamped to 0…1")
  func alphaClamped() {
    let view = View()
    view.alpha = 2
    #expect(view.alpha == 1)
    view.alpha = -1
    #expect(view.alpha == 0)
  }

  @Test("setNeedsLayout calls coalesce into one layout pass per frame")
  func layoutCoalesced() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = HookRecordingView("v", log: EventLog())
    window.addSubview(view)
    window.advance(by: 1.0 / 60)
    let before = view.layoutCount
    view.setNeedsLayout()
    view.setNeedsLayout()
    view.setNeedsLayout()
    #expect(view.layoutCount == before)
    window.advance(by: 1.0 / 60)
    #expect(view.layoutCount == before + 1)
    window.advance(by: 1.0 / 60)
    #expect(view.layoutCount == before + 1)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.layoutCount == before + 2)
  }

  @Test("a bounds size change lays the view out again")
  func sizeChangeLaysOut() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = HookRecordingView("v", log: EventLog())
    window.addSubview(view)
    window.advance(by: 1.0 / 60)
    let before = view.layoutCount
    view.bounds.origin.y = 40
    window.advance(by: 1.0 / 60)
    #expect(view.layoutCount == before, "scrolling alone does not lay out")
    view.frame.size.width = 50
    window.advance(by: 1.0 / 60)
    #expect(view.layoutCount == before + 1)
  }

  @Test("autoresizing masks share the change among the flexible parts")
  func autoresizing() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let stretchy = View(frame: CGRect(x: 10, y: 10, width: 280, height: 44))
    stretchy.autoresizingMask = [.flexibleWidth]
    let pinnedRight = View(frame: CGRect(x: 250, y: 150, width: 40, height: 40))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    let centred = View(frame: CGRect(x: 100, y: 0, width: 100, height: 10))
    centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let fixed = View(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
    [stretchy, pinnedRight, centred, fixed].forEach(parent.addSubview)
    parent.frame.size = CGSize(width: 400, height: 300)
    #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 380, height: 44))
    #expect(pinnedRight.frame == CGRect(x: 350, y: 250, width: 40, height: 40))
    #expect(centred.frame == CGRect(x: 150, y: 0, width: 100, height: 10))
    #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
  }

  @Test("a flexible height follows the superview's; UIKit's raw values")
  func flexibleHeight() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let tall = View(frame: CGRect(x: 0, y: 10, width: 100, height: 50))
    tall.autoresizingMask = [.flexibleHeight]
    parent.addSubview(tall)
    parent.frame.size.height = 200
    #expect(tall.frame == CGRect(x: 0, y: 10, width: 100, height: 150))
    let masks: [AutoresizingMask] = [
      .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
      .flexibleHeight, .flexibleBottomMargin,
    ]
    #expect(masks.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
  }

  @Test("insets are finite only when all four edges are")
  func finiteInsets() {
    #expect(EdgeInsets.zero.isFinite)
    for edge in 0..<4 {
      var values: [CGFloat] = [1, 2, 3, 4]
      values[edge] = .infinity
      let inset = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
      #expect(!inset.isFinite, "edge \(edge)")
    }
  }

  @Test("a transform is finite only when all six entries are")
  func finiteTransform() {
    #expect(Transform.identity.isFinite)
    for entry in 0..<6 {
      var values: [CGFloat] = [1, 0, 0, 1, 0, 0]
      values[entry] = .nan
      let transform = Transform(
        a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
      #expect(!transform.isFinite, "entry \(entry)")
    }
  }

  @Test("out of a window, nil is the root view's own space, both ways")
  func convertOutOfAWindow() {
    let root = View(frame: CGRect(x: 30, y: 40, width: 200, height: 200))
    let child = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    root.addSubview(child)
    #expect(child.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: 15))
    #expect(child.convert(CGPoint(x: 15, y: 15), from: nil) == CGPoint(x: 5, y: 5))
  }

  @Test("convert follows frames, bounds origins (scrolling) and transforms")
  func convert() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let container = View(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
    container.bounds.origin = CGPoint(x: 0, y: -50)
    let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    window.addSubview(container)
    container.addSubview(child)
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 30, y: 160))
    #expect(child.convert(CGPoint(x: 30, y: 160), from: window) == .zero)
    #expect(
      child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: container)
        == CGRect(x: 10, y: 10, width: 20, height: 20))
    child.transform = Transform(rotationAngle: .pi)
    let corner = child.convert(CGPoint.zero, to: container)
    #expect(abs(corner.x - 30) < 1e-9 && abs(corner.y - 30) < 1e-9)
  }

  @Test("hit testing finds the frontmost visible, interactive view")
  func hitTest() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let back = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(back)
    window.addSubview(front)
    #expect(window.hitTest(CGPoint(x: 75, y: 75)) === front)
    #expect(window.hitTest(CGPoint(x: 25, y: 25)) === back)
    front.isHidden = true
    #expect(window.hitTest(CGPoint(x: 75, y: 75)) === back)
    front.isHidden = false
    front.alpha = 0.01
    #expect(window.hitTest(CGPoint(x: 75, y: 75)) === back)
    front.alpha = 0.0105
    #expect(window.hitTest(CGPoint(x: 75, y: 75)) === front, "just above UIKit's 0.01")
    back.isUserInteractionEnabled = false
    #expect(window.hitTest(CGPoint(x: 25, y: 25)) === window)
    #expect(window.hitTest(CGPoint(x: 400, y: 25)) == nil)
  }

  @Test("sizeToFit keeps the origin and takes sizeThatFits")
  func sizeToFit() {
    final class Fixed: View {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 12) }
    }
    let view = Fixed(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 5, y: 6, width: 30, height: 12))
  }

  @Test(
    "a rect converted through a flip is the box of its corners, under a scaled, scrolled ancestor too, whatever the root's own transform",
    arguments: [Transform.identity, Transform(scaleX: 2, y: 2), Transform(translationX: 5, y: -5)])
  func convertedRectIsTheBoxOfItsCorners(rootTransform: Transform) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.transform = rootTransform
    let flipped = View(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
    flipped.transform = Transform(scaleX: -1, y: 1)
    root.addSubview(flipped)
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    for box in [flipped.convert(rect, to: nil), flipped.convert(rect, to: root)] {
      #expect(
        box.origin == CGPoint(x: 40, y: 10) && box.size == CGSize(width: 10, height: 20),
        "\(box.origin) \(box.size)")
    }

    let container = View(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
    container.bounds.origin = CGPoint(x: 0, y: -50)
    container.transform = Transform(scaleX: 2, y: 2)
    root.addSubview(container)
    let nested = View(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
    nested.transform = Transform(scaleX: -1, y: 1)
    container.addSubview(nested)
    #expect(nested.convert(CGPoint.zero, to: nil) == CGPoint(x: 70, y: 100))
    let nestedBox = nested.convert(rect, to: nil)
    #expect(
      nestedBox.origin == CGPoint(x: 50, y: 100) && nestedBox.size == CGSize(width: 20, height: 40),
      "\(nestedBox.origin) \(nestedBox.size)")
  }
}
