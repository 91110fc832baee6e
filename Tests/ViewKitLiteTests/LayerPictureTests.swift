import Foundation
import SceneFixtures
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Pictures of layer geometry, corners and masks")
struct LayerPictureTests {
  /// A shape layer drawing `path` in its own bounds, placed by anchor and position.
  func placedShape(
    _ path: ShapePath, bounds: CGRect, anchor: CGPoint, position: CGPoint, in view: View,
    stroke: Color = .black, lineWidth: CGFloat = 2
  ) -> ShapeLayer {
    let layer = ShapeLayer()
    layer.bounds = bounds
    layer.anchorPoint = anchor
    layer.position = position
    layer.path = path
    layer.strokeColor = stroke
    layer.fillColor = nil
    layer.lineWidth = lineWidth
    view.layer.addSublayer(layer)
    return layer
  }

  @Test("a filmstrip captures at now and at each later time, never at a time gone by")
  func filmstripTimes() {
    let window = Window(size: CGSize(width: 8, height: 8))
    window.advance(by: 1)
    var strip = Filmstrip(window: window)
    strip.capture(at: [0.5, 1, 1.25])
    #expect(strip.frames.map(\.time) == [1, 1.25])
  }

  @Test("a bar spinning about its left end, not its middle: 0°, 45°, 90°, 135°, 225°")
  func spinAboutAnchor() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 96, height: 96))
    let line = BezierPath()
    line.move(to: CGPoint(x: 0, y: 2))
    line.addLine(to: CGPoint(x: 40, y: 2))
    let bar = placedShape(
      line.cgPath, bounds: CGRect(x: 0, y: 0, width: 40, height: 4),
      anchor: CGPoint(x: 0, y: 0.5), position: CGPoint(x: 48, y: 48), in: view, lineWidth: 4)
    _ = placedShape(
      BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 12, height: 12)).cgPath,
      bounds: CGRect(x: 0, y: 0, width: 12, height: 12), anchor: CGPoint(x: 0.5, y: 0.5),
      position: CGPoint(x: 48, y: 48), in: view, stroke: .lightGray, lineWidth: 1)
    let spin = BasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = 2 * Double.pi
    spin.duration = 1
    bar.add(spin, forKey: "spin")
    var strip = Filmstrip(window: window, scale: 2) {
      "rotation=\(NumberFormat.string(bar.presentation().rotation * 180 / .pi))°"
    }
    strip.capture("0°")
    for (step, caption) in [(0.125, "45°"), (0.125, "90°"), (0.125, "135°"), (0.25, "225°")] {
      window.advance(by: step)
      strip.capture(caption)
    }
    assertSnapshot(of: strip, as: .filmstrip)
  }

  @Test("scaled by 2 about the top-left anchor and about the middle; gray: before scaling")
  func scaleAboutAnchor() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 160, height: 96))
    for (anchor, position) in [
      (CGPoint.zero, CGPoint(x: 16, y: 16)), (CGPoint(x: 0.5, y: 0.5), CGPoint(x: 120, y: 48)),
    ] {
      let square = Layer()
      square.bounds = CGRect(x: 0, y: 0, width: 24, height: 16)
      square.anchorPoint = anchor
      square.position = position
      square.backgroundColor = .black
      square.transform = Transform(scaleX: 2, y: 2)
      view.layer.addSublayer(square)
      let before = CGRect(
        x: position.x - anchor.x * 24, y: position.y - anchor.y * 16, width: 24, height: 16)
      RenderFixtures.shape(
        BezierPath(roundedRect: before, cornerRadius: 0).cgPath, in: view, stroke: .lightGray,
        lineWidth: 1)
    }
    assertSnapshot(of: window, as: .screen(scale: 2))
  }

  @Test("rounded corners cut in dots: radius 0, 4, 8 and 16 on 32-point squares")
  func roundedCorners() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 164, height: 40))
    for (index, radius) in [CGFloat(0), 4, 8, 16].enumerated() {
      let square = View(frame: CGRect(x: 4 + CGFloat(index) * 40, y: 4, width: 32, height: 32))
      square.backgroundColor = .darkGray
      square.layer.cornerRadius = radius
      view.addSubview(square)
    }
    assertSnapshot(of: window, as: .screen(scale: 2))
  }

  @Test("masksToBounds: a sublayer overflowing its layer, unmasked and masked; a clipping view")
  func masksToBounds() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 172, height: 56))
    for (index, masks) in [false, true].enumerated() {
      let card = Layer()
      card.frame = CGRect(x: 8 + CGFloat(index) * 56, y: 12, width: 40, height: 32)
      card.backgroundColor = .lightGray
      card.cornerRadius = 10
      card.masksToBounds = masks
      view.layer.addSublayer(card)
      let slash = BezierPath()
      slash.move(to: CGPoint(x: -8, y: -8))
      slash.addLine(to: CGPoint(x: 48, y: 40))
      let stripe = ShapeLayer()
      stripe.frame = card.bounds
      stripe.path = slash.cgPath
      stripe.strokeColor = .black
      stripe.lineWidth = 6
      card.addSublayer(stripe)
    }
    let clipping = View(frame: CGRect(x: 120, y: 12, width: 40, height: 32))
    clipping.backgroundColor = .lightGray
    clipping.layer.cornerRadius = 10
    clipping.layer.masksToBounds = true
    let inner = View(frame: CGRect(x: 20, y: -8, width: 40, height: 48))
    inner.backgroundColor = .black
    clipping.addSubview(inner)
    view.addSubview(clipping)
    assertSnapshot(of: window, as: .screen(scale: 2))
  }

  @Test(
    "a colour at an alpha of 0.01 or less draws nothing, as a view or a layer at that alpha: backgrounds, fills, strokes, text",
    arguments: ["view background", "layer background", "layer opacity", "fill", "stroke", "text"],
    [0.0095, 0.01, 0.0105, 0.02])
  func faintestColourDrawsNothing(kind: String, alpha: CGFloat) {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 40, height: 24))
    let blank = window.picture()
    let faint = Color.black.withAlphaComponent(alpha)
    let box = CGRect(x: 4, y: 4, width: 32, height: 16)
    switch kind {
    case "view background":
      let inner = View(frame: box)
      inner.backgroundColor = faint
      view.addSubview(inner)
    case "layer background":
      let layer = Layer()
      layer.frame = box
      layer.backgroundColor = faint
      view.layer.addSublayer(layer)
    case "layer opacity":
      let layer = Layer()
      layer.frame = box
      layer.backgroundColor = .black
      layer.opacity = Float(alpha)
      view.layer.addSublayer(layer)
    case "fill", "stroke":
      let fill = kind == "fill"
      RenderFixtures.shape(
        BezierPath(roundedRect: box, cornerRadius: 0).cgPath, in: view, stroke: fill ? nil : faint,
        fill: fill ? faint : nil, lineWidth: 4)
    default:
      let label = Label(frame: box)
      label.text = "faint"
      label.textColor = faint
      view.addSubview(label)
    }
    #expect((window.picture() != blank) == (alpha > 0.01), "\(kind) at \(alpha)")
  }
}
